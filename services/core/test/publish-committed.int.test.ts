import { type Job, type Queue, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  bullPrefix,
  type Config,
  consumeInline,
  consumerJobId,
  coreEntities,
  createLogger,
  createOrm,
  createProcessor,
  createQueue,
  createRedis,
  DISPATCH_EVENT_JOB,
  DISPATCH_EVENTS_JOB,
  dispatchBatchJobId,
  dispatchJobId,
  type EventEnvelope,
  type EventSubscriptions,
  loadConfig,
  type Orm,
  OutboxRelay,
  ownQueueOf,
  type QueueName,
  recordEvent,
  User,
  type WorkerDefinition,
  type WorkerDeps,
} from '../src/index.js';
import { createDatabaseFromTemplate, uniqueRedisPrefix } from '../src/testing/index.js';

/**
 * `publishCommitted` in a worker's process on real PostgreSQL and Redis: inline consumers of its own queue run
 * there without a job (or with one, when they throw), several events reach another queue as one dispatch job that
 * fans out to every consumer of every event, and the relay's backstop publishing them again adds no consumer job
 * twice. The workers here are bare BullMQ workers on `createProcessor`, with a relay that is never started: the
 * relay's own ticks would otherwise race `publishCommitted` for the same rows.
 */

const redisUrl = inject('redisUrl');
const prefix = uniqueRedisPrefix('pubcommit');
const redis = createRedis(redisUrl);
const blocking = createRedis(redisUrl, { maxRetriesPerRequest: null });
let orm: Orm;
let drop: () => Promise<void>;
let config: Config;
let deps: WorkerDeps;
const queues = {} as Record<QueueName, Queue>;
const workers: Worker[] = [];

/** Every run of a consumer, in order: which consumer, which event, and whether the outbox row was published yet. */
const runs: { consumer: string; eventId: string; published: boolean }[] = [];
/** Events whose inline consumer throws the first time it runs. */
const failOnce = new Set<string>();

async function publishedAt(eventId: string): Promise<Date | null> {
  const rows: { published_at: Date | null }[] = await orm.em
    .fork()
    .getConnection()
    .execute('select published_at from outbox_events where event_id = ?', [eventId]);
  return rows[0]?.published_at ?? null;
}

async function ran(consumer: string, event: EventEnvelope): Promise<void> {
  runs.push({ consumer, eventId: event.eventId, published: (await publishedAt(event.eventId)) !== null });
}

/** The bookings worker of this test: the queue whose relay publishes, with one inline and one queued consumer. */
const own: WorkerDefinition = {
  queue: 'bookings',
  entities: coreEntities,
  events: {
    'user.registered': {
      'run-inline': consumeInline(async (event) => {
        await ran('run-inline', event);
        if (failOnce.delete(event.eventId)) throw new Error('Redis hiccupped');
      }),
      queued: async (event) => ran('queued', event),
    },
  } satisfies EventSubscriptions,
};

/** Another service, reached through dispatch jobs: two consumers of the same event. */
const other: WorkerDefinition = {
  queue: 'tracking',
  entities: coreEntities,
  events: {
    'user.registered': {
      'record-one': async (event) => ran('record-one', event),
      'record-two': async (event) => ran('record-two', event),
    },
  } satisfies EventSubscriptions,
};

beforeAll(async () => {
  const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
  drop = db.drop;
  config = loadConfig({
    DATABASE_URL: db.databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    LOG_LEVEL: 'silent',
  });
  orm = await createOrm({ databaseUrl: db.databaseUrl, entities: coreEntities, poolMax: 4 });
  const logger = createLogger('test', 'silent');
  const relay = new OutboxRelay({
    orm,
    connection: redis,
    redisPrefix: prefix,
    logger,
    ownQueue: ownQueueOf(own, () => deps),
  });
  deps = { config, logger, orm, redis, relay };
  for (const name of ['bookings', 'messaging', 'tracking'] as const)
    queues[name] = createQueue(name, redis, prefix);
  // No worker on messaging: its jobs stay there to be counted.
  for (const definition of [own, other])
    workers.push(
      new Worker(
        definition.queue,
        createProcessor(definition, deps, () => queues[definition.queue]),
        {
          connection: blocking,
          prefix: bullPrefix(prefix),
        },
      ),
    );
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
  await deps?.relay.stop();
  await Promise.all(Object.values(queues).map((q) => q.close()));
  await orm?.close();
  await drop?.();
  await Promise.all([redis.quit(), blocking.quit()]);
});

