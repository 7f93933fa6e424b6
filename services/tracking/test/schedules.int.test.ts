import {
  CoreJob,
  createQueue,
  createRedis,
  loadConfig,
  type RunningWorker,
  startWorker,
} from '@koalarent/core';
import { createDatabaseFromTemplate, uniqueRedisPrefix } from '@koalarent/core/testing';
import { afterAll, expect, inject, it } from 'vitest';
import { PURGE_TRACKING_RECORDS_PATTERN } from '../src/jobs/purge-tracking-records.job.js';
import { TrackingJob } from '../src/jobs/tracking-jobs.js';
import { trackingWorker } from '../src/worker.js';

const workers: RunningWorker[] = [];
let drop: (() => Promise<void>) | undefined;
const redis = createRedis(inject('redisUrl'));

afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await drop?.();
  await redis.quit();
});

it('schedules tracking retention once however many tracking workers start, and drops the upload clean-up an older release scheduled here', async () => {
  const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
  drop = db.drop;
  const config = loadConfig({
    DATABASE_URL: db.databaseUrl,
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: uniqueRedisPrefix('sched'),
    LOG_LEVEL: 'silent',
    DATABASE_POOL_MAX: '2',
  });
  const queue = createQueue('tracking', redis, config.REDIS_PREFIX);
  try {
    // What a release before core had a worker left on the tracking queue: the upload clean-up's scheduler.
    await queue.upsertJobScheduler(
      CoreJob.RemoveUnattachedUploads,
      { pattern: '17 * * * *' },
      { name: CoreJob.RemoveUnattachedUploads },
    );
    // Two replicas (or one restarted) upsert the same scheduler id.
    workers.push(await startWorker(trackingWorker, config), await startWorker(trackingWorker, config));
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((s) => [s.key, s.name, s.pattern])).toEqual([
      [TrackingJob.PurgeTrackingRecords, TrackingJob.PurgeTrackingRecords, PURGE_TRACKING_RECORDS_PATTERN],
    ]);
    // Each next run waits for its pattern's minute rather than firing at every start; the stale one's is gone.
    const delayed = await queue.getDelayed();
    expect(delayed.map((j) => j.name)).toEqual([TrackingJob.PurgeTrackingRecords]);
  } finally {
    await queue.close();
  }
});
