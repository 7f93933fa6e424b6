import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ItemJson,
  listItem,
  type Member,
  publicItem,
  signedInAdmin,
  signedInMember,
  uploadImage,
} from './catalog-fixtures.js';
import { Client, countStatements, startStack, type TestStack } from './harness.js';

let stack: TestStack;
let owners: Member[];
let viewer: Member;
let admin: Member;
let anon: Client;
let listed: ItemJson[] = [];

beforeAll(async () => {
  stack = await startStack();
  [viewer, admin, ...owners] = await Promise.all([
    signedInMember(stack),
    signedInAdmin(stack),
    signedInMember(stack),
    signedInMember(stack),
    signedInMember(stack),
    signedInMember(stack),
  ]);
  anon = new Client(stack.baseUrl);
  // 25 public items from four owners, over two categories; the viewer saves every third.
  for (let i = 0; i < 25; i++) {
    const owner = owners[i % owners.length]!;
    const image = await uploadImage(stack, owner);
    listed.push(
      await publicItem(stack, owner, admin, {
        images: [image.url],
        title: `Listing number ${i + 1} for the page`,
        category: i % 2 ? 'Tools' : 'Bicycles',
        pricePerDay: 10 + i,
      }),
    );
  }
  for (const item of listed.filter((_, i) => i % 3 === 0))
    expect((await viewer.client.request('POST', '/api/favorites', { itemId: item.id })).status).toBe(200);
  listed = listed.reverse();
});
afterAll(async () => {
  await stack?.stop();
});

