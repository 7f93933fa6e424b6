import {
  channelName,
  createQueue,
  createRedis,
  loadConfig,
  type Orm,
  type RunningWorker,
  startWorker,
  User,
} from '@koalarent/core';
import { createDatabaseFromTemplate, uniqueRedisPrefix } from '@koalarent/core/testing';
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BROWSING_RECORDED_TOPIC, type BrowsingRecordPublication, enqueuePageViews } from '../src/client.js';
import { TrackingJob, trackingJobs } from '../src/jobs/tracking-jobs.js';
import { trackingWorker } from '../src/worker.js';

let drop: () => Promise<void>;
let worker: RunningWorker;
let orm: Orm;
const prefix = uniqueRedisPrefix('pv');
const redis = createRedis(inject('redisUrl'));
const listener = createRedis(inject('redisUrl'));
const published: BrowsingRecordPublication[] = [];
let queue: ReturnType<typeof createQueue>;

beforeAll(async () => {
  const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
  drop = db.drop;
  const config = loadConfig({
    DATABASE_URL: db.databaseUrl,
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: prefix,
    LOG_LEVEL: 'silent',
    DATABASE_POOL_MAX: '10',
  });
  worker = await startWorker(trackingWorker, config);
  orm = worker.deps.orm;
  queue = createQueue('tracking', redis, prefix);
  await listener.subscribe(channelName(prefix, BROWSING_RECORDED_TOPIC));
  listener.on('message', (_channel: string, message: string) =>
    published.push(JSON.parse(message) as BrowsingRecordPublication),
  );
});
afterAll(async () => {
  await worker?.stop();
  await queue?.close();
  await drop?.();
  await Promise.all([redis.quit(), listener.quit()]);
});

async function makeUser(username: string): Promise<User> {
  const em = orm.em.fork();
  const user = em.create(User, {
    username,
    fullName: `${username} person`,
    email: `${username}@example.com`,
  });
  await em.flush();
  return user;
}

const rows = <T>(sql: string, params: unknown[] = []) =>
  orm.em.fork().getConnection().execute<T[]>(sql, params);

