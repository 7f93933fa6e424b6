import { QueueEvents } from 'bullmq';
import { afterAll, expect, inject, it } from 'vitest';
import {
  bullPrefix,
  CoreJob,
  coreWorker,
  createQueue,
  createRedis,
  loadConfig,
  REMOVE_UNATTACHED_UPLOADS_PATTERN,
  type RunningWorker,
  startWorker,
} from '../src/index.js';
import { REMOVE_DECIDED_IDENTITY_DOCUMENTS_PATTERN } from '../src/jobs/remove-decided-identity-documents.job.js';
import { createDatabaseFromTemplate, uniqueRedisPrefix } from '../src/testing/index.js';

const workers: RunningWorker[] = [];
let drop: (() => Promise<void>) | undefined;
const redis = createRedis(inject('redisUrl'));

afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await drop?.();
  await redis.quit();
});

it("schedules core's hourly clean-ups (unattached uploads, decided identity photos) once each, however many core workers start, and runs them from the queue", async () => {
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
  workers.push(await startWorker(coreWorker, config), await startWorker(coreWorker, config));
  const queue = createQueue('core', redis, config.REDIS_PREFIX);
  const blocking = createRedis(inject('redisUrl'), { maxRetriesPerRequest: null });
  const events = new QueueEvents('core', { connection: blocking, prefix: bullPrefix(config.REDIS_PREFIX) });
  try {
    const schedulers = await queue.getJobSchedulers();
    const byKey = (a: (string | undefined)[], b: (string | undefined)[]) =>
      String(a[0]).localeCompare(String(b[0]));
    expect(schedulers.map((s) => [s.key, s.name, s.pattern]).sort(byKey)).toEqual(
      [
        [CoreJob.RemoveUnattachedUploads, CoreJob.RemoveUnattachedUploads, REMOVE_UNATTACHED_UPLOADS_PATTERN],
        [
          CoreJob.RemoveDecidedIdentityDocuments,
          CoreJob.RemoveDecidedIdentityDocuments,
          REMOVE_DECIDED_IDENTITY_DOCUMENTS_PATTERN,
        ],
      ].sort(byKey),
    );
    // Each next run waits for its pattern's minute rather than firing at every start.
    const delayed = await queue.getDelayed();
    expect(delayed.map((j) => j.name).sort()).toEqual(
      [CoreJob.RemoveUnattachedUploads, CoreJob.RemoveDecidedIdentityDocuments].sort(),
    );
    // The job as the scheduler adds it, run now rather than at its minute: core's worker has its handler.
    await events.waitUntilReady();
    const job = await queue.add(CoreJob.RemoveUnattachedUploads, {});
    expect(await job.waitUntilFinished(events, 15_000)).toEqual({ removed: 0, kept: 0 });
  } finally {
    await events.close();
    await queue.close();
    await blocking.quit();
  }
});
