import type { EntityClass } from '@mikro-orm/core';
import { type Job, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { type Config, loadConfig } from '../config/env.js';
import { createOrm, type Orm } from '../db/orm.js';
import { createLogger, type Logger } from '../logging/logger.js';
import { OutboxRelay } from '../outbox/relay.js';
import { bullPrefix, type JobName, type QueueName } from '../queues/queues.js';
import { createRedis } from '../redis/redis.js';

export interface WorkerDeps {
  config: Config;
  logger: Logger;
  orm: Orm;
  /** For commands and publishing (not the blocking BullMQ connection). */
  redis: Redis;
  relay: OutboxRelay;
}

export type JobHandler = (job: Job, deps: WorkerDeps) => Promise<unknown>;
export type HandlerTable<Q extends QueueName> = Record<JobName<Q>, JobHandler>;

export interface WorkerDefinition<Q extends QueueName> {
  queue: Q;
  entities: EntityClass<unknown>[];
  handlers: HandlerTable<Q>;
  concurrency?: number;
}

export interface RunningWorker {
  deps: WorkerDeps;
  worker: Worker;
  stop(): Promise<void>;
}

/**
 * Starts one service's processors: its BullMQ worker, an outbox relay for the events its handlers write, and a
 * graceful stop that lets running jobs finish. Used by each service's worker.ts and directly by tests.
 */
export async function startWorker<Q extends QueueName>(
  definition: WorkerDefinition<Q>,
  config: Config = loadConfig(),
): Promise<RunningWorker> {
  const logger = createLogger(`${definition.queue}-worker`, config.LOG_LEVEL);
  if (!config.DATABASE_URL) throw new Error('DATABASE_URL is required');
  const orm = await createOrm({
    databaseUrl: config.DATABASE_URL,
    entities: definition.entities,
    poolMax: config.DATABASE_POOL_MAX,
  });
  const redis = createRedis(config.REDIS_URL);
  const blocking = createRedis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const relay = new OutboxRelay({ orm, connection: redis, redisPrefix: config.REDIS_PREFIX, logger });
  const deps: WorkerDeps = { config, logger, orm, redis, relay };
  const handlers = definition.handlers as Record<string, JobHandler>;
  const worker = new Worker(
    definition.queue,
    async (job) => {
      const handler = handlers[job.name];
      if (!handler) throw new Error(`No handler for job ${job.name} on ${definition.queue}`);
      return handler(job, deps);
    },
    {
      connection: blocking,
      prefix: bullPrefix(config.REDIS_PREFIX),
      concurrency: definition.concurrency ?? 4,
    },
  );
  worker.on('failed', (job, err) =>
    logger.error({ err, jobId: job?.id, name: job?.name, attempts: job?.attemptsMade }, 'job failed'),
  );
  worker.on('error', (err) => logger.error({ err }, 'worker error'));
  relay.start();
  await worker.waitUntilReady();
  logger.info({ queue: definition.queue }, 'worker ready');
  let stopping: Promise<void> | null = null;
  return {
    deps,
    worker,
    stop() {
      stopping ??= (async () => {
        await worker.close();
        await relay.stop();
        await orm.close();
        await Promise.all([redis.quit().catch(() => undefined), blocking.quit().catch(() => undefined)]);
      })();
      return stopping;
    },
  };
}

/** The body of a service's worker.ts: start, and stop cleanly on SIGTERM/SIGINT. */
export async function runWorkerProcess<Q extends QueueName>(definition: WorkerDefinition<Q>): Promise<void> {
  const running = await startWorker(definition);
  const shutdown = (signal: string) => {
    running.deps.logger.info({ signal }, 'stopping');
    running
      .stop()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        running.deps.logger.error({ err }, 'unclean stop');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}