describe('GET /api/items', () => {
  it('answers a plain array of 20 by default, newest first, with X-Next-Cursor leading to the rest', async () => {
    const first = await anon.request<ItemJson[]>('GET', '/api/items');
    expect(first.status).toBe(200);
    expect(Array.isArray(first.body)).toBe(true);
    expect(first.body.map((i) => i.id)).toEqual(listed.slice(0, 20).map((i) => i.id));
    expect(first.headers.get('x-total-count')).toBe('25');
    // Issue 24 §1: under the cap the count is exact (core's search-scale test covers the capped side).
    expect(first.headers.get('x-total-count-exact')).toBe('true');
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await anon.request<ItemJson[]>('GET', `/api/items?cursor=${encodeURIComponent(cursor!)}`);
    expect(second.body.map((i) => i.id)).toEqual(listed.slice(20).map((i) => i.id));
    expect(second.headers.get('x-next-cursor')).toBeNull();
    // Spec §3 names, the owner with username.
    expect(first.body[0]).toMatchObject({
      id: listed[0]!.id,
      title: listed[0]!.title,
      pricePerDay: listed[0]!.pricePerDay,
      category: listed[0]!.category,
      location: 'Sydney',
      images: listed[0]!.images,
      rating: 0,
      owner: { id: listed[0]!.ownerId, username: expect.any(String) },
    });
  });

  it('takes limit, category, owner and price filters from the query string', async () => {
    const five = await anon.request<ItemJson[]>('GET', '/api/items?limit=5&category=Tools');
    expect(five.body).toHaveLength(5);
    expect(five.body.every((i) => i.category === 'Tools')).toBe(true);
    expect(five.headers.get('x-next-cursor')).toBeTruthy();
    const byOwner = await anon.request<ItemJson[]>('GET', `/api/items?owner=${owners[0]!.id}&limit=100`);
    expect(byOwner.body.map((i) => i.ownerId)).toEqual(byOwner.body.map(() => owners[0]!.id));
    expect(byOwner.body).toHaveLength(7);
    const cheap = await anon.request<ItemJson[]>('GET', '/api/items?maxPrice=12&sort=price_asc');
    expect(cheap.body.map((i) => i.pricePerDay)).toEqual([10, 11, 12]);
    // Blank parameters are "not given" (the spec sends only truthy values).
    expect((await anon.request<ItemJson[]>('GET', '/api/items?minPrice=&search=&limit=')).body).toHaveLength(
      20,
    );
  });

  it('shows an owner their pending items in owner mode, nobody else', async () => {
    const owner = owners[1]!;
    const pending = await listItem(stack, owner, { title: 'Pending owner mode drill' });
    const mine = await owner.client.request<ItemJson[]>('GET', `/api/items?owner=${owner.id}&limit=100`);
    expect(mine.body.map((i) => i.id)).toContain(pending.id);
    const theirs = await anon.request<ItemJson[]>('GET', `/api/items?owner=${owner.id}&limit=100`);
    expect(theirs.body.map((i) => i.id)).not.toContain(pending.id);
    await owner.client.request('DELETE', `/api/items/${pending.id}`);
  });

  it('answers a page size out of range the same on both doors (they disagreed: GraphQL clamped it)', async () => {
    const id = listed[0]!.id;
    const cases: [string, string, string][] = [
      [
        '/api/items/recent?limit=51',
        '{ recentItems(limit: 51) { id } }',
        'limit must be a whole number from 1 to 50',
      ],
      [
        '/api/items/recent?limit=0',
        '{ recentItems(limit: 0) { id } }',
        'limit must be a whole number from 1 to 50',
      ],
      [
        `/api/items/${id}/similar?limit=25`,
        `{ similarItems(id: ${id}, limit: 25) { id } }`,
        'limit must be a whole number from 1 to 24',
      ],
      [
        `/api/items/${id}/recommended?limit=25`,
        `{ recommendedItems(id: ${id}, limit: 25) { id } }`,
        'limit must be a whole number from 1 to 24',
      ],
    ];
    for (const [path, document, message] of cases) {
      const rest = await anon.request<{ message: string; fieldErrors?: Record<string, string> }>('GET', path);
      expect(rest.status, path).toBe(400);
      expect(rest.body.fieldErrors, path).toEqual({ limit: message });
      const gql = await anon.graphql(document);
      expect(gql.body.errors?.[0], document).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: { limit: message } },
      });
    }
    // At the bound both answer.
    expect((await anon.request('GET', '/api/items/recent?limit=50')).status).toBe(200);
    expect((await anon.graphql('{ recentItems(limit: 50) { id } }')).body.errors).toBeUndefined();
  });

  it('refuses unreadable numbers and options with a clear 400', async () => {
    const cases: [string, string, string][] = [
      ['minPrice=abc', 'minPrice', 'minPrice must be a number'],
      ['maxPrice=1e999', 'maxPrice', 'maxPrice must be a number'],
      ['limit=0', 'limit', 'limit must be a whole number from 1 to 100'],
      ['limit=1.5', 'limit', 'limit must be a whole number from 1 to 100'],
      ['limit=99999999999', 'limit', 'limit must be a whole number from 1 to 100'],
      ['owner=-2', 'owner', `owner must be a whole number from 1 to 2147483647`],
      [
        'sort=cheapest',
        'sort',
        'sort must be one of relevance, newest, price_asc, price_desc, distance, rating',
      ],
      ['minPrice=-5', 'minPrice', 'Minimum price must not be negative'],
      ['lat=91&lon=0', 'lat', 'Latitude must be between -90 and 90'],
      ['currency=XYZ', 'currency', 'Unsupported currency'],
    ];
    for (const [query, field, message] of cases) {
      const res = await anon.request<{ fieldErrors?: Record<string, string> }>('GET', `/api/items?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.fieldErrors?.[field], query).toBe(message);
    }
    for (const query of ['cursor=not-a-cursor', 'lat=10']) {
      const res = await anon.request('GET', `/api/items?${query}`);
      expect(res.status, query).toBe(400);
    }
  });
});

describe('the items connection (GraphQL)', () => {
  it('pages with edges, cursors and pageInfo, and checks first', async () => {
    const query = `query($after: String) { items(first: 10, after: $after) { edges { cursor node { id } } nodes { id } pageInfo { hasNextPage endCursor } totalCount totalIsExact } }`;
    type Page = {
      items: {
        edges: { cursor: string; node: { id: number } }[];
        nodes: { id: number }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
        totalCount: number;
        totalIsExact: boolean;
      };
    };
    const seen: number[] = [];
    let after: string | null = null;
    for (let page = 0; page < 3; page++) {
      const res: { body: { data?: Page } } = await anon.graphql<Page>(query, { after });
      const items = res.body.data!.items;
      expect(items.totalCount).toBe(25);
      expect(items.totalIsExact).toBe(true);
      expect(items.edges.map((e) => e.node.id)).toEqual(items.nodes.map((n) => n.id));
      expect(items.edges.at(-1)?.cursor).toBe(items.pageInfo.endCursor);
      seen.push(...items.nodes.map((n) => n.id));
      after = items.pageInfo.endCursor;
      expect(items.pageInfo.hasNextPage).toBe(page < 2);
    }
    expect(seen).toEqual(listed.map((i) => i.id));
    const tooMany = await anon.graphql('{ items(first: 500) { totalCount } }');
    expect(tooMany.body.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { first: 'first must be between 1 and 100' } },
    });
  });

  it('counts public items per category in one statement', async () => {
    const res = await anon.graphql<{ categories: { name: string; itemCount: number }[] }>(
      '{ categories { name itemCount } }',
    );
    const counts = Object.fromEntries(res.body.data!.categories.map((c) => [c.name, c.itemCount]));
    expect(counts).toMatchObject({ Bicycles: 13, Tools: 12, Cameras: 0 });
    const statements = await countStatements(stack, async () => {
      await anon.graphql('{ categories { name itemCount } }');
    });
    expect(statements).toHaveLength(2);
  });
});

describe('no N+1', () => {
  it('loads a 20-item page with owners, categories and favourite flags in at most 5 statements', async () => {
    // Warm the session's member snapshot, so only the page's own statements are counted.
    await viewer.client.request('GET', '/api/auth/me');
    let page: ItemJson[] = [];
    const statements = await countStatements(stack, async () => {
      const res = await viewer.client.request<ItemJson[]>('GET', '/api/items?limit=20');
      expect(res.status).toBe(200);
      page = res.body;
    });
    expect(page).toHaveLength(20);
    expect(new Set(page.map((i) => i.ownerId)).size).toBe(4);
    expect(page.every((i) => i.owner?.username && i.category)).toBe(true);
    const saved = new Set(listed.filter((_, i) => (24 - i) % 3 === 0).map((i) => i.id));
    expect(page.map((i) => i.isFavorite)).toEqual(page.map((i) => saved.has(i.id)));
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(5);

    const viaGraphql = await countStatements(stack, async () => {
      const res = await viewer.client.graphql<{ items: { nodes: ItemJson[] } }>(
        '{ items(first: 20) { nodes { id category owner { id username } isFavorite } } }',
      );
      expect(res.body.data?.items.nodes).toHaveLength(20);
    });
    expect(viaGraphql.length, viaGraphql.join('\n')).toBeLessThanOrEqual(5);
  });
});
