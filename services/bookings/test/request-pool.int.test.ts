import {
  addDays,
  CommandBus,
  type Config,
  createOrm,
  createRedis,
  DomainError,
  ErrorCode,
  loadConfig,
  type Orm,
  type RunningWorker,
  startWorker,
  toIsoDate,
} from '@koalarent/core';
import { createDatabaseFromTemplate, uniqueRedisPrefix } from '@koalarent/core/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BookingCommands } from '../src/client.js';
import { SQL_POOL_NAME } from '../src/db/sql-transaction.js';
import { bookingsWorker } from '../src/worker.js';

/**
 * The booking request's transactions run on a pool of the bookings worker's own (not on the ORM's, whose private
 * pool fields they used to reach into): it lives as long as the worker, and stopping the worker ends it.
 */

let config: Config;
let orm: Orm;
let drop: () => Promise<void>;
const redis = createRedis(inject('redisUrl'));

/** The request pool's connections to this file's database, as PostgreSQL sees them. */
async function requestConnections(): Promise<number> {
  const [row] = await orm.em
    .fork()
    .getConnection()
    .execute<{ n: number }[]>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = ?',
      [SQL_POOL_NAME],
    );
  return row!.n;
}

async function eventually(check: () => Promise<boolean>, ms = 3_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

beforeAll(async () => {
  const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
  drop = db.drop;
  config = loadConfig({
    DATABASE_URL: db.databaseUrl,
    DATABASE_POOL_MAX: '4',
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: uniqueRedisPrefix('bkpool'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
  });
  orm = await createOrm({ databaseUrl: db.databaseUrl, entities: bookingsWorker.entities, poolMax: 1 });
});

afterAll(async () => {
  await redis.quit();
  await orm?.close();
  await drop?.();
});

describe("the booking request's pool", () => {
  it('opens with the worker, carries the request, and closes when the worker stops', async () => {
    const worker: RunningWorker = await startWorker(bookingsWorker, config);
    const bus = new CommandBus({
      redisUrl: config.REDIS_URL,
      connection: redis,
      redisPrefix: config.REDIS_PREFIX,
    });
    try {
      expect(await requestConnections()).toBe(0);
      // A request for an item that does not exist: its transaction reads, refuses and rolls back.
      const refused = await bus
        .execute(
          BookingCommands.request,
          {
            itemId: 2_000_000_000,
            startDate: addDays(toIsoDate(new Date()), 10),
            endDate: addDays(toIsoDate(new Date()), 12),
            totalPrice: 10,
            deliveryOption: 'pickup',
            paymentMethod: 1,
          },
          { actor: { userId: 1, role: 'user' }, idempotencyKey: `pool-${process.pid}-${Date.now()}` },
        )
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(refused).toBeInstanceOf(DomainError);
      expect((refused as DomainError).code).toBe(ErrorCode.NotFound);
      // The connection went back to the pool, idle, and stays open for the next request.
      expect(await requestConnections()).toBe(1);
    } finally {
      await worker.stop();
      await bus.close();
    }
    expect(await eventually(async () => (await requestConnections()) === 0)).toBe(true);
  });
});
