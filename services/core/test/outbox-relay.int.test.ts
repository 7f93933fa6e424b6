import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { EventEnvelope } from '../src/index.js';
import {
  bullPrefix,
  coreEntities,
  createLogger,
  createOrm,
  createRedis,
  DISPATCH_EVENTS_JOB,
  EVENT_QUEUE_NAMES,
  type Orm,
  OutboxEvent,
  OutboxRelay,
  QueueName,
  recordEvent,
  User,
} from '../src/index.js';
import { createDatabaseFromTemplate, uniqueRedisPrefix } from '../src/testing/index.js';

let orm: Orm;
let drop: () => Promise<void>;
const prefix = uniqueRedisPrefix('outbox');
const redis = createRedis(inject('redisUrl'));
const logger = createLogger('test', 'silent');

beforeAll(async () => {
  const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
  drop = db.drop;
  orm = await createOrm({ databaseUrl: db.databaseUrl, entities: coreEntities, poolMax: 4 });
});
afterAll(async () => {
  await orm?.close();
  await drop?.();
  await redis.quit();
});

async function userId(): Promise<number> {
  const em = orm.em.fork();
  const user = em.create(User, {
    username: `u${Date.now()}`,
    fullName: 'Out Box',
    email: `o${Date.now()}@example.com`,
  });
  await em.flush();
  return user.id;
}

/** The events a queue's dispatch jobs carry, once per job that carries them (a batch, or a single event's job). */
async function dispatchedEvents(queue: Queue): Promise<string[]> {
  const jobs = await queue.getJobs(['waiting']);
  return jobs
    .flatMap((job) =>
      job.name === DISPATCH_EVENTS_JOB
        ? (job.data as { events: EventEnvelope[] }).events.map((e) => e.eventId)
        : [(job.data as EventEnvelope).eventId],
    )
    .sort();
}

describe('outbox relay', () => {
  it('publishes each committed event once, even with two relays draining at the same time', async () => {
    const id = await userId();
    const em = orm.em.fork();
    const eventIds = await em.transactional(async (tx) =>
      Array.from(
        { length: 5 },
        () =>
          recordEvent(tx, 'user.logged_in', {
            userId: id,
            ipAddress: '10.0.0.1',
            userAgent: 'x',
            via: 'member',
          }).eventId,
      ),
    );
    const a = new OutboxRelay({ orm, connection: redis, redisPrefix: prefix, logger, batchSize: 2 });
    const b = new OutboxRelay({ orm, connection: redis, redisPrefix: prefix, logger, batchSize: 2 });
    const [na, nb] = await Promise.all([a.drain(), b.drain()]);
    expect(na + nb).toBe(5);
    // Every service's queue gets each event once, in a dispatch job per batch (a batch of one as the event's own
    // job); its worker fans out to its own consumers. Core's queue, whose worker consumes no event, gets none.
    const queues = EVENT_QUEUE_NAMES.map(
      (name) => new Queue(name, { connection: redis, prefix: bullPrefix(prefix) }),
    );
    for (const queue of queues) {
      expect(await dispatchedEvents(queue)).toEqual([...eventIds].sort());
      expect(await queue.count()).toBeLessThan(5);
    }
    const coreQueue = new Queue(QueueName.Core, { connection: redis, prefix: bullPrefix(prefix) });
    expect(await coreQueue.count()).toBe(0);
    await coreQueue.close();
    expect(await orm.em.fork().count(OutboxEvent, { publishedAt: null })).toBe(0);

    // A crash after publishing but before marking would publish again: the job ids make the same batches a no-op.
    // (The two relays may have split the events otherwise than one does; a batch made up differently adds only
    // consumer jobs whose ids are taken, see publish-committed.int.test.ts.)
    await orm.em.fork().getConnection().execute('update outbox_events set published_at = null');
    expect(await a.drain()).toBe(5);
    const counts = await Promise.all(queues.map((q) => q.count()));
    await orm.em.fork().getConnection().execute('update outbox_events set published_at = null');
    expect(await a.drain()).toBe(5);
    expect(await Promise.all(queues.map((q) => q.count()))).toEqual(counts);
    await Promise.all([a.stop(), b.stop(), ...queues.map((q) => q.close())]);
  });

  it('rolls the event back with the change it describes', async () => {
    const id = await userId();
    const before = await orm.em.fork().count(OutboxEvent, {});
    await expect(
      orm.em.fork().transactional(async (tx) => {
        recordEvent(tx, 'user.registered', { userId: id });
        await tx.flush();
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await orm.em.fork().count(OutboxEvent, {})).toBe(before);
  });

  it('prunes published events past their retention, never unpublished ones', async () => {
    const id = await userId();
    await orm.em.fork().transactional(async (tx) => {
      recordEvent(tx, 'user.registered', { userId: id });
      recordEvent(tx, 'user.registered', { userId: id });
      recordEvent(tx, 'user.registered', { userId: id });
    });
    const conn = orm.em.fork().getConnection();
    const rows: { id: string }[] = await conn.execute(
      'select id from outbox_events order by id desc limit 3',
    );
    const [old, recent, pending] = rows.map((r) => r.id);
    await conn.execute("update outbox_events set published_at = now() - interval '8 days' where id = ?", [
      old,
    ]);
    await conn.execute("update outbox_events set published_at = now() - interval '1 day' where id = ?", [
      recent,
    ]);
    await conn.execute(
      "update outbox_events set published_at = null, created_at = now() - interval '30 days' where id = ?",
      [pending],
    );
    const relay = new OutboxRelay({ orm, connection: redis, redisPrefix: prefix, logger });
    await relay.prune();
    const left: { id: string }[] = await conn.execute(
      'select id from outbox_events where id = any(?::bigint[])',
      [`{${old},${recent},${pending}}`],
    );
    expect(left.map((r) => r.id).sort()).toEqual([recent, pending].sort());
    await relay.stop();
  });

  it('refuses an event whose payload does not match its schema', () => {
    const em = orm.em.fork();
    expect(() => recordEvent(em, 'user.registered', { userId: -1 })).toThrow();
  });
});
