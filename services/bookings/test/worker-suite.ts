import {
  CommandBus,
  type Config,
  coreEntities,
  createOrm,
  createRedis,
  loadConfig,
  type Orm,
  type RunningWorker,
  startWorker,
} from '@koalarent/core';
import { createDatabaseFromTemplate, uniqueRedisPrefix } from '@koalarent/core/testing';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { bookingsEntities } from '../src/entities.js';
import { createPaymentProvider, type PaymentProvider } from '../src/payments/index.js';
import { bookingsWorker } from '../src/worker.js';
import { expectLedgerConsistent, expectSandboxAgrees, type Sql } from './ledger-check.js';

/** What a bookings worker suite works with, once its `beforeAll` has run (see `workerSuite`). */
export interface WorkerWorld {
  config: Config;
  /** The test's own ORM on the suite's database (core's and bookings' entities), for set-up and checks. */
  orm: Orm;
  payments: PaymentProvider;
  worker: RunningWorker;
  /** The caller's side of commands, as the gateway has it. */
  bus: CommandBus;
  redis: ReturnType<typeof createRedis>;
  sql: Sql;
}

export interface WorkerSuiteOptions {
  /** The Redis prefix's stem (`uniqueRedisPrefix`). */
  prefix: string;
  /** The worker's pool; the test's own ORM gets one fewer. Default 4, fewer than the worker runs jobs at once. */
  poolMax?: number;
  /** Check the ledger and the sandbox's books after each test (every booking suite does). Default true. */
  checkLedger?: boolean;
}

/**
 * The set-up the bookings worker suites share: a database copied from the migrated template, the real bookings
 * worker on it, a command bus and a payment provider, all stopped after the file, and the ledger checked after each
 * test. Call it at the top of the file, before the file's own hooks; the world it answers is there from the file's
 * `beforeAll` on.
 */
export function workerSuite(options: WorkerSuiteOptions): () => WorkerWorld {
  const poolMax = options.poolMax ?? 4;
  const redis = createRedis(inject('redisUrl'));
  let world: WorkerWorld | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
    drop = db.drop;
    const config = loadConfig({
      DATABASE_URL: db.databaseUrl,
      DATABASE_POOL_MAX: String(poolMax),
      REDIS_URL: inject('redisUrl'),
      REDIS_PREFIX: uniqueRedisPrefix(options.prefix),
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    });
    const orm = await createOrm({
      databaseUrl: db.databaseUrl,
      entities: [...coreEntities, ...bookingsEntities],
      poolMax: poolMax - 1,
    });
    const payments = createPaymentProvider({ config, orm });
    const worker = await startWorker(bookingsWorker, config);
    const bus = new CommandBus({
      redisUrl: config.REDIS_URL,
      connection: redis,
      redisPrefix: config.REDIS_PREFIX,
    });
    const sql: Sql = (text, params = []) => orm.em.fork().getConnection().execute(text, params);
    world = { config, orm, payments, worker, bus, redis, sql };
  });
  afterAll(async () => {
    await world?.worker.stop();
    await world?.bus.close();
    await redis.quit();
    await world?.orm.close();
    await drop?.();
  });
  if (options.checkLedger ?? true)
    afterEach(async () => {
      if (!world) return;
      // Every refusal gave back its holds and wrote no posting.
      await expectLedgerConsistent(world.sql);
      await expectSandboxAgrees(world.sql);
    });
  return () => {
    if (!world) throw new Error('the worker suite has not started (read it from a hook or a test)');
    return world;
  };
}