/** Commits `count` `user.registered` events in one transaction; answers their envelopes, as a command has them. */
async function commit(count: number): Promise<EventEnvelope[]> {
  return orm.em.fork().transactional(async (tx) => {
    const user = tx.create(User, {
      username: `u${runs.length}-${Date.now()}`,
      fullName: 'Pub Lish',
      email: `p${runs.length}-${Date.now()}@example.com`,
    });
    await tx.flush();
    const rows = Array.from({ length: count }, () => recordEvent(tx, 'user.registered', { userId: user.id }));
    await tx.flush();
    return rows.map(
      (row): EventEnvelope => ({
        eventId: row.eventId,
        type: 'user.registered',
        occurredAt: row.createdAt.toISOString(),
        payload: { userId: user.id },
      }),
    );
  });
}

function runsOf(consumer: string, events: readonly EventEnvelope[]) {
  const ids = new Set(events.map((e) => e.eventId));
  return runs.filter((r) => r.consumer === consumer && ids.has(r.eventId));
}

/** Waits until the queues with a worker have nothing left to run. */
async function settled(): Promise<void> {
  await expect
    .poll(
      async () => {
        const counts = await Promise.all(
          (['bookings', 'tracking'] as const).map((name) =>
            queues[name].getJobCountByTypes('waiting', 'active', 'delayed', 'prioritized'),
          ),
        );
        return counts.reduce((a, b) => a + b, 0);
      },
      { timeout: 10_000 },
    )
    .toBe(0);
}

/** The jobs a queue holds under this name, whatever their state. */
async function jobsNamed(name: QueueName, jobName: string): Promise<Job[]> {
  const jobs = await queues[name].getJobs(['completed', 'waiting', 'active', 'delayed', 'failed']);
  return jobs.filter((job) => job.name === jobName);
}

describe('publishCommitted in the owning worker', () => {
  it('runs an inline consumer before marking the event, and makes no job for it', async () => {
    const [event] = await commit(1);
    await deps.relay.publishCommitted([event!]);
    // Done and marked by the time it returns; it ran while the row was still unpublished.
    expect(runsOf('run-inline', [event!])).toEqual([
      { consumer: 'run-inline', eventId: event!.eventId, published: false },
    ]);
    expect(await publishedAt(event!.eventId)).not.toBeNull();
    expect(await queues.bookings.getJob(consumerJobId(event!.eventId, 'run-inline'))).toBeUndefined();
    // The queued consumer got its job as before, and the other queues a dispatch job for the one event.
    await expect
      .poll(async () => (await queues.bookings.getJob(consumerJobId(event!.eventId, 'queued')))?.finishedOn)
      .toBeTruthy();
    expect((await queues.messaging.getJob(dispatchJobId(event!.eventId)))?.name).toBe(DISPATCH_EVENT_JOB);
    await settled();
    expect(runsOf('queued', [event!])).toHaveLength(1);
    expect(runsOf('record-one', [event!])).toHaveLength(1);
    expect(runsOf('record-two', [event!])).toHaveLength(1);
    expect(runsOf('run-inline', [event!])).toHaveLength(1);
  });

  it('adds the job of an inline consumer that throws, and the queue runs it', async () => {
    const [event] = await commit(1);
    failOnce.add(event!.eventId);
    await deps.relay.publishCommitted([event!]);
    const id = consumerJobId(event!.eventId, 'run-inline');
    await expect.poll(async () => (await queues.bookings.getJob(id))?.finishedOn).toBeTruthy();
    const job = await queues.bookings.getJob(id);
    expect(job?.failedReason).toBeUndefined();
    expect(job?.attemptsMade).toBe(1);
    // Once inline (it threw, before the mark), once from its job. Whether the job ran before or after the mark
    // is the worker's timing; what matters is that the mark came only once the job was on the queue, so a crash
    // in between leaves the relay's backstop to publish the event again rather than losing the consumer's run.
    const [inline, fromJob, ...more] = runsOf('run-inline', [event!]);
    expect(inline?.published).toBe(false);
    expect(fromJob).toBeDefined();
    expect(more).toEqual([]);
    const [marked] = await orm.em
      .fork()
      .getConnection()
      .execute<{ ms: string | null }[]>(
        'select extract(epoch from published_at) * 1000 as ms from outbox_events where event_id = ?',
        [event!.eventId],
      );
    expect(marked?.ms).not.toBeNull();
    expect(Number(marked!.ms)).toBeGreaterThanOrEqual(job!.timestamp);
    await settled();
    expect(runsOf('queued', [event!])).toHaveLength(1);
  });
});

