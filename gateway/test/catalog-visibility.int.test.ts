import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ItemJson,
  itemBody,
  listItem,
  type Member,
  publicItem,
  review,
  signedInAdmin,
  signedInMember,
} from './catalog-fixtures.js';
import { Client, startStack, type TestStack } from './harness.js';

let stack: TestStack;
let owner: Member;
let other: Member;
let admin: Member;
let lockedOwner: Member;
let anon: Client;
const items: Record<'public' | 'pending' | 'rejected' | 'unavailable' | 'lockedOwner', ItemJson> =
  {} as never;

async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return stack.gateway.deps.orm.em.fork().getConnection().execute(text, params);
}

beforeAll(async () => {
  stack = await startStack();
  [owner, other, admin, lockedOwner] = await Promise.all([
    signedInMember(stack),
    signedInMember(stack),
    signedInAdmin(stack),
    signedInMember(stack),
  ]);
  anon = new Client(stack.baseUrl);
  items.public = await publicItem(stack, owner, admin, { title: 'Public trail bike' });
  items.pending = await listItem(stack, owner, { title: 'Pending trail bike' });
  items.rejected = await listItem(stack, owner, { title: 'Rejected trail bike' });
  await review(admin, items.rejected.id, 'rejected', 'Not a bike');
  items.unavailable = await publicItem(stack, owner, admin, { title: 'Unavailable trail bike' });
  await owner.client.request('PUT', `/api/items/${items.unavailable.id}`, { availability: false });
  items.lockedOwner = await publicItem(stack, lockedOwner, admin, { title: 'Locked owner trail bike' });
  await sql('update users set is_locked = true where id = ?', [lockedOwner.id]);
});
afterAll(async () => {
  await stack?.stop();
});

type Who = 'anonymous' | 'owner' | 'other' | 'admin';
const clientOf = (who: Who): Client =>
  who === 'anonymous' ? anon : who === 'owner' ? owner.client : who === 'other' ? other.client : admin.client;

/** Who sees which item: the public one everyone; the owner their own in every state; admins everything. */
const SEES: Record<Who, (keyof typeof items)[]> = {
  anonymous: ['public'],
  other: ['public'],
  owner: ['public', 'pending', 'rejected', 'unavailable'],
  admin: ['public', 'pending', 'rejected', 'unavailable', 'lockedOwner'],
};

