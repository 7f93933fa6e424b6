import { SearchDateMessages } from '@koalarent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookingBody, day, type ErrorJson, restOk } from './bookings-fixtures.js';
import { type ItemJson, type Member, publicItem, signedInAdmin, signedInMember } from './catalog-fixtures.js';
import { Client, startStack, type TestStack } from './harness.js';

/**
 * Issue 23 §4 through both doors: `GET /api/items?startDate=&endDate=` and `items(filter: { startDate, endDate })`
 * answer exactly the listings a model computed here calls free, for every range of the next two weeks, over
 * listings built through the API: quantities 1 and 2, a pending request (which holds its dates), an approved one, a
 * cancelled one (which does not), a buffer, a blocked range and every rule. Then the 400s: a malformed day, one day
 * without the other, an end before the start, a past start.
 */

let stack: TestStack;
let owner: Member;
let admin: Member;
let renters: Member[];
let anon: Client;

/** A listing as the model sees it: days are offsets from today (UTC), inclusive. */
interface Modelled {
  item: ItemJson;
  quantity: number;
  rules: {
    minDays: number;
    maxDays: number | null;
    bufferDays: number;
    advanceNoticeDays: number;
    horizonDays: number | null;
  };
  /** Bookings that hold their days (pending and approved ones; not the cancelled). */
  held: [number, number][];
  blocks: [number, number][];
}

const NO_RULES = { minDays: 1, maxDays: null, bufferDays: 0, advanceNoticeDays: 0, horizonDays: null };
const listings: Modelled[] = [];

/**
 * The model: a listing has a unit free for start..end (offsets) when its rules allow the length, the start is not
 * before its advance notice (0: from yesterday, UTC, as a renter west of UTC may still be on it; N: from today + N)
 * and the end not after its horizon (today + N), no day is blocked, and on no day from the start to the buffer after
 * the end do the bookings, each stretched by the buffer after its end, take every unit.
 */
function modelFree(l: Modelled, start: number, end: number): boolean {
  const { rules } = l;
  const days = end - start + 1;
  if (days < rules.minDays || (rules.maxDays !== null && days > rules.maxDays)) return false;
  if (start < (rules.advanceNoticeDays === 0 ? -1 : rules.advanceNoticeDays)) return false;
  if (rules.horizonDays !== null && end > rules.horizonDays) return false;
  if (l.blocks.some(([from, to]) => from <= end && to >= start)) return false;
  for (let d = start; d <= end + rules.bufferDays; d++) {
    const taken = l.held.filter(([from, to]) => from <= d && d <= to + rules.bufferDays).length;
    if (taken >= l.quantity) return false;
  }
  return true;
}

async function listing(title: string, quantity: number): Promise<Modelled> {
  const item = await publicItem(stack, owner, admin, { title, quantity });
  const modelled: Modelled = { item, quantity, rules: { ...NO_RULES }, held: [], blocks: [] };
  listings.push(modelled);
  return modelled;
}