describe('page views through the tracking queue', () => {
  it('writes a burst of calls in far fewer statements than jobs, and publishes every record', async () => {
    const member = await makeUser('burster');
    const before = published.length;
    const calls = 120;
    const perCall = 10;
    // A burst: every call queued at once, as many gateways' members reporting together would.
    await Promise.all(
      Array.from({ length: calls }, (_, c) =>
        enqueuePageViews(
          queue,
          c % 2 ? member.id : null,
          Array.from({ length: perCall }, (_, i) => ({
            page: `/burst/${c}/${i}`,
            searchQuery: i === 0 ? `query ${c}` : null,
            itemId: i === 1 ? c + 1 : null,
          })),
        ),
      ),
    );
    await expect
      .poll(
        async () =>
          (
            await rows<{ n: number }>(
              "select count(*)::int as n from browsing_records where page like '/burst/%'",
            )
          )[0]!.n,
        {
          timeout: 20_000,
          interval: 100,
        },
      )
      .toBe(calls * perCall);
    // Rows written by one statement share its transaction id: the burst took far fewer statements than jobs.
    const [{ statements }] = (await rows<{ statements: number }>(
      "select count(distinct xmin::text)::int as statements from browsing_records where page like '/burst/%'",
    )) as [{ statements: number }];
    expect(statements).toBeGreaterThan(0);
    expect(statements).toBeLessThan(calls / 2);
    const members = await rows<{ user_id: number | null; n: number }>(
      "select user_id, count(*)::int as n from browsing_records where page like '/burst/%' group by user_id order by user_id nulls first",
    );
    expect(members).toEqual([
      { user_id: null, n: (calls / 2) * perCall },
      { user_id: member.id, n: (calls / 2) * perCall },
    ]);
    await expect.poll(() => published.length - before, { timeout: 10_000 }).toBe(calls * perCall);
    const sample = published.find((p) => p.page === '/burst/1/0');
    expect(sample).toMatchObject({
      userId: member.id,
      username: 'burster',
      searchQuery: 'query 1',
      itemId: null,
    });
    expect(published.find((p) => p.page === '/burst/2/1')).toMatchObject({
      userId: null,
      username: null,
      itemId: 3,
    });
  });

  it('writes a retried job once, republishing its records, and keeps a view of a deleted member anonymous', async () => {
    const member = await makeUser('gone');
    const data = {
      batchId: '0193a1b2-0000-7000-8000-00000000abcd',
      userId: member.id,
      views: [
        {
          page: '/item/7',
          searchQuery: null,
          filters: null,
          itemId: 7,
          categoryId: 2,
          at: '2026-11-20T10:00:00.000Z',
        },
        {
          page: '/search',
          searchQuery: 'tent',
          filters: '{"category":"Camping"}',
          itemId: null,
          categoryId: null,
          at: '2026-11-20T10:00:01.000Z',
        },
      ],
    };
    const job = { id: 'pv-test', name: 'record-page-views', data } as unknown as Job;
    const before = published.length;
    expect(await trackingJobs[TrackingJob.RecordPageViews](job, worker.deps)).toBe('recorded 2');
    expect(await trackingJobs[TrackingJob.RecordPageViews](job, worker.deps)).toBe('recorded 2');
    const written = await rows<{ page: string; user_id: number; filters: string | null; timestamp: string }>(
      "select page, user_id, filters, timestamp from browsing_records where event_key like '0193a1b2-0000-7000-8000-00000000abcd:%' order by id",
    );
    expect(written).toHaveLength(2);
    expect(written[1]).toMatchObject({
      page: '/search',
      user_id: member.id,
      filters: '{"category":"Camping"}',
    });
    expect(new Date(written[0]!.timestamp).toISOString()).toBe('2026-11-20T10:00:00.000Z');
    await expect.poll(() => published.length - before, { timeout: 10_000 }).toBe(4);

    // The member is deleted before their views are written: the records stay, anonymous.
    const doomed = await makeUser('doomed');
    await orm.em.fork().nativeDelete(User, { id: doomed.id });
    const late = {
      ...job,
      data: { ...data, batchId: '0193a1b2-0000-7000-8000-00000000abce', userId: doomed.id },
    } as unknown as Job;
    expect(await trackingJobs[TrackingJob.RecordPageViews](late, worker.deps)).toBe('recorded 2');
    expect(
      await rows<{ user_id: number | null }>(
        "select user_id from browsing_records where event_key like '0193a1b2-0000-7000-8000-00000000abce:%'",
      ),
    ).toEqual([{ user_id: null }, { user_id: null }]);
  });

  it('finishes a job with data it cannot read as skipped, writing nothing', async () => {
    const job = { id: 'pv-bad', name: 'record-page-views', data: { views: 'nope' } } as unknown as Job;
    expect(await trackingJobs[TrackingJob.RecordPageViews](job, worker.deps)).toMatch(/^skipped: /);
  });

  it('refuses bad input before anything is queued, with the field’s message', async () => {
    const counts = async () => Object.values(await queue.getJobCounts()).reduce((a, b) => a + b, 0);
    const queued = await counts();
    await expect(enqueuePageViews(queue, null, [{ page: 'no-slash' }])).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Each page view needs its page: the path, starting with /',
    });
    await expect(
      enqueuePageViews(
        queue,
        null,
        Array.from({ length: 51 }, () => ({ page: '/' })),
      ),
    ).rejects.toMatchObject({
      message: 'At most 50 page views per call',
    });
    await expect(enqueuePageViews(queue, null, [{ page: '/x', itemId: -3 }])).rejects.toMatchObject({
      fieldErrors: { '0.itemId': 'itemId must be a whole number from 1' },
    });
    await expect(enqueuePageViews(queue, null, [{ page: `/${'x'.repeat(500)}` }])).rejects.toMatchObject({
      message: 'A page may be at most 500 characters',
    });
    expect(await enqueuePageViews(queue, null, [])).toBe(0);
    expect(await counts()).toBe(queued);
  });

  it('records a reported time within the last hour, and the arrival time for anything else', async () => {
    const now = new Date('2026-11-23T12:00:00.000Z');
    const local = createQueue('tracking', redis, `${prefix}-times`);
    try {
      await enqueuePageViews(
        local,
        null,
        [
          { page: '/a', at: '2026-11-23T11:30:00.000Z' },
          { page: '/b', at: '2026-11-23T10:00:00.000Z' },
          { page: '/c', at: '2026-11-23T12:05:00.000Z' },
          { page: '/d' },
        ],
        now,
      );
      const [job] = await local.getWaiting();
      expect((job!.data as { views: { at: string }[] }).views.map((v) => v.at)).toEqual([
        '2026-11-23T11:30:00.000Z',
        '2026-11-23T12:00:00.000Z',
        '2026-11-23T12:00:00.000Z',
        '2026-11-23T12:00:00.000Z',
      ]);
    } finally {
      await local.obliterate({ force: true });
      await local.close();
    }
  });
});
