import { createQueue, createRedis, loadConfig, type RunningWorker, startWorker } from '@koalarent/core';
import { createDatabaseFromTemplate, uniqueRedisPrefix } from '@koalarent/core/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { enqueuePageViews, searchDemand } from '../src/client.js';
import { trackingWorker } from '../src/worker.js';

/**
 * Issue 24 §4, the admins' Demand view: its aggregations on real PostgreSQL over records written straight into the
 * table at known times (so every number below is counted by hand), and the result count and place carried from a
 * reported page view through the queue and the worker into the record.
 */

let drop: () => Promise<void>;
let worker: RunningWorker;
const prefix = uniqueRedisPrefix('demand');
const redis = createRedis(inject('redisUrl'));
let queue: ReturnType<typeof createQueue>;

const HOUR = 3600 * 1000;
const NOW = new Date('2026-11-20T12:00:00.000Z');
const at = (hoursAgo: number) => new Date(NOW.getTime() - hoursAgo * HOUR);

interface Fixture {
  hoursAgo: number;
  page?: string;
  q?: string | null;
  place?: string | null;
  results?: number | null;
}

/** DAY is [NOW − 24 h, NOW), compared with [NOW − 48 h, NOW − 24 h). */
const FIXTURES: Fixture[] = [
  // This day's searches (10)
  { hoursAgo: 1.5, q: 'Camping Tent', place: 'Sydney', results: 0 },
  { hoursAgo: 2.5, q: 'camping tent', results: 5 },
  { hoursAgo: 3.5, q: '  camping   tent ', results: 5 },
  { hoursAgo: 0.5, q: 'kayak', place: 'Perth', results: 0 },
  { hoursAgo: 4.5, q: 'Kayak', place: 'perth', results: 0 },
  { hoursAgo: 5.5, q: 'kayak', place: null, results: 0 },
  { hoursAgo: 6.5, q: 'drone', results: 3 },
  { hoursAgo: 7.5, q: 'ladder', results: null },
  { hoursAgo: 8.5, q: null, place: 'Darwin', results: 0 },
  { hoursAgo: 24, q: 'edge', results: 2 },
  // This day's other page views (4)
  { hoursAgo: 1.2, page: '/' },
  { hoursAgo: 1.3, page: '/item/4' },
  { hoursAgo: 13.9, page: '/item/4' },
  { hoursAgo: 23.99, page: '/categories' },
  // Not in the range: it ends before now
  { hoursAgo: 0, q: 'future', results: 0, place: 'Hobart' },
  // The day before: 7 searches, 2 other page views
  { hoursAgo: 30, q: 'camping tent', results: 4 },
  { hoursAgo: 31, q: 'kayak', place: 'Perth', results: 0 },
  { hoursAgo: 32, q: 'drone', results: 2 },
  { hoursAgo: 33, q: 'drone', results: 2 },
  { hoursAgo: 34, q: 'drone', results: 2 },
  { hoursAgo: 35, q: 'drone', results: 2 },
  { hoursAgo: 36, q: 'oldterm', results: 0, place: 'Cairns' },
  { hoursAgo: 40, page: '/' },
  { hoursAgo: 47.99, page: '/' },
  // Older than both ranges
  { hoursAgo: 49, q: 'kayak', place: 'Perth', results: 0 },
  { hoursAgo: 60, q: 'kayak', place: 'Perth', results: 0 },
  { hoursAgo: 60, page: '/' },
];

const sql = <T>(text: string, params: unknown[] = []) =>
  worker.deps.orm.em.fork().getConnection().execute<T[]>(text, params);

beforeAll(async () => {
  const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
  drop = db.drop;
  const config = loadConfig({
    DATABASE_URL: db.databaseUrl,
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: prefix,
    LOG_LEVEL: 'silent',
  });
  worker = await startWorker(trackingWorker, config);
  queue = createQueue('tracking', redis, prefix);
  for (const f of FIXTURES) {
    await sql(
      `insert into browsing_records (page, search_query, search_place, result_count, "timestamp") values (?, ?, ?, ?, ?)`,
      [f.page ?? '/search', f.q ?? null, f.place ?? null, f.results ?? null, at(f.hoursAgo)],
    );
  }
});
afterAll(async () => {
  await worker?.stop();
  await queue?.close();
  await drop?.();
  await redis.quit();
});

