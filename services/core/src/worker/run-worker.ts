import type { EntityClass } from '@mikro-orm/core';
import { type Job, type Queue, Worker } from 'bullmq';
import type { CommandJobData, CommandRegistration } from '../commands/index.js';
import { type Config, loadConfig } from '../config/env.js';
import { createOrm, databaseTimeouts } from '../db/orm.js';
import { type EventEnvelope, type EventType, isEventType } from '../events/event-map.js';
import type { EventHandler, EventSubscriptions } from '../events/subscriptions.js';
import { createLogger } from '../logging/logger.js';
import { OutboxRelay, type OutboxRelayOptions } from '../outbox/relay.js';
import {
  bullPrefix,
  CONSUMER_NAME,
  consumerJobId,
  consumerJobName,
  createQueue,
  DISPATCH_EVENT_JOB,
  DISPATCH_EVENTS_JOB,
  parseConsumerJobName,
  type QueueName,
} from '../queues/queues.js';
import { createRedis } from '../redis/redis.js';
import type { WorkerDeps } from './worker-deps.js';

export type { WorkerDeps };

export type JobHandler = (job: Job, deps: WorkerDeps) => Promise<unknown>;

export interface WorkerDefinition<Q extends QueueName = QueueName> {
  queue: Q;
  entities: EntityClass<unknown>[];
  /** The events this service consumes, each consumer with its own job (see queues.ts, two-stage fan-out). */
  events?: EventSubscriptions;
  /** The commands this worker runs; each must be defined on this worker's queue. */
  commands?: readonly CommandRegistration[];
  /** Plain jobs of this service (delayed jobs, maintenance), by job name. */
  jobs?: Record<string, JobHandler>;
  /**
   * Plain jobs run on a cron pattern. Each is upserted at start as a BullMQ job scheduler whose id is the job's
   * name, so restarts and several replicas keep exactly one schedule.
   */
  schedules?: Record<string, { pattern: string }>;
  concurrency?: number;
  /**
   * What this service keeps open beside the ORM and Redis for as long as the worker runs (a pool of its own): opened
   * with the deps, before the first job; closed on stop once the last job finished, before the ORM.
   */
  resources?: (deps: WorkerDeps) => WorkerResource | Promise<WorkerResource>;
}

/** A service's own resource of a worker (see `WorkerDefinition.resources`). */
export interface WorkerResource {
  close(): Promise<void>;
}

export interface RunningWorker {
  deps: WorkerDeps;
  worker: Worker;
  stop(): Promise<void>;
}

/** Checks a definition once at start: a mistake here would otherwise surface as jobs failing at run time. */
function checkDefinition(definition: WorkerDefinition): void {
  for (const [type, consumers] of Object.entries(definition.events ?? {})) {
    if (!isEventType(type)) throw new Error(`${definition.queue}: unknown event ${type}`);
    for (const name of Object.keys(consumers ?? {}))
      if (!CONSUMER_NAME.test(name))
        throw new Error(`${definition.queue}: consumer name ${name} is not kebab-case`);
  }
  const names = new Set<string>();
  for (const command of definition.commands ?? []) {
    if (command.definition.queue !== definition.queue)
      throw new Error(
        `${command.definition.name} runs on ${command.definition.queue}, not ${definition.queue}`,
      );
    if (names.has(command.jobName)) throw new Error(`${command.definition.name} is registered twice`);
    names.add(command.jobName);
  }
  for (const name of Object.keys(definition.schedules ?? {}))
    if (!definition.jobs || !Object.hasOwn(definition.jobs, name))
      throw new Error(`${definition.queue}: scheduled job ${name} has no handler`);
}

const consumerConditions = new WeakMap<EventHandler<EventType>, (event: EventEnvelope) => boolean>();

/**
 * A consumer that only some events of its type concern (say, one status of `booking.status_changed`): the dispatch
 * stage makes no job for the other events, instead of a job that would do nothing. `when` must depend on the event
 * alone, as the handler's own check would.
 */