describe('batch dispatch', () => {
  it('reaches another queue as one job that runs every consumer of every event; a re-publish runs none twice', async () => {
    const events = await commit(3);
    await deps.relay.publishCommitted(events);
    const batchId = dispatchBatchJobId(events.map((e) => e.eventId));
    for (const name of ['messaging', 'tracking'] as const) {
      const batches = (await jobsNamed(name, DISPATCH_EVENTS_JOB)).filter((j) => j.id === batchId);
      expect(batches).toHaveLength(1);
      expect((batches[0]!.data as { events: EventEnvelope[] }).events.map((e) => e.eventId)).toEqual(
        events.map((e) => e.eventId),
      );
      for (const event of events)
        expect(await queues[name].getJob(dispatchJobId(event.eventId))).toBeUndefined();
    }
    await settled();
    for (const consumer of ['record-one', 'record-two', 'queued', 'run-inline'])
      expect(runsOf(consumer, events)).toHaveLength(3);
    expect(runsOf('run-inline', events).every((r) => !r.published)).toBe(true);
    const consumerJobs = await queues.tracking.getJobCountByTypes('completed');

    // A crash before the mark: the relay's backstop publishes the same events again, once as the same batch (its
    // id is taken) and once split differently (two events, then one), whose new dispatch jobs only find the
    // consumer jobs' ids taken.
    const unpublish = () =>
      orm.em
        .fork()
        .getConnection()
        .execute('update outbox_events set published_at = null where event_id = any(?::uuid[])', [
          `{${events.map((e) => e.eventId).join(',')}}`,
        ]);
    await unpublish();
    expect(await deps.relay.drain()).toBe(3);
    await settled();
    expect(await queues.tracking.getJobCountByTypes('completed')).toBe(consumerJobs);
    await unpublish();
    const split = new OutboxRelay({
      orm,
      connection: redis,
      redisPrefix: prefix,
      logger: deps.logger,
      batchSize: 2,
    });
    expect(await split.drain()).toBe(3);
    await split.stop();
    await settled();
    // Two new dispatch jobs on tracking (a batch of two, a single), and not one consumer job more.
    expect(await queues.tracking.getJobCountByTypes('completed')).toBe(consumerJobs + 2);
    for (const consumer of ['record-one', 'record-two', 'queued'])
      expect(runsOf(consumer, events)).toHaveLength(3);
    // An inline consumer is reached through the dispatch stage too (that is the backstop): the first re-publish
    // made its jobs, which ran it again (hence idempotent handlers), and the second found them taken.
    expect(runsOf('run-inline', events)).toHaveLength(6);
    for (const event of events)
      expect(await queues.bookings.getJob(consumerJobId(event.eventId, 'run-inline'))).toBeDefined();
  });
});
