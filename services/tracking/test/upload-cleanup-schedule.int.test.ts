import {
  createQueue,
  createRedis,
  loadConfig,
  type RunningWorker,
  startWorker,
  UPLOAD_CLEANUP_JOB,
  UPLOAD_CLEANUP_PATTERN,
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

it('schedules the hourly upload clean-up and tracking retention once each, however many tracking workers start', async () => {
  const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
  drop = db.drop;
  const config = loadConfig({
    DATABASE_URL: db.databaseUrl,
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: uniqueRedisPrefix('sched'),
    LOG_LEVEL: 'silent',
    DATABASE_POOL_MAX: '2',
  });
  // Two replicas (or one restarted) upsert the same scheduler id.
  workers.push(await startWorker(trackingWorker, config), await startWorker(trackingWorker, config));
  const queue = createQueue('tracking', redis, config.REDIS_PREFIX);
  try {
    const schedulers = await queue.getJobSchedulers();
    expect(
      schedulers
        .map((s) => [s.key, s.name, s.pattern])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      [TrackingJob.PurgeTrackingRecords, TrackingJob.PurgeTrackingRecords, PURGE_TRACKING_RECORDS_PATTERN],
      [UPLOAD_CLEANUP_JOB, UPLOAD_CLEANUP_JOB, UPLOAD_CLEANUP_PATTERN],
    ]);
    // Each next run waits for its pattern's minute rather than firing at every start.
    const delayed = await queue.getDelayed();
    expect(delayed.map((j) => j.name).sort()).toEqual(
      [TrackingJob.PurgeTrackingRecords, UPLOAD_CLEANUP_JOB].sort(),
    );
  } finally {
    await queue.close();
  }
});