describe('item pages', () => {
  for (const who of Object.keys(SEES) as Who[]) {
    it(`answers ${who} 200 for the items they may see and 404 'Item not found' for the rest, both doors`, async () => {
      for (const [name, item] of Object.entries(items)) {
        const visible = SEES[who].includes(name as keyof typeof items);
        const rest = await clientOf(who).request<{ message: string; id: number }>(
          'GET',
          `/api/items/${item.id}`,
        );
        expect(rest.status, `${who} → ${name}`).toBe(visible ? 200 : 404);
        if (!visible) expect(rest.body.message).toBe('Item not found');
        const gql = await clientOf(who).graphql<{ item: { id: number } }>(
          'query($id: Int!) { item(id: $id) { id } }',
          {
            id: item.id,
          },
        );
        if (visible) expect(gql.body.data?.item.id).toBe(item.id);
        else
          expect(gql.body.errors?.[0]).toMatchObject({
            message: 'Item not found',
            extensions: { code: 'NOT_FOUND' },
          });
      }
    });
  }

  it('answers 404 for ids that do not exist or cannot', async () => {
    for (const path of [
      '/api/items/0',
      '/api/items/-3',
      '/api/items/abc',
      '/api/items/99999999999999',
      '/api/items/2147483647',
    ]) {
      const res = await anon.request<{ message: string }>('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe('Item not found');
    }
  });
});

describe('lists', () => {
  it("shows a member's items in every state to them and admins, the public ones to others", async () => {
    for (const who of Object.keys(SEES) as Who[]) {
      const res = await clientOf(who).request<ItemJson[]>('GET', `/api/users/${owner.id}/items`);
      expect(res.status).toBe(200);
      const expected = SEES[who === 'admin' ? 'owner' : who]
        .filter((n) => n !== 'lockedOwner')
        .map((n) => items[n].id);
      expect(res.body.map((i) => i.id).sort(), who).toEqual(expected.sort());
    }
    // The owner sees the status of each of their own listings.
    const mine = await owner.client.request<ItemJson[]>('GET', `/api/users/${owner.id}/items`);
    expect(Object.fromEntries(mine.body.map((i) => [i.title, i.approvalStatus]))).toMatchObject({
      'Pending trail bike': 'pending',
      'Rejected trail bike': 'rejected',
      'Public trail bike': 'approved',
    });
    // A locked member's listings are nobody's business but the admins'.
    expect((await anon.request<ItemJson[]>('GET', `/api/users/${lockedOwner.id}/items`)).body).toEqual([]);
    expect(
      (await admin.client.request<ItemJson[]>('GET', `/api/users/${lockedOwner.id}/items`)).body,
    ).toHaveLength(1);
  });

  it('lists recent public items only, newest first', async () => {
    const res = await anon.request<ItemJson[]>('GET', '/api/items/recent');
    expect(res.status).toBe(200);
    expect(res.body.map((i) => i.id)).toEqual([items.public.id]);
    const gql = await owner.client.graphql<{ recentItems: { id: number }[] }>(
      '{ recentItems(limit: 8) { id } }',
    );
    expect(gql.body.data?.recentItems.map((i) => i.id)).toEqual([items.public.id]);
  });

  it('hides a locked member’s profile from everyone but admins', async () => {
    expect((await anon.request('GET', `/api/users/${lockedOwner.id}`)).status).toBe(404);
    expect((await other.client.request('GET', `/api/users/${lockedOwner.id}`)).status).toBe(404);
    expect((await admin.client.request('GET', `/api/users/${lockedOwner.id}`)).status).toBe(200);
  });
});

describe('who may change an item', () => {
  const body = (item: ItemJson) => itemBody(item.images, { title: 'Changed title here' });

  it('refuses anonymous writes with 401', async () => {
    expect((await anon.request('PUT', `/api/items/${items.public.id}`, body(items.public))).status).toBe(401);
    expect((await anon.request('PUT', `/api/items/${items.public.id}`, { availability: false })).status).toBe(
      401,
    );
    expect((await anon.request('DELETE', `/api/items/${items.public.id}`)).status).toBe(401);
  });

  it('answers another member 403 on a public item and 404 on one they cannot see, and changes nothing', async () => {
    for (const [call, args] of [
      ['PUT', body(items.public)],
      ['PUT', { availability: false }],
      ['DELETE', undefined],
    ] as const) {
      const res = await other.client.request(
        'PUT' === call ? 'PUT' : 'DELETE',
        `/api/items/${items.public.id}`,
        args,
      );
      expect(res.status, `${call} ${JSON.stringify(args)}`).toBe(403);
      const hidden = await other.client.request(call, `/api/items/${items.pending.id}`, args);
      expect(hidden.status).toBe(404);
    }
    const gql = await other.client.graphql('mutation($id: Int!) { deleteItem(id: $id) }', {
      id: items.public.id,
    });
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const still = await anon.request<ItemJson>('GET', `/api/items/${items.public.id}`);
    expect(still.body).toMatchObject({ title: 'Public trail bike', availability: true });
  });

  it('lets an admin change and delete any item', async () => {
    const item = await publicItem(stack, owner, admin, { title: 'Admin will remove this' });
    const off = await admin.client.request<ItemJson>('PUT', `/api/items/${item.id}`, { availability: false });
    expect(off.body.availability).toBe(false);
    expect((await admin.client.request('DELETE', `/api/items/${item.id}`)).status).toBe(200);
  });

  it('takes an item out of public view when its owner turns availability off, and back', async () => {
    const item = await publicItem(stack, owner, admin, { title: 'Toggle me please' });
    await owner.client.request('PUT', `/api/items/${item.id}`, { availability: false });
    expect((await anon.request('GET', `/api/items/${item.id}`)).status).toBe(404);
    expect((await owner.client.request('GET', `/api/items/${item.id}`)).status).toBe(200);
    await owner.client.request('PUT', `/api/items/${item.id}`, { availability: true });
    expect((await anon.request('GET', `/api/items/${item.id}`)).status).toBe(200);
    await owner.client.request('DELETE', `/api/items/${item.id}`);
  });
});

describe('similar and recommended items', () => {
  it('picks public items of the same category by the closest daily price in USD, never the item itself', async () => {
    const seller = await signedInMember(stack);
    const target = await publicItem(stack, seller, admin, {
      category: 'Gaming',
      pricePerDay: 100,
      title: 'Target console',
    });
    const near = await publicItem(stack, seller, admin, {
      category: 'Gaming',
      pricePerDay: 95,
      title: 'Near console',
    });
    // 100 EUR is about 108.70 USD: 8.70 away, further than 95 USD (5 away), nearer than 300 USD.
    const euro = await publicItem(stack, seller, admin, {
      category: 'Gaming',
      pricePerDay: 100,
      currency: 'EUR',
      title: 'Euro console',
    });
    const far = await publicItem(stack, seller, admin, {
      category: 'Gaming',
      pricePerDay: 300,
      title: 'Far console',
    });
    await publicItem(stack, seller, admin, {
      category: 'Tools',
      pricePerDay: 100,
      title: 'Drill not a console',
    });
    await listItem(stack, seller, { category: 'Gaming', pricePerDay: 100, title: 'Pending console' });
    const res = await anon.request<ItemJson[]>('GET', `/api/items/${target.id}/similar`);
    expect(res.status).toBe(200);
    expect(res.body.map((i) => i.id)).toEqual([near.id, euro.id, far.id]);
    const two = await anon.graphql<{ similarItems: { id: number }[] }>(
      'query($id: Int!) { similarItems(id: $id, limit: 2) { id } }',
      {
        id: target.id,
      },
    );
    expect(two.body.data?.similarItems.map((i) => i.id)).toEqual([near.id, euro.id]);
    expect((await anon.request('GET', `/api/items/${items.pending.id}/similar`)).status).toBe(404);
  });

  it("recommends what fans of the item also saved, then popular items of its category, never the viewer's own", async () => {
    const seller = await signedInMember(stack);
    const target = await publicItem(stack, seller, admin, { category: 'Outdoor', title: 'Four person tent' });
    const alsoSaved = await publicItem(stack, seller, admin, {
      category: 'Electronics',
      title: 'Camping lantern',
    });
    const popular = await publicItem(stack, seller, admin, {
      category: 'Outdoor',
      title: 'Popular sleeping bag',
    });
    const quiet = await publicItem(stack, seller, admin, {
      category: 'Outdoor',
      title: 'Quiet camping stove',
    });
    const fans = await Promise.all([signedInMember(stack), signedInMember(stack)]);
    for (const fan of fans) {
      await fan.client.request('POST', '/api/favorites', { itemId: target.id });
      await fan.client.request('POST', '/api/favorites', { itemId: alsoSaved.id });
    }
    await other.client.request('POST', '/api/favorites', { itemId: popular.id });
    const res = await anon.request<ItemJson[]>('GET', `/api/items/${target.id}/recommended?limit=3`);
    expect(res.status).toBe(200);
    expect(res.body.map((i) => i.id)).toEqual([alsoSaved.id, popular.id, quiet.id]);
    // The seller is not recommended their own listings.
    const own = await seller.client.request<ItemJson[]>('GET', `/api/items/${target.id}/recommended`);
    expect(own.body.map((i) => i.ownerId)).not.toContain(seller.id);
  });
});
