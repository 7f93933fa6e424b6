import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ItemJson,
  listItem,
  type Member,
  review,
  signedInAdmin,
  signedInMember,
} from './catalog-fixtures.js';
import { Client, startStack, type TestStack } from './harness.js';

let stack: TestStack;
let owner: Member;
let other: Member;
let admin: Member;

beforeAll(async () => {
  stack = await startStack();
  [owner, other, admin] = await Promise.all([
    signedInMember(stack),
    signedInMember(stack),
    signedInAdmin(stack),
  ]);
});
afterAll(async () => {
  await stack?.stop();
});

async function eventsFor(itemId: number) {
  return stack.gateway.deps.orm.em
    .fork()
    .getConnection()
    .execute<{ type: string; payload: Record<string, unknown> }[]>(
      "select type, payload from outbox_events where type like 'item.%' and (payload->>'itemId')::int = ? order by id",
      [itemId],
    );
}

describe('approval', () => {
  it('approves a pending item, making it public, and writes item.approved to the outbox', async () => {
    const item = await listItem(stack, owner);
    expect((await new Client(stack.baseUrl).request('GET', `/api/items/${item.id}`)).status).toBe(404);
    const approved = await review(admin, item.id, 'approved');
    expect(approved).toMatchObject({ id: item.id, approvalStatus: 'approved', rejectionReason: null });
    expect((await new Client(stack.baseUrl).request('GET', `/api/items/${item.id}`)).status).toBe(200);
    expect(await eventsFor(item.id)).toEqual([
      { type: 'item.approved', payload: { itemId: item.id, ownerId: owner.id, reviewerId: admin.id } },
    ]);
    // Approving again is a no-op: no second event.
    await review(admin, item.id, 'approved');
    expect(await eventsFor(item.id)).toHaveLength(1);
  });

  it('rejects with a reason (GraphQL too), from any other state, with item.rejected in the outbox', async () => {
    const item = await listItem(stack, owner);
    await review(admin, item.id, 'approved');
    const rejected = await admin.client.graphql<{ reviewItem: ItemJson }>(
      'mutation($id: Int!) { reviewItem(id: $id, approvalStatus: "rejected", reason: "Wrong category") { approvalStatus rejectionReason } }',
      { id: item.id },
    );
    expect(rejected.body.data?.reviewItem).toEqual({
      approvalStatus: 'rejected',
      rejectionReason: 'Wrong category',
    });
    expect((await eventsFor(item.id)).map((e) => e.type)).toEqual(['item.approved', 'item.rejected']);
    expect((await eventsFor(item.id))[1]!.payload).toMatchObject({
      reason: 'Wrong category',
      ownerId: owner.id,
    });
    // The reason is the owner's and the admins' business only.
    const seenByOwner = await owner.client.request<ItemJson>('GET', `/api/items/${item.id}`);
    expect(seenByOwner.body.rejectionReason).toBe('Wrong category');
  });

  it('validates the decision and the item, and is for admins only', async () => {
    const item = await listItem(stack, owner);
    const bad = await admin.client.request<{ fieldErrors: Record<string, string> }>(
      'PUT',
      `/api/admin/items/${item.id}`,
      {
        approvalStatus: 'pending',
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.approvalStatus).toBe('Approval status must be approved or rejected');
    const long = await admin.client.request<{ fieldErrors: Record<string, string> }>(
      'PUT',
      `/api/admin/items/${item.id}`,
      {
        approvalStatus: 'rejected',
        reason: 'x'.repeat(501),
      },
    );
    expect(long.body.fieldErrors.reason).toBe('Reason must be at most 500 characters');
    expect(
      (await admin.client.request('PUT', '/api/admin/items/99999999', { approvalStatus: 'approved' })).status,
    ).toBe(404);
    expect(
      (await owner.client.request('PUT', `/api/admin/items/${item.id}`, { approvalStatus: 'approved' }))
        .status,
    ).toBe(403);
    expect(
      (
        await new Client(stack.baseUrl).request('PUT', `/api/admin/items/${item.id}`, {
          approvalStatus: 'approved',
        })
      ).status,
    ).toBe(401);
    expect(await eventsFor(item.id)).toEqual([]);
  });
});

describe('admin item list', () => {
  it('lists every item with its owner, newest first, filtered by status and search', async () => {
    const pending = await listItem(stack, owner, { title: 'Unique zebra projector' });
    const approved = await listItem(stack, other, {
      title: 'Approved quokka speaker',
      category: 'Electronics',
    });
    await review(admin, approved.id, 'approved');

    const all = await admin.client.request<ItemJson[]>('GET', '/api/admin/items');
    expect(all.status).toBe(200);
    const ids = all.body.map((i) => i.id);
    expect(ids.indexOf(approved.id)).toBeLessThan(ids.indexOf(pending.id));
    expect(all.body.find((i) => i.id === pending.id)?.owner).toMatchObject({
      id: owner.id,
      username: owner.username,
    });

    const onlyPending = await admin.client.request<ItemJson[]>('GET', '/api/admin/items?status=pending');
    expect(onlyPending.body.every((i) => i.approvalStatus === 'pending')).toBe(true);
    expect(onlyPending.body.map((i) => i.id)).toContain(pending.id);

    const zebra = await admin.client.request<ItemJson[]>('GET', '/api/admin/items?search=ZEBRA');
    expect(zebra.body.map((i) => i.id)).toEqual([pending.id]);
    const byCategory = await admin.client.graphql<{ adminItems: { id: number }[] }>(
      '{ adminItems(search: "electronics", status: "approved") { id } }',
    );
    expect(byCategory.body.data?.adminItems.map((i) => i.id)).toEqual([approved.id]);
    // LIKE wildcards are searched for literally.
    expect((await admin.client.request<ItemJson[]>('GET', '/api/admin/items?search=%25')).body).toEqual([]);

    const badStatus = await admin.client.request<{ fieldErrors: Record<string, string> }>(
      'GET',
      '/api/admin/items?status=maybe',
    );
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.fieldErrors.status).toBe('Status must be pending, approved or rejected');
    expect((await owner.client.request('GET', '/api/admin/items')).status).toBe(403);
    expect((await new Client(stack.baseUrl).request('GET', '/api/admin/items')).status).toBe(401);
  });
});
