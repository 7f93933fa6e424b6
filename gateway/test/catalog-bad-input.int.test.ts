import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemBody, type Member, publicItem, signedInAdmin, signedInMember } from './catalog-fixtures.js';
import { Client, startStack, type TestStack } from './harness.js';

let stack: TestStack;
let member: Member;
let admin: Member;
let itemId: number;

beforeAll(async () => {
  stack = await startStack();
  [member, admin] = await Promise.all([signedInMember(stack), signedInAdmin(stack)]);
  itemId = (await publicItem(stack, member, admin)).id;
});
afterAll(async () => {
  await stack?.stop();
});

const HUGE = 1e300;
const INT_OVERFLOW = 2 ** 31;

/** Every catalog call with every kind of wrong value: the answer is a 4xx (or a plain success), never a 5xx. */
describe('bad input never makes a 5xx', () => {
  it('REST', async () => {
    const base = itemBody(['/uploads/none/1.webp']);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/items?minPrice=abc&maxPrice=--1'],
      ['GET', `/api/items?lat=${HUGE}&lon=${HUGE}`],
      ['GET', '/api/items?radiusKm=-1&lat=1&lon=1'],
      ['GET', '/api/items?category[a]=1&owner[b]=2'],
      ['GET', '/api/items?owner=1&owner=2&sort=newest&sort=rating'],
      ['GET', `/api/items?owner=${INT_OVERFLOW}`],
      ['GET', `/api/items?search=${'a'.repeat(500)}`],
      ['GET', '/api/items?cursor=%00%01'],
      ['GET', '/api/items/%E0%A4%A'],
      ['GET', '/api/items/1e3'],
      ['GET', `/api/items/${INT_OVERFLOW}/similar?limit=abc`],
      ['GET', `/api/items/${itemId}/recommended?limit=-1`],
      ['GET', '/api/items/recent?limit=1e9'],
      ['GET', '/api/users/-1'],
      ['GET', `/api/users/${INT_OVERFLOW}/items`],
      ['GET', '/api/favorites/abc'],
      ['GET', '/api/admin/items?limit=0&status[x]=1'],
      ['POST', '/api/items', []],
      ['POST', '/api/items', 'not json'],
      ['POST', '/api/items', { ...base, pricePerDay: HUGE, quantity: INT_OVERFLOW, images: [{ url: 1 }] }],
      ['POST', '/api/items', { ...base, quantity: 2.5 }],
      ['POST', '/api/items', { ...base, category: { id: 1 }, currency: ['USD'], availability: 'yes' }],
      ['POST', '/api/items', { ...base, images: Array.from({ length: 5000 }, () => 'x') }],
      ['POST', '/api/items', { ...base, title: '\u0000'.repeat(10), location: 'x'.repeat(10_000) }],
      ['PUT', `/api/items/${itemId}`, { availability: null }],
      ['PUT', `/api/items/${itemId}`, { ...base, pricePerWeek: 'abc', pricePerYear: -HUGE }],
      ['PUT', '/api/items/-5', base],
      ['PUT', `/api/items/${INT_OVERFLOW}`, { availability: true }],
      ['DELETE', '/api/items/abc'],
      ['DELETE', `/api/items/${INT_OVERFLOW}`],
      ['POST', '/api/favorites', { itemId: HUGE }],
      ['POST', '/api/favorites', {}],
      ['DELETE', '/api/favorites/-1'],
      ['PUT', `/api/users/${member.id}`, { fullName: { a: 1 }, phone: 12345, profileImage: ['x'] }],
      ['PUT', `/api/users/${member.id}`, { fullName: 'Good Name', phone: 'not a phone!' }],
      ['PUT', `/api/users/${INT_OVERFLOW}`, { fullName: 'Good Name' }],
      ['PUT', `/api/admin/items/${itemId}`, { approvalStatus: 5, reason: { x: 1 } }],
      ['PUT', '/api/admin/items/abc', { approvalStatus: 'approved' }],
    ];
    for (const client of [member.client, admin.client, new Client(stack.baseUrl)]) {
      for (const [method, path, body] of calls) {
        const res = await client.request(method, path, body);
        expect(
          res.status,
          `${method} ${path} ${JSON.stringify(body)?.slice(0, 80)} → ${JSON.stringify(res.body).slice(0, 200)}`,
        ).toBeLessThan(500);
      }
    }
  });

  it('GraphQL', async () => {
    const documents: [string, Record<string, unknown>?][] = [
      [`{ item(id: -1) { id } }`],
      [`{ item(id: ${INT_OVERFLOW}) { id } }`],
      [`{ similarItems(id: 0, limit: -5) { id } }`],
      [`{ recommendedItems(id: ${itemId}, limit: 100000) { id } }`],
      [`{ recentItems(limit: -1) { id } }`],
      [`{ userItems(userId: -1) { id } }`],
      [`{ user(id: 0) { id } }`],
      [`{ favoriteStatus(itemId: -2) { isFavorite } }`],
      [`{ items(first: 0) { totalCount } }`],
      [`{ items(first: 5, after: "garbage") { totalCount } }`],
      [
        `query($f: ItemFilter) { items(filter: $f) { totalCount } }`,
        { f: { lat: HUGE, lon: 1, radiusKm: -3 } },
      ],
      [
        `query($f: ItemFilter) { items(filter: $f) { totalCount } }`,
        { f: { minPrice: 5, maxPrice: 1, currency: 'BTC' } },
      ],
      [`query($f: ItemFilter) { items(filter: $f) { totalCount } }`, { f: { owner: INT_OVERFLOW } }],
      [`{ adminItems(status: "x", search: "${'y'.repeat(300)}", limit: -1) { id } }`],
      [
        `mutation($i: ItemInput!) { createItem(input: $i) { id } }`,
        { i: { ...itemBody(['x']), pricePerDay: HUGE, quantity: INT_OVERFLOW } },
      ],
      [`mutation($i: ItemInput!) { createItem(input: $i) { id } }`, { i: { title: 1 } }],
      [`mutation($i: ItemInput!) { updateItem(id: -1, input: $i) { id } }`, { i: itemBody(['x']) }],
      [`mutation { setItemAvailability(id: ${itemId * 1000}, availability: false) { id } }`],
      [`mutation { deleteItem(id: 0) }`],
      [`mutation { reviewItem(id: ${itemId}, approvalStatus: "maybe") { id } }`],
      [`mutation { updateProfile(id: -1, input: { fullName: "Xy" }) { id } }`],
      [`mutation { addFavorite(itemId: -1) { isFavorite } }`],
      [`mutation { removeFavorite(itemId: 2147483647) { isFavorite } }`],
    ];
    for (const client of [member.client, admin.client, new Client(stack.baseUrl)]) {
      for (const [query, variables] of documents) {
        const res = await client.graphql(query, variables);
        const detail = `${query.slice(0, 80)} → ${JSON.stringify(res.body).slice(0, 200)}`;
        expect(res.status, detail).toBeLessThan(500);
        for (const error of res.body.errors ?? [])
          expect(error.extensions?.code, detail).not.toBe('INTERNAL_SERVER_ERROR');
      }
    }
  });
});