describe('searchDemand', () => {
  it('totals the searches, those that found nothing and the page views, against the range before', async () => {
    const demand = await searchDemand(worker.deps.orm.em.fork(), { range: 'DAY' }, NOW);
    expect(demand).toMatchObject({
      range: 'DAY',
      from: at(24).toISOString(),
      to: NOW.toISOString(),
      bucketSeconds: 3600,
    });
    expect(demand.totals).toEqual({
      searches: 10,
      previousSearches: 7,
      zeroResultSearches: 5,
      previousZeroResultSearches: 2,
      pageViews: 14,
      previousPageViews: 9,
    });
  });

  it('lists the most frequent searches, case and spacing aside, with their trend and how often they found nothing', async () => {
    const demand = await searchDemand(worker.deps.orm.em.fork(), { range: 'DAY' }, NOW);
    expect(demand.topSearches).toEqual([
      { term: 'camping tent', count: 3, previousCount: 1, zeroResultCount: 1 },
      { term: 'kayak', count: 3, previousCount: 1, zeroResultCount: 3 },
      { term: 'drone', count: 1, previousCount: 4, zeroResultCount: 0 },
      { term: 'edge', count: 1, previousCount: 0, zeroResultCount: 0 },
      { term: 'ladder', count: 1, previousCount: 0, zeroResultCount: 0 },
    ]);
    const two = await searchDemand(worker.deps.orm.em.fork(), { range: 'DAY', first: 2 }, NOW);
    expect(two.topSearches.map((t) => t.term)).toEqual(['camping tent', 'kayak']);
  });

  it('lists the searches that found nothing by place and term, and by place, with their trend', async () => {
    const demand = await searchDemand(worker.deps.orm.em.fork(), { range: 'DAY' }, NOW);
    expect(demand.zeroResults).toEqual([
      { place: 'Perth', term: 'kayak', count: 2, previousCount: 1, lastSearchedAt: at(0.5).toISOString() },
      {
        place: 'Sydney',
        term: 'Camping Tent',
        count: 1,
        previousCount: 0,
        lastSearchedAt: at(1.5).toISOString(),
      },
      { place: null, term: 'kayak', count: 1, previousCount: 0, lastSearchedAt: at(5.5).toISOString() },
      { place: 'Darwin', term: null, count: 1, previousCount: 0, lastSearchedAt: at(8.5).toISOString() },
    ]);
    expect(demand.zeroResultPlaces).toEqual([
      { place: 'Perth', count: 2, previousCount: 1 },
      { place: 'Darwin', count: 1, previousCount: 0 },
      { place: 'Sydney', count: 1, previousCount: 0 },
      { place: null, count: 1, previousCount: 0 },
    ]);
  });

  it('counts searches and page views per bucket, every bucket of the range present', async () => {
    const demand = await searchDemand(worker.deps.orm.em.fork(), { range: 'DAY' }, NOW);
    expect(demand.buckets).toHaveLength(24);
    const expected = Array.from({ length: 24 }, (_, i) => ({
      start: at(24 - i).toISOString(),
      searches: 0,
      pageViews: 0,
    }));
    for (const f of FIXTURES) {
      if (f.hoursAgo > 24 || f.hoursAgo <= 0) continue;
      const bucket = expected[Math.floor(24 - f.hoursAgo)]!;
      bucket.pageViews += 1;
      if (!f.page) bucket.searches += 1;
    }
    expect(demand.buckets).toEqual(expected);
    expect(demand.buckets[0]).toEqual({ start: at(24).toISOString(), searches: 1, pageViews: 2 });
    expect(demand.buckets.reduce((sum, b) => sum + b.searches, 0)).toBe(10);
    expect(demand.buckets.reduce((sum, b) => sum + b.pageViews, 0)).toBe(14);

    const week = await searchDemand(worker.deps.orm.em.fork(), { range: 'WEEK' }, NOW);
    expect(week.bucketSeconds).toBe(6 * 3600);
    expect(week.buckets).toHaveLength(28);
    expect(week.buckets.at(-1)).toEqual({ start: at(6).toISOString(), searches: 6, pageViews: 8 });
    expect(week.totals).toMatchObject({ searches: 19, previousSearches: 0, pageViews: 26 });
    const month = await searchDemand(worker.deps.orm.em.fork(), { range: 'MONTH' }, NOW);
    expect(month.buckets).toHaveLength(30);
    expect(month.buckets[0]!.start).toBe(at(30 * 24).toISOString());
  });

  it('refuses All time and a bad page size', async () => {
    const em = worker.deps.orm.em.fork();
    await expect(searchDemand(em, { range: 'ALL' as 'DAY' }, NOW)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(searchDemand(em, { range: 'DAY', first: 51 }, NOW)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });
});

describe('a reported search’s result count and place', () => {
  it('travels from the page view through the queue into the record', async () => {
    const when = new Date();
    await enqueuePageViews(
      queue,
      null,
      [
        {
          page: '/search',
          searchQuery: 'unicycle',
          filters: '{"lat":"-23.698","location":"Alice  Springs","lon":"133.88"}',
          resultCount: 0,
          at: when.toISOString(),
        },
        {
          page: '/search',
          searchQuery: 'tent',
          filters: '{"lat":"-33.8688","lon":"151.2093"}',
          resultCount: 12,
        },
        { page: '/item/3', itemId: 3 },
      ],
      when,
    );
    await expect
      .poll(
        () =>
          sql<{ page: string; result_count: number | null; search_place: string | null }>(
            `select page, result_count, search_place from browsing_records where "timestamp" >= ? order by id`,
            [new Date(when.getTime() - 1000)],
          ),
        { timeout: 15_000, interval: 100 },
      )
      .toEqual([
        { page: '/search', result_count: 0, search_place: 'Alice Springs' },
        { page: '/search', result_count: 12, search_place: '-33.87, 151.21' },
        { page: '/item/3', result_count: null, search_place: null },
      ]);
    const demand = await searchDemand(worker.deps.orm.em.fork(), { range: 'DAY' });
    expect(demand.zeroResults[0]).toMatchObject({ place: 'Alice Springs', term: 'unicycle', count: 1 });
  });

  it('refuses a result count that is not a whole number from 0', async () => {
    for (const resultCount of [-1, 1.5, 'many']) {
      await expect(enqueuePageViews(queue, null, [{ page: '/search', resultCount }])).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'resultCount must be a whole number from 0 to 100000000',
      });
    }
  });
});
