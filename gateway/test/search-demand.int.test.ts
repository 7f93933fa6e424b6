import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Member, signedInAdmin, signedInMember } from './catalog-fixtures.js';
import { Client, startStack, type TestStack } from './harness.js';

/**
 * Issue 24 §4 through the gateway: the Demand view is the admins' alone, and a search a visitor reports as having
 * found nothing (POST /api/tracking/events, as the web app sends it) reaches it through the tracking worker.
 */

let stack: TestStack;
let admin: Member;
let member: Member;

const DEMAND = `query Demand($range: DemandRange!) {
  searchDemand(range: $range, first: 50) {
    range
    totals { searches zeroResultSearches pageViews }
    topSearches { term count previousCount zeroResultCount }
    zeroResults { place term count previousCount lastSearchedAt }
    zeroResultPlaces { place count }
    buckets { start searches pageViews }
  }
}`;

interface DemandJson {
  searchDemand: {
    range: string;
    totals: { searches: number; zeroResultSearches: number; pageViews: number };
    topSearches: { term: string; count: number; previousCount: number; zeroResultCount: number }[];
    zeroResults: { place: string | null; term: string | null; count: number; lastSearchedAt: string }[];
    zeroResultPlaces: { place: string | null; count: number }[];
    buckets: { start: string; searches: number; pageViews: number }[];
  };
}

beforeAll(async () => {
  stack = await startStack();
  [admin, member] = await Promise.all([signedInAdmin(stack), signedInMember(stack)]);
});
afterAll(async () => {
  await stack?.stop();
});

describe('the Demand view', () => {
  it('answers admins only: members are refused, anonymous callers asked to sign in', async () => {
    const anonymous = new Client(stack.baseUrl);
    const variables = { range: 'DAY' };
    const anon = await anonymous.graphql(DEMAND, variables);
    expect(anon.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(anon.body.data).toBeNull();
    const mem = await member.client.graphql(DEMAND, variables);
    expect(mem.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(mem.body.data).toBeNull();
    const ok = await admin.client.graphql<DemandJson>(DEMAND, variables);
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data?.searchDemand.range).toBe('DAY');
    expect(ok.body.data?.searchDemand.buckets).toHaveLength(24);
  });

  it('shows a search a visitor made that found nothing, with its place', async () => {
    const visitor = new Client(stack.baseUrl);
    const term = `zorbing-${Date.now() % 100000}`;
    const sent = await visitor.request('POST', '/api/tracking/events', {
      events: [
        { page: '/search', searchQuery: term, filters: '{"location":"Alice Springs"}', resultCount: 0 },
        { page: '/search', searchQuery: 'tent', resultCount: 4 },
        { page: '/item/1', itemId: 1 },
      ],
    });
    expect(sent.status).toBe(202);
    await expect
      .poll(
        async () =>
          (await admin.client.graphql<DemandJson>(DEMAND, { range: 'WEEK' })).body.data?.searchDemand
            .zeroResults,
        { timeout: 15_000, interval: 200 },
      )
      .toEqual([expect.objectContaining({ place: 'Alice Springs', term, count: 1 })]);
    const demand = (await admin.client.graphql<DemandJson>(DEMAND, { range: 'WEEK' })).body.data!
      .searchDemand;
    expect(demand.topSearches).toEqual(
      expect.arrayContaining([
        { term, count: 1, previousCount: 0, zeroResultCount: 1 },
        { term: 'tent', count: 1, previousCount: 0, zeroResultCount: 0 },
      ]),
    );
    expect(demand.totals.zeroResultSearches).toBe(1);
    expect(demand.buckets.reduce((sum, b) => sum + b.searches, 0)).toBe(demand.totals.searches);
  });

  it('refuses a range it cannot compare and a result count below zero', async () => {
    const all = await admin.client.graphql(DEMAND, { range: 'ALL' });
    expect(all.body.errors?.[0]?.message).toMatch(/DemandRange/);
    const bad = await new Client(stack.baseUrl).request('POST', '/api/tracking/events', {
      events: [{ page: '/search', searchQuery: 'x', resultCount: -1 }],
    });
    expect(bad.status).toBe(400);
  });
});
