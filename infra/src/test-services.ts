import { execFile } from 'node:child_process';
import path from 'node:path';
import type { Logger } from './launcher/logger.js';
import { quietLogger } from './launcher/logger.js';
import { findFreePort, redactUrl } from './launcher/ports.js';
import { startEmbeddedPostgres } from './launcher/postgres.js';
import { pingRedis, resolveRedis } from './launcher/redis.js';
import { dataDirFrom } from './paths.js';

export interface TestServices {
  /** A database the tests may CREATE DATABASE from (the server's maintenance database). */
  adminDatabaseUrl: string;
  redisUrl: string;
  /** Stops what was started for the tests; services that were only used are left alone. */
  stop(): Promise<void>;
}

type ServiceSource = 'env' | 'testcontainers' | 'embedded' | 'local';

interface Resolved {
  url: string;
  source: ServiceSource;
  stop: () => Promise<void>;
}

/** True when a Docker engine answers within 3 s; a missing CLI or a stuck daemon both mean no. */
function dockerAnswers(timeoutMs = 3_000): Promise<boolean> {
  if (process.env.TESTCONTAINERS === 'false') return Promise.resolve(false);
  return new Promise((resolve) => {
    execFile(
      'docker',
      ['info', '--format', '{{.ServerVersion}}'],
      { timeout: timeoutMs },
      (error, stdout) => {
        resolve(!error && stdout.trim() !== '');
      },
    );
  });
}

async function postgresFromContainer(): Promise<Resolved> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer('postgres:16-alpine')
    .withEnvironment({ POSTGRES_PASSWORD: 'postgres', POSTGRES_USER: 'postgres', POSTGRES_DB: 'postgres' })
    // Test data need not survive a crash; skipping fsync makes CREATE DATABASE ... TEMPLATE fast.
    .withCommand([
      'postgres',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ])
    .withTmpFs({ '/var/lib/postgresql/data': 'rw' })
    .withExposedPorts(5432)
    // The entrypoint starts the server twice (init, then for real); the second "ready" is the one.
    .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
    .start();
  const url = `postgres://postgres:postgres@${container.getHost()}:${container.getMappedPort(5432)}/postgres`;
  return { url, source: 'testcontainers', stop: async () => void (await container.stop()) };
}

async function redisFromContainer(): Promise<Resolved> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer('redis:7-alpine')
    .withCommand(['redis-server', '--save', '', '--appendonly', 'no'])
    .withExposedPorts(6379)
    .withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/))
    .start();
  const url = `redis://${container.getHost()}:${container.getMappedPort(6379)}`;
  return { url, source: 'testcontainers', stop: async () => void (await container.stop()) };
}

async function embeddedPostgres(log: Logger): Promise<Resolved> {
  const dataDir = path.join(dataDirFrom(process.env), 'test-postgres');
  const port = await findFreePort();
  const cluster = await startEmbeddedPostgres({ dataDir, port, log, reuseRunning: true });
  return { url: cluster.adminUrl, source: 'embedded', stop: cluster.stop };
}

async function localRedis(log: Logger): Promise<Resolved> {
  // REDIS_URL is the app's setting, not the tests': the tests look only at TEST_REDIS_URL.
  const env = { ...process.env, REDIS_URL: undefined };
  const redis = await resolveRedis({
    env,
    port: await findFreePort(),
    dir: path.join(dataDirFrom(process.env), 'test-redis'),
    persistent: false,
    adoptLeftover: false,
    log,
  });
  return {
    url: redis.url,
    source: redis.description.startsWith('redis-server') ? 'embedded' : 'local',
    stop: redis.stop,
  };
}

async function resolveOnce(log: Logger): Promise<TestServices> {
  const started: Resolved[] = [];
  try {
    const envDb = process.env.TEST_DATABASE_URL?.trim();
    const envRedis = process.env.TEST_REDIS_URL?.trim();
    const docker = envDb && envRedis ? false : await dockerAnswers();

    let database: Resolved;
    if (envDb) database = { url: envDb, source: 'env', stop: async () => {} };
    else database = docker ? await postgresFromContainer() : await embeddedPostgres(log);
    started.push(database);

    let redis: Resolved;
    if (envRedis) {
      if (!(await pingRedis(envRedis, 3_000)))
        throw new Error(`TEST_REDIS_URL ${redactUrl(envRedis)} does not answer PING`);
      redis = { url: envRedis, source: 'env', stop: async () => {} };
    } else redis = docker ? await redisFromContainer() : await localRedis(log);
    started.push(redis);

    log.info(
      `test PostgreSQL: ${database.source} ${redactUrl(database.url)}; test Redis: ${redis.source} ${redis.url}`,
    );
    return {
      adminDatabaseUrl: database.url,
      redisUrl: redis.url,
      stop: async () => {
        for (const service of started.reverse()) await service.stop();
      },
    };
  } catch (error) {
    for (const service of started.reverse()) await service.stop().catch(() => {});
    throw error;
  }
}

interface SharedState {
  promise: Promise<TestServices> | null;
  users: number;
}

// Vitest runs the global setups of all projects (integration, e2e) in one process, each in its own
// module graph: the state lives on globalThis so both share one set of services (two embedded clusters
// on one data folder would fight), and the last one to finish stops them.
const KEY = Symbol.for('koalarent.infra.testServices');
function shared(): SharedState {
  const holder = globalThis as unknown as Record<symbol, SharedState | undefined>;
  holder[KEY] ??= { promise: null, users: 0 };
  return holder[KEY];
}

/**
 * PostgreSQL and Redis for integration and e2e tests (ARCHITECTURE §7): TEST_DATABASE_URL and
 * TEST_REDIS_URL when set, else testcontainers when a Docker engine answers, else the embedded
 * default (embedded PostgreSQL under .data/test-postgres, Redis found or started like the launcher).
 */
export async function resolveTestServices(log: Logger = quietLogger): Promise<TestServices> {
  const state = shared();
  state.promise ??= resolveOnce(log);
  state.users += 1;
  let services: TestServices;
  try {
    services = await state.promise;
  } catch (error) {
    state.users -= 1;
    state.promise = null;
    throw error;
  }
  let released = false;
  return {
    adminDatabaseUrl: services.adminDatabaseUrl,
    redisUrl: services.redisUrl,
    stop: async () => {
      if (released) return;
      released = true;
      state.users -= 1;
      if (state.users === 0) {
        state.promise = null;
        await services.stop();
      }
    },
  };
}
