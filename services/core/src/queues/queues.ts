import { createHash } from 'node:crypto';
import { type JobsOptions, Queue, type QueueOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { EventType } from '../events/event-map.js';

export const QueueName = {
  Bookings: 'bookings',
  Messaging: 'messaging',
  Tracking: 'tracking',
  /** Core's own jobs (the upload clean-up), run by core's worker (services/core/src/worker.ts). */
  Core: 'core',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];
export const QUEUE_NAMES: readonly QueueName[] = Object.values(QueueName);
/**
 * The queues whose workers consume events: the outbox relay gives each of them every event (a dispatch job), the
 * others (core's, which consumes none) never see one.
 */
export const EVENT_QUEUE_NAMES: readonly QueueName[] = [
  QueueName.Bookings,
  QueueName.Messaging,
  QueueName.Tracking,
];

/**
 * The one place for job options, per queue. Infrastructure failures (a lost connection, a deadlock) are retried
 * with exponential back-off; a command refused for a domain reason completes with that answer and is never
 * retried (see commands/). Completed jobs are kept a day, so a re-published event or a repeated idempotency
 * key within that day is recognised by its job id and not run twice.
 */
export const QUEUE_JOB_OPTIONS: Record<QueueName, JobsOptions> = {
  bookings: {
    attempts: 5,
    backoff: { type: 'exponential', delay: 500 },
    removeOnComplete: { age: 24 * 3600, count: 50_000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  },
  messaging: {
    attempts: 8,
    backoff: { type: 'exponential', delay: 1000 },
    removeOnComplete: { age: 24 * 3600, count: 50_000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  },
  tracking: {
    attempts: 5,
    backoff: { type: 'exponential', delay: 1000 },
    removeOnComplete: { age: 24 * 3600, count: 10_000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  },
  core: {
    attempts: 3,
    backoff: { type: 'exponential', delay: 5000 },
    removeOnComplete: { age: 24 * 3600, count: 1_000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  },
};

/** BullMQ keys live under the process' Redis prefix, so test files and deployments never collide. */
export function bullPrefix(redisPrefix: string): string {
  return `${redisPrefix}:bull`;
}

export function createQueue(
  name: QueueName,
  connection: Redis,
  redisPrefix: string,
  options: Partial<QueueOptions> = {},
) {
  return new Queue(name, {
    connection,
    prefix: bullPrefix(redisPrefix),
    defaultJobOptions: QUEUE_JOB_OPTIONS[name],
    ...options,
  });
}

/** One Queue per queue name on a connection, made on first use (each holds Redis state worth sharing). */
export class QueueSet {
  private readonly queues = new Map<QueueName, Queue>();

  constructor(
    private readonly connection: Redis,
    private readonly redisPrefix: string,
  ) {}

  get(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = createQueue(name, this.connection, this.redisPrefix);
      this.queues.set(name, queue);
    }
    return queue;
  }

  /**
   * The queue once its connection is set up. BullMQ keeps a failed set-up for good (a queue first used while Redis
   * did not answer fails every later add at once), so such a queue is dropped and the next call makes a new one.
   */
  async ready(name: QueueName): Promise<Queue> {
    const queue = this.get(name);
    try {
      await queue.waitUntilReady();
      return queue;
    } catch (error) {
      if (this.queues.get(name) === queue) {
        this.queues.delete(name);
        // The connection is shared, so closing the queue leaves it open for everyone else.
        void queue.close().catch(() => undefined);
      }
      throw error;
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.queues.clear();
  }
}

/**
 * Two-stage fan-out. The relay knows no consumers: it puts one `dispatch-event` job on every service's queue (or
 * one `dispatch-events` job for several events, below). Each service's worker knows what it consumes (declared
 * beside its handlers) and turns that job into one job per consumer on its own queue, so each consumer has its own
 * job id, is retried alone, and a service that consumes nothing of an event just finishes the dispatch.
 */
export const DISPATCH_EVENT_JOB = 'dispatch-event';

/** BullMQ refuses numeric-looking custom ids and ':' in them. */
export function dispatchJobId(eventId: string): string {
  return `evt-${eventId}`;
}

/**
 * The first stage for several events at once (`{ events: EventEnvelope[] }`): a publish that has more than one
 * event for a queue puts one job on it instead of one per event, which the worker fans out the same way. Consumer
 * jobs keep their per-event ids, so a batch and a single dispatch of the same event add its consumers once.
 */
export const DISPATCH_EVENTS_JOB = 'dispatch-events';

/**
 * A batch dispatch's id, from all of its events: a publish of the same events again (a relay crash before marking)
 * is recognised and adds nothing. The digest covers every id, not just the first and the count: two batches that
 * began with the same event could otherwise differ in the rest (the relay skips locked rows, and rows commit out of
 * order), and the second would be dropped as a duplicate with events of its own in it.
 */
export function dispatchBatchJobId(eventIds: readonly string[]): string {
  const sorted = [...eventIds].sort();
  const digest = createHash('sha256').update(sorted.join(',')).digest('hex').slice(0, 16);
  return `evts-${sorted[0]}-${sorted.length}-${digest}`;
}

/** A consumer's job id: unique per event and consumer, so two consumers on one queue never share one. */
export function consumerJobId(eventId: string, consumer: string): string {
  return `evt-${eventId}-${consumer}`;
}

export function consumerJobName(type: EventType, consumer: string): string {
  return `on:${type}:${consumer}`;
}

export function parseConsumerJobName(name: string): { type: string; consumer: string } | null {
  const match = /^on:([a-z_.]+):([a-z0-9-]+)$/.exec(name);
  return match ? { type: match[1]!, consumer: match[2]! } : null;
}

/** Consumer names are kebab-case: they become part of job names and ids. */
export const CONSUMER_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
