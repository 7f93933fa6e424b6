import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ItemJson, type Member, publicItem, signedInAdmin, signedInMember } from './catalog-fixtures.js';
import { Client, countStatements, startStack, type TestStack } from './harness.js';

/**
 * Issue 24 §1: an anonymous visitor's page of results is kept per query, order, page size and cursor, and facet
 * counts per query, for SEARCH_CACHE_SECONDS (here far longer than the test, so only the catalog_changed
 * notification can refresh them); a member's search always reads. What the triggers announce, table by table:
 * services/core/test/catalog-changes.int.test.ts.
 */

let stack: TestStack;
let owner: Member;
let admin: Member;
let anon: Client;
const items: ItemJson[] = [];

const PRICES = [12, 30, 55, 8];

beforeAll(async () => {
  stack = await startStack({ SEARCH_CACHE_SECONDS: '300' });
  [owner, admin] = await Promise.all([signedInMember(stack), signedInAdmin(stack)]);
  anon = new Client(stack.baseUrl);
  for (const [n, price] of PRICES.entries())
    items.push(
      await publicItem(stack, owner, admin, { title: `Keptsearch lantern ${n}`, pricePerDay: price }),
    );
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

/** Titles of one page, and the cursor of the next. */
async function titles(client: Client, query: string): Promise<{ titles: string[]; next: string | null }> {
  const res = await client.request<ItemJson[]>('GET', `/api/items?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { titles: res.body.map((i) => i.title), next: res.headers.get('x-next-cursor') };
}

/** The row the test edits behind the triggers' back: with them off for its own transaction, nothing is announced. */
async function renameSilently(id: number, title: string): Promise<void> {
  await stack.gateway.deps.orm.em.fork().transactional(async (em) => {
    await em.execute('set local session_replication_role = replica');
    await em.execute('update items set title = ? where id = ?', [title, id]);
  });
}

describe('kept search pages', () => {
  it('answers a repeated anonymous search without reading it again', async () => {
    const first = await titles(anon, 'search=keptsearch&sort=price_asc');
    expect(first.titles).toEqual([
      'Keptsearch lantern 3',
      'Keptsearch lantern 0',
      'Keptsearch lantern 1',
      'Keptsearch lantern 2',
    ]);
    const statements = await countStatements(stack, async () => {
      expect((await titles(anon, 'search=keptsearch&sort=price_asc')).titles).toEqual(first.titles);
    });
    expect(statements.filter((s) => s.includes('from items i'))).toEqual([]);
  });

  it('keeps each order, page size and page apart, each answering what a read answers', async () => {
    const queries = [
      'search=keptsearch&sort=price_asc',
      'search=keptsearch&sort=price_desc',
      'search=keptsearch&sort=price_asc&limit=2',
      'search=keptsearch&sort=newest&limit=3',
      'search=keptsearch',
    ];
    for (const query of queries) {
      // Twice anonymously (the second from what was kept), against the member's own read.
      const read = await titles(owner.client, query);
      expect(await titles(anon, query), query).toEqual(read);
      expect(await titles(anon, query), query).toEqual(read);
      if (read.next) {
        const next = `${query}&cursor=${encodeURIComponent(read.next)}`;
        const nextRead = await titles(owner.client, next);
        expect(
          nextRead.titles.some((t) => read.titles.includes(t)),
          next,
        ).toBe(false);
        expect(await titles(anon, next), next).toEqual(nextRead);
        expect(await titles(anon, next), next).toEqual(nextRead);
      }
    }
  });

  it('shows a member their search as it is now, and anonymous visitors once the change is announced', async () => {
    const query = 'search=keptsearch&sort=price_desc';
    const [expensive] = (await titles(anon, query)).titles;
    expect(expensive).toBe('Keptsearch lantern 2');
    const target = items[2]!;

    await renameSilently(target.id, 'Keptsearch lantern renamed');
    // Nothing was announced: the anonymous page is the kept one, a member reads the row as it is.
    expect((await titles(anon, query)).titles[0]).toBe('Keptsearch lantern 2');
    expect((await titles(owner.client, query)).titles[0]).toBe('Keptsearch lantern renamed');

    // Any announced change drops what was kept, whoever makes it: here an operator's write to another listing.
    await stack.gateway.deps.orm.em
      .fork()
      .execute('update items set updated_at = now() where id = ?', [items[0]!.id]);
    await expect
      .poll(async () => (await titles(anon, query)).titles[0], { timeout: 5_000 })
      .toBe('Keptsearch lantern renamed');
  });

  it('counts facets again once a listing is approved', async () => {
    const facets = async () => {
      const res = await anon.request<{ total: number }>('GET', '/api/items/facets?search=keptsearch');
      expect(res.status).toBe(200);
      return res.body.total;
    };
    expect(await facets()).toBe(PRICES.length);
    expect((await titles(anon, 'search=keptsearch&limit=50')).titles).toHaveLength(PRICES.length);
    await publicItem(stack, owner, admin, { title: 'Keptsearch lantern new', pricePerDay: 20 });
    await expect.poll(facets, { timeout: 5_000 }).toBe(PRICES.length + 1);
    await expect
      .poll(async () => (await titles(anon, 'search=keptsearch&limit=50')).titles.length, { timeout: 5_000 })
      .toBe(PRICES.length + 1);
  });
});
