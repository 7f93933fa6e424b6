import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ItemJson,
  listItem,
  type Member,
  publicItem,
  signedInAdmin,
  signedInMember,
} from './catalog-fixtures.js';
import { Client, startStack, type TestStack } from './harness.js';

let stack: TestStack;
let owner: Member;
let fan: Member;
let admin: Member;
let anon: Client;

beforeAll(async () => {
  stack = await startStack();
  [owner, fan, admin] = await Promise.all([
    signedInMember(stack),
    signedInMember(stack),
    signedInAdmin(stack),
  ]);
  anon = new Client(stack.baseUrl);
});
afterAll(async () => {
  await stack?.stop();
});

describe('favourites', () => {
  it('asks a signed-out visitor to sign in (401), and answers their status as false', async () => {
    const item = await publicItem(stack, owner, admin);
    expect((await anon.request('POST', '/api/favorites', { itemId: item.id })).status).toBe(401);
    expect((await anon.request('DELETE', `/api/favorites/${item.id}`)).status).toBe(401);
    expect((await anon.request('GET', '/api/favorites')).status).toBe(401);
    const status = await anon.request('GET', `/api/favorites/${item.id}`);
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ itemId: item.id, isFavorite: false });
    const gql = await anon.graphql('mutation($id: Int!) { addFavorite(itemId: $id) { isFavorite } }', {
      id: item.id,
    });
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('adds, reports, lists and removes a favourite, idempotently, through both doors', async () => {
    const first = await publicItem(stack, owner, admin, { title: 'First saved camera' });
    const second = await publicItem(stack, owner, admin, { title: 'Second saved camera' });
    for (let i = 0; i < 2; i++) {
      const added = await fan.client.request('POST', '/api/favorites', { itemId: first.id });
      expect(added.status).toBe(200);
      expect(added.body).toEqual({ itemId: first.id, isFavorite: true });
    }
    const viaGql = await fan.client.graphql<{ addFavorite: { isFavorite: boolean } }>(
      'mutation($id: Int!) { addFavorite(itemId: $id) { itemId isFavorite } }',
      { id: second.id },
    );
    expect(viaGql.body.data?.addFavorite).toEqual({ itemId: second.id, isFavorite: true });

    expect((await fan.client.request('GET', `/api/favorites/${first.id}`)).body).toEqual({
      itemId: first.id,
      isFavorite: true,
    });
    const list = await fan.client.request<ItemJson[]>('GET', '/api/favorites');
    expect(list.body.map((i) => i.id)).toEqual([second.id, first.id]);
    expect(list.body.every((i) => i.isFavorite)).toBe(true);
    // The item page tells the fan it is saved, and nobody else.
    expect((await fan.client.request<ItemJson>('GET', `/api/items/${first.id}`)).body.isFavorite).toBe(true);
    expect((await owner.client.request<ItemJson>('GET', `/api/items/${first.id}`)).body.isFavorite).toBe(
      false,
    );

    for (let i = 0; i < 2; i++) {
      const removed = await fan.client.request('DELETE', `/api/favorites/${first.id}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ itemId: first.id, isFavorite: false });
    }
    const status = await fan.client.graphql<{ favoriteStatus: { isFavorite: boolean } }>(
      'query($id: Int!) { favoriteStatus(itemId: $id) { isFavorite } }',
      { id: first.id },
    );
    expect(status.body.data?.favoriteStatus.isFavorite).toBe(false);
    expect((await fan.client.request<ItemJson[]>('GET', '/api/favorites')).body.map((i) => i.id)).toEqual([
      second.id,
    ]);
  });

  it('answers 404 for items the member may not see or that do not exist, 400 for an id that is no number', async () => {
    const pending = await listItem(stack, owner);
    for (const itemId of [pending.id, 987654321, 0, -4, 2 ** 40]) {
      const res = await fan.client.request<{ message: string }>('POST', '/api/favorites', { itemId });
      expect(res.status, String(itemId)).toBe(404);
      expect(res.body.message).toBe('Item not found');
    }
    for (const itemId of ['seven', null, { id: 1 }, 1.5, true]) {
      const res = await fan.client.request<{ fieldErrors: Record<string, string> }>(
        'POST',
        '/api/favorites',
        { itemId },
      );
      expect(res.status, JSON.stringify(itemId)).toBe(400);
      expect(res.body.fieldErrors.itemId).toBe('itemId must be a whole number');
    }
    expect((await fan.client.request('GET', `/api/favorites/${pending.id}`)).status).toBe(404);
    expect((await fan.client.request('DELETE', `/api/favorites/${pending.id}`)).status).toBe(404);
    // The owner may save their own pending item (they can see it).
    expect((await owner.client.request('POST', '/api/favorites', { itemId: pending.id })).status).toBe(200);
  });

  it('drops a saved item from the list when it leaves public view, and still lets the member remove it', async () => {
    const item = await publicItem(stack, owner, admin, { title: 'Soon unavailable tent' });
    await fan.client.request('POST', '/api/favorites', { itemId: item.id });
    await owner.client.request('PUT', `/api/items/${item.id}`, { availability: false });
    const list = await fan.client.request<ItemJson[]>('GET', '/api/favorites');
    expect(list.body.map((i) => i.id)).not.toContain(item.id);
    expect((await fan.client.request('DELETE', `/api/favorites/${item.id}`)).status).toBe(200);
  });
});
