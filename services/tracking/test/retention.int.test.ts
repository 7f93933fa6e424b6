import { createQueue, createRedis, loadConfig, type RunningWorker, startWorker, User } from '@koalarent/core';
import { createDatabaseFromTemplate, uniqueRedisPrefix } from '@koalarent/core/testing';
import { QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { purgeTrackingRecords } from '../src/jobs/purge-tracking-records.job.js';
import { TrackingJob } from '../src/jobs/tracking-jobs.js';
import { trackingWorker } from '../src/worker.js';

const DAY_MS = 24 * 3600 * 1000;
let drop: () => Promise<void>;
let worker: RunningWorker;
const prefix = uniqueRedisPrefix('ret');
const redis = createRedis(inject('redisUrl'));

beforeAll(async () => {
  const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
  drop = db.drop;
  worker = await startWorker(
    trackingWorker,
    loadConfig({
      DATABASE_URL: db.databaseUrl,
      REDIS_URL: inject('redisUrl'),
      REDIS_PREFIX: prefix,
      LOG_LEVEL: 'silent',
      DATABASE_POOL_MAX: '2',
      TRACKING_RETENTION_DAYS: '30',
    }),
  );
});
afterAll(async () => {
  await worker?.stop();
  await drop?.();
  await redis.quit();
});

const sql = <T>(text: string, params: unknown[] = []) =>
  worker.deps.orm.em.fork().getConnection().execute<T[]>(text, params);

/** Login and browsing records of one member, `ages` days old each, tagged so each test counts only its own. */
async function seed(tag: string, ages: number[], now: Date): Promise<void> {
  const em = worker.deps.orm.em.fork();
  const user = em.create(User, { username: tag, fullName: 'Kept Or Not', email: `${tag}@example.com` });
  await em.flush();
  for (const [i, age] of ages.entries()) {
    const at = new Date(now.getTime() - age * DAY_MS);
    await sql(
      `insert into login_records (user_id, event_id, ip_address, browser, device, via, "timestamp") values (?, ?, '198.51.100.1', ?, 'Desktop', 'member', ?)`,
      [user.id, `${tag}-${i}`, tag, at],
    );
    await sql(`insert into browsing_records (user_id, page, "timestamp") values (?, ?, ?)`, [
      user.id,
      `/${tag}/${i}`,
      at,
    ]);
  }
}

async function remaining(tag: string): Promise<{ logins: number; browsing: number }> {
  const [logins] = await sql<{ n: number }>(
    'select count(*)::int as n from login_records where browser = ?',
    [tag],
  );
  const [browsing] = await sql<{ n: number }>(
    'select count(*)::int as n from browsing_records where page like ?',
    [`/${tag}/%`],
  );
  return { logins: logins!.n, browsing: browsing!.n };
}

describe('tracking retention', () => {
  it('deletes only the records older than the retention period', async () => {
    const now = new Date();
    await seed('aged', [0, 10, 89.9, 90.1, 200, 400], now);
    const deleted = await purgeTrackingRecords(worker.deps.orm.em.fork(), 90, now);
    expect(deleted.logins).toBeGreaterThanOrEqual(3);
    expect(await remaining('aged')).toEqual({ logins: 3, browsing: 3 });
    // A second run finds nothing more.
    expect(await purgeTrackingRecords(worker.deps.orm.em.fork(), 90, now)).toEqual({
      logins: 0,
      browsing: 0,
    });
  });

  it('deletes past the first chunk in one run', async () => {
    const now = new Date();
    await sql(
      `insert into browsing_records (page, "timestamp") select '/bulk/' || g, ? from generate_series(1, 12000) g`,
      [new Date(now.getTime() - 120 * DAY_MS)],
    );
    const { browsing } = await purgeTrackingRecords(worker.deps.orm.em.fork(), 90, now);
    expect(browsing).toBeGreaterThanOrEqual(12_000);
    const [left] = await sql<{ n: number }>(
      "select count(*)::int as n from browsing_records where page like '/bulk/%'",
    );
    expect(left!.n).toBe(0);
  });

  it('runs as the worker’s repeating job with TRACKING_RETENTION_DAYS', async () => {
    const queue = createQueue('tracking', redis, prefix);
    const blocking = createRedis(inject('redisUrl'), { maxRetriesPerRequest: null });
    const events = new QueueEvents('tracking', { connection: blocking, prefix: `${prefix}:bull` });
    try {
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers.map((s) => s.name)).toContain(TrackingJob.PurgeTrackingRecords);
      await seed('sched', [1, 29, 31, 45], new Date());
      await events.waitUntilReady();
      // The scheduled job, run now rather than at its minute.
      const job = await queue.add(TrackingJob.PurgeTrackingRecords, {});
      expect(await job.waitUntilFinished(events, 15_000)).toMatch(
        /^deleted \d+ login and \d+ browsing records$/,
      );
      expect(await remaining('sched')).toEqual({ logins: 2, browsing: 2 });
    } finally {
      await events.close();
      await queue.close();
      await blocking.quit();
    }
  });
});