export function consumeWhen<T extends EventType>(
  when: (event: EventEnvelope<T>) => boolean,
  handler: EventHandler<T>,
): EventHandler<T> {
  consumerConditions.set(handler as EventHandler<EventType>, when as (event: EventEnvelope) => boolean);
  return handler;
}

/** A consumer that runs without a job of its own: it takes the event and the deps, never the job. */
export type InlineEventHandler<T extends EventType> = (
  event: EventEnvelope<T>,
  deps: WorkerDeps,
) => Promise<unknown>;

const inlineConsumers = new WeakMap<EventHandler<EventType>, InlineEventHandler<EventType>>();

/**
 * A consumer that may run inline: when a job of its own service commits the event and publishes it
 * (`relay.publishCommitted`), the relay calls the handler there and then instead of adding its job, which spares
 * Redis the job's add, fetch and completion. For short work only (scheduling a delayed job): the event is marked
 * published only once it returns, and it runs in the publishing job's process. Every guarantee of a consumer job
 * holds: should the handler throw, its job is added after all (the id it always has) and retried alone; and every
 * other path (the relay's backstop, a dispatch job) still makes the job, so a re-published event runs the handler
 * again, which must therefore be idempotent (a delayed job with a fixed id is). With a condition, the condition
 * goes outside: `consumeWhen(when, consumeInline(handler))`.
 */
export function consumeInline<T extends EventType>(handler: InlineEventHandler<T>): EventHandler<T> {
  const consumer: EventHandler<T> = handler;
  inlineConsumers.set(consumer as EventHandler<EventType>, handler as InlineEventHandler<EventType>);
  return consumer;
}

/** The consumers of this service that an event concerns, by name: one job each (see `consumeWhen`). */
function consumersFor(
  definition: WorkerDefinition,
  event: EventEnvelope,
): [string, EventHandler<EventType>][] {
  const subscribed = (
    isEventType(event.type) ? Object.entries(definition.events?.[event.type] ?? {}) : []
  ) as [string, EventHandler<EventType>][];
  return subscribed.filter(([, handler]) => consumerConditions.get(handler)?.(event) ?? true);
}

/**
 * This worker's queue as its relay sees it (`OutboxRelayOptions.ownQueue`): the consumers an event concerns, and
 * how to run the inline ones. The deps are asked for only when one runs, as they hold the relay this is given to.
 */
export function ownQueueOf(
  definition: WorkerDefinition,
  deps: () => WorkerDeps,
): NonNullable<OutboxRelayOptions['ownQueue']> {
  return {
    name: definition.queue,
    consumersOf: (event) =>
      consumersFor(definition, event).map(([name, handler]) => {
        const inline = inlineConsumers.get(handler);
        return inline ? { name, runInline: (e: EventEnvelope) => inline(e, deps()) } : { name };
      }),
  };
}

function consumerOf(
  definition: WorkerDefinition,
  type: string,
  consumer: string,
): EventHandler<EventType> | null {
  if (!isEventType(type)) return null;
  const consumers = definition.events?.[type] as Record<string, EventHandler<EventType>> | undefined;
  return consumers && Object.hasOwn(consumers, consumer) ? consumers[consumer]! : null;
}

/**
 * The processor of one service's queue: the first stage of event fan-out (one job per consumer of this
 * service), consumer jobs, commands and plain jobs.
 */
