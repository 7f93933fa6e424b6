import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  type Config,
  coreEntities,
  createOrm,
  createQueue,
  createRedis,
  type EventEnvelope,
  type EventSubscriptions,
  loadConfig,
  type RunningWorker,
  recordEvent,
  startWorker,
  User,
} from '../src/index.js';
import { createDatabaseFromTemplate, uniqueRedisPrefix } from '../src/testing/index.js';

const redisUrl = inject('redisUrl');
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function freshDatabase(): Promise<string> {
  const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
  cleanups.push(db.drop);
  return db.databaseUrl;
}

function configFor(databaseUrl: string, prefix: string): Config {
  return loadConfig({
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    LOG_LEVEL: 'silent',
  });
}

/** Registers a user and commits its `user.registered` event, as the accounts command does. */
async function registerUser(running: RunningWorker, name: string): Promise<number> {
  const em = running.deps.orm.em.fork();
  const id = await em.transactional(async (tx) => {
    const user = tx.create(User, { username: name, fullName: name, email: `${name}@example.com` });
    await tx.flush();
    recordEvent(tx, 'user.registered', { userId: user.id });
    return user.id;
  });
  running.deps.relay.kick();
  return id;
}

async function start(databaseUrl: string, prefix: string, events: EventSubscriptions) {
  const running = await startWorker(
    { queue: 'messaging', entities: coreEntities, events },
    configFor(databaseUrl, prefix),
  );
  cleanups.push(() => running.stop());
  return running;
}

describe('event fan-out', () => {
  it('runs every consumer of an event once, two consumers on the same queue included', async () => {
    const seen: string[] = [];
    const events = {
      'user.registered': {
        'send-welcome': async (event: EventEnvelope<'user.registered'>) =>
          void seen.push(`welcome ${event.payload.userId}`),
        'notify-admins': async (event: EventEnvelope<'user.registered'>) =>
          void seen.push(`admins ${event.payload.userId}`),
      },
    } satisfies EventSubscriptions;
    const running = await start(await freshDatabase(), uniqueRedisPrefix('fanout'), events);
    const id = await registerUser(running, 'fanout');
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(2);
    expect(seen.sort()).toEqual([`admins ${id}`, `welcome ${id}`]);
    // A repeat publish (a relay crash before marking the row) adds no job: every id is already taken.
    const queue = createQueue('messaging', running.deps.redis, running.deps.config.REDIS_PREFIX);
    cleanups.push(() => queue.close());
    await expect.poll(() => queue.getJobCountByTypes('completed'), { timeout: 10_000 }).toBe(3); // the dispatch and two consumers
    await running.deps.orm.em.fork().getConnection().execute('update outbox_events set published_at = null');
    expect(await running.deps.relay.drain()).toBe(1);
    expect(await queue.getJobCountByTypes('completed', 'active', 'waiting', 'delayed')).toBe(3);
    expect(seen).toHaveLength(2);
  });

  it('a consumer that fails is retried alone', async () => {
    const runs = { flaky: 0, steady: 0 };
    const events = {
      'user.registered': {
        flaky: async () => {
          runs.flaky += 1;
          if (runs.flaky === 1) throw new Error('the mail server hiccupped');
        },
        steady: async () => {
          runs.steady += 1;
        },
      },
    } satisfies EventSubscriptions;
    const running = await start(await freshDatabase(), uniqueRedisPrefix('retry'), events);
    await registerUser(running, 'retried');
    await expect.poll(() => runs.flaky, { timeout: 15_000 }).toBe(2);
    expect(runs.steady).toBe(1);
  });

  it('delivers new events after the database is reset while Redis keeps the old jobs', async () => {
    const prefix = uniqueRedisPrefix('reset');
    const delivered: number[] = [];
    const events = {
      'user.registered': {
        'send-verification': async (e: EventEnvelope<'user.registered'>) =>
          void delivered.push(e.payload.userId),
      },
    } satisfies EventSubscriptions;

    const before = await start(await freshDatabase(), prefix, events);
    await registerUser(before, 'before-reset');
    await expect.poll(() => delivered.length, { timeout: 10_000 }).toBe(1);
    await before.stop();

    // "Start over": a new, empty database (its outbox serial starts again at 1), the same Redis and prefix,
    // whose completed jobs are still there to de-duplicate.
    const after = await start(await freshDatabase(), prefix, events);
    const id = await registerUser(after, 'after-reset');
    await expect.poll(() => delivered, { timeout: 10_000 }).toEqual([delivered[0], id]);
  });
});

describe('event ids', () => {
  it('are UUIDv7, unique and ordered by time', async () => {
    const orm = await createOrm({ databaseUrl: await freshDatabase(), entities: coreEntities, poolMax: 2 });
    cleanups.push(() => orm.close());
    const redis = createRedis(redisUrl);
    cleanups.push(() => redis.quit());
    const em = orm.em.fork();
    const ids = await em.transactional(async (tx) => {
      const user = tx.create(User, { username: 'ids', fullName: 'Ids', email: 'ids@example.com' });
      await tx.flush();
      return [1, 2, 3].map(() => recordEvent(tx, 'user.registered', { userId: user.id }).eventId);
    });
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(3);
    expect([...ids].sort()).toEqual(ids);
  });
});