async function setRules(l: Modelled, rules: Partial<Modelled['rules']>) {
  l.rules = { ...NO_RULES, ...rules };
  const res = await owner.client.request('PUT', `/api/items/${l.item.id}/availability-rules`, l.rules);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function block(l: Modelled, from: number, to: number) {
  const res = await owner.client.request('POST', `/api/items/${l.item.id}/blocked-dates`, {
    startDate: day(from),
    endDate: day(to),
    note: 'Away',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  l.blocks.push([from, to]);
}

let renterTurn = 0;
/** A request by the next renter: it stays pending (and holds its days) unless `then` moves it on. */
async function request(
  l: Modelled,
  from: number,
  to: number,
  then: 'pending' | 'approve' | 'cancel' = 'pending',
) {
  const renter = renters[renterTurn++ % renters.length]!;
  const priced = {
    id: l.item.id,
    pricePerDay: l.item.pricePerDay,
    securityDeposit: Number(l.item.securityDeposit),
  };
  const booking = await book(renter, bookingBody(priced, day(from), day(to)));
  if (then === 'approve') await restOk(owner, 'approve', booking.id);
  if (then === 'cancel') await restOk(renter, 'cancel', booking.id, { reason: 'Plans changed' });
  if (then !== 'cancel') l.held.push([from, to]);
}

beforeAll(async () => {
  stack = await startStack();
  [owner, admin, ...renters] = await Promise.all([
    signedInMember(stack),
    signedInAdmin(stack),
    signedInMember(stack),
    signedInMember(stack),
  ]);
  anon = new Client(stack.baseUrl);

  await listing('Free cordless drill', 1);

  const single = await listing('Single pressure washer', 1);
  await request(single, 3, 5);
  await request(single, 8, 9, 'cancel');

  const pair = await listing('Pair of camping tents', 2);
  await request(pair, 3, 4, 'approve');
  await request(pair, 4, 6);
  await request(pair, 8, 9);
  await request(pair, 10, 11);

  const buffered = await listing('Buffered mountain bike', 1);
  await request(buffered, 6, 7, 'approve');
  await setRules(buffered, { bufferDays: 2 });

  const blocked = await listing('Blocked kayak for two', 2);
  await request(blocked, 2, 2);
  await block(blocked, 9, 11);

  const ruled = await listing('Ruled projector and screen', 1);
  await setRules(ruled, { minDays: 2, maxDays: 4, advanceNoticeDays: 3, horizonDays: 12 });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

const ids = (items: { id: number }[]) => items.map((i) => i.id).sort((a, b) => a - b);

describe('search by dates', () => {
  it('REST answers, for every range of the next two weeks, the listings the model calls free', async () => {
    let compared = 0;
    for (let start = 0; start <= 13; start++)
      for (let length = 1; length <= 5; length++) {
        const end = start + length - 1;
        const res = await anon.request<ItemJson[]>(
          'GET',
          `/api/items?startDate=${day(start)}&endDate=${day(end)}&limit=100`,
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const expected = listings.filter((l) => modelFree(l, start, end)).map((l) => l.item);
        expect(ids(res.body), `days ${start}..${end}`).toEqual(ids(expected));
        expect(res.headers.get('x-total-count')).toBe(String(expected.length));
        compared++;
      }
    expect(compared).toBe(70);
    // The model is not trivially everything or nothing: each listing is found for some range and hidden for another.
    for (const l of listings.slice(1)) {
      const free = Array.from({ length: 14 }, (_, s) => modelFree(l, s, s + 1));
      expect(free, l.item.title).toContain(true);
      expect(free, l.item.title).toContain(false);
    }
  }, 120_000);

  it('GraphQL answers the same, with the other filters', async () => {
    for (const [start, end] of [
      [3, 4],
      [4, 4],
      [6, 8],
      [8, 9],
      [10, 11],
      [5, 7],
    ] as const) {
      const res = await anon.graphql<{ items: { nodes: { id: number }[]; totalCount: number } }>(
        'query ($filter: ItemFilter) { items(filter: $filter, first: 100) { nodes { id } totalCount } }',
        { filter: { startDate: day(start), endDate: day(end) } },
      );
      expect(res.body.errors).toBeUndefined();
      const expected = listings.filter((l) => modelFree(l, start, end)).map((l) => l.item);
      expect(ids(res.body.data!.items.nodes), `days ${start}..${end}`).toEqual(ids(expected));
      expect(res.body.data!.items.totalCount).toBe(expected.length);
    }
    // With words: only the tents, and only when a unit is free.
    const tents = (start: number, end: number) =>
      anon.graphql<{ items: { nodes: { id: number }[] } }>(
        'query ($filter: ItemFilter) { items(filter: $filter) { nodes { id } } }',
        { filter: { search: 'tents', startDate: day(start), endDate: day(end) } },
      );
    const pair = listings.find((l) => l.item.title.startsWith('Pair'))!;
    expect(ids((await tents(3, 3)).body.data!.items.nodes)).toEqual([pair.item.id]);
    expect(ids((await tents(4, 4)).body.data!.items.nodes)).toEqual([]);
  });

  it('answers 400 with a clear message for a malformed day, a lone day, an end before the start or a past start', async () => {
    const cases: [string, string, string][] = [
      [`startDate=2026-02-30&endDate=${day(3)}`, 'startDate', SearchDateMessages.date],
      [`startDate=${day(3)}&endDate=next-week`, 'endDate', SearchDateMessages.date],
      [`startDate=${day(3)}`, 'endDate', SearchDateMessages.endRequired],
      [`endDate=${day(3)}`, 'startDate', SearchDateMessages.startRequired],
      [`startDate=${day(5)}&endDate=${day(3)}`, 'endDate', SearchDateMessages.endBeforeStart],
      [`startDate=${day(-5)}&endDate=${day(3)}`, 'startDate', SearchDateMessages.past],
      [`startDate=${day(1)}&endDate=${day(400)}`, 'endDate', SearchDateMessages.tooLong],
    ];
    for (const [query, field, message] of cases) {
      const res = await anon.request<ErrorJson>('GET', `/api/items?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
      expect(res.body.fieldErrors?.[field], query).toBe(message);
      const [startDate, endDate] = ['startDate', 'endDate'].map(
        (key) => new URLSearchParams(query).get(key) ?? undefined,
      );
      const gql = await anon.graphql(
        'query ($filter: ItemFilter) { items(filter: $filter) { totalCount } }',
        { filter: { startDate, endDate } },
      );
      expect(gql.body.errors?.[0]?.message, query).toBe(message);
      expect(gql.body.errors?.[0]?.extensions?.code, query).toBe('BAD_USER_INPUT');
    }
  });
});