export function createProcessor(definition: WorkerDefinition, deps: WorkerDeps, ownQueue: () => Queue) {
  checkDefinition(definition);
  const commands = new Map((definition.commands ?? []).map((c) => [c.jobName, c]));
  return async (job: Job): Promise<unknown> => {
    if (job.name === DISPATCH_EVENT_JOB || job.name === DISPATCH_EVENTS_JOB) {
      // One event (`dispatch-event`, also what older relays left in Redis) or several (`dispatch-events`); either
      // way a job per consumer of each event, inline consumers included: this path is the backstop that runs them.
      const events =
        job.name === DISPATCH_EVENTS_JOB
          ? (job.data as { events: EventEnvelope[] }).events
          : [job.data as EventEnvelope];
      const jobs = events.flatMap((event) =>
        consumersFor(definition, event).map(([consumer]) => ({ event, consumer })),
      );
      // Adding with a fixed id is idempotent, so a dispatch retried after a partial fan-out adds only what is missing,
      // and an event dispatched again (alone or in another batch) adds nothing.
      await Promise.all(
        jobs.map(({ event, consumer }) =>
          ownQueue().add(consumerJobName(event.type, consumer), event, {
            jobId: consumerJobId(event.eventId, consumer),
          }),
        ),
      );
      return {
        dispatched: job.name === DISPATCH_EVENTS_JOB ? jobs.length : jobs.map(({ consumer }) => consumer),
      };
    }
    const consumerJob = parseConsumerJobName(job.name);
    if (consumerJob) {
      const handler = consumerOf(definition, consumerJob.type, consumerJob.consumer);
      if (!handler)
        throw new Error(`No consumer ${consumerJob.consumer} of ${consumerJob.type} on ${definition.queue}`);
      return handler(job.data as EventEnvelope, deps, job as Job<EventEnvelope>);
    }
    const command = commands.get(job.name);
    if (command) return command.run(job as Job<CommandJobData>, deps);
    const plain =
      definition.jobs && Object.hasOwn(definition.jobs, job.name) ? definition.jobs[job.name] : undefined;
    if (plain) return plain(job, deps);
    throw new Error(`No handler for job ${job.name} on ${definition.queue}`);
  };
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
    timeouts: databaseTimeouts(config),
  });
  const redis = createRedis(config.REDIS_URL);
  const blocking = createRedis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const relay = new OutboxRelay({
    orm,
    connection: redis,
    redisPrefix: config.REDIS_PREFIX,
    logger,
    ownQueue: ownQueueOf(definition, () => deps),
  });
  const deps: WorkerDeps = { config, logger, orm, redis, relay };
  const resource = await definition.resources?.(deps);
  let queue: Queue | null = null;
  const ownQueue = () => {
    queue ??= createQueue(definition.queue, redis, config.REDIS_PREFIX);
    return queue;
  };
  const worker = new Worker(definition.queue, createProcessor(definition, deps, ownQueue), {
    connection: blocking,
    prefix: bullPrefix(config.REDIS_PREFIX),
    // Each job holds one pooled connection for its transaction: more jobs than connections would only queue for
    // the pool and time out under load, so the pool bounds the concurrency.
    concurrency: Math.min(definition.concurrency ?? 4, config.DATABASE_POOL_MAX),
  });
  worker.on('failed', (job, err) =>
    logger.error({ err, jobId: job?.id, name: job?.name, attempts: job?.attemptsMade }, 'job failed'),
  );
  worker.on('error', (err) => logger.error({ err }, 'worker error'));
  relay.start();
  await worker.waitUntilReady();
  for (const [name, { pattern }] of Object.entries(definition.schedules ?? {}))
    await ownQueue().upsertJobScheduler(name, { pattern }, { name });
  // The definition's schedules are the queue's: a scheduler that an older release upserted and this one no longer has
  // (the upload clean-up, on the tracking queue before core had a worker) is removed with its next job, which would
  // otherwise fail here on every run for want of a handler.
  for (const scheduler of await ownQueue().getJobSchedulers())
    if (!Object.hasOwn(definition.schedules ?? {}, scheduler.key)) {
      await ownQueue().removeJobScheduler(scheduler.key);
      logger.info({ scheduler: scheduler.key }, 'removed a job scheduler this worker no longer has');
    }
  logger.info({ queue: definition.queue }, 'worker ready');
  let stopping: Promise<void> | null = null;
  return {
    deps,
    worker,
    stop() {
      stopping ??= (async () => {
        await worker.close();
        await relay.stop();
        await resource?.close();
        await queue?.close();
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
