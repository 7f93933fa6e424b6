import { type JobsOptions, Queue, type QueueOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { EventType } from '../events/event-map.js';

export const QueueName = { Bookings: 'bookings', Messaging: 'messaging', Tracking: 'tracking' } as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];

/** Job names per queue; a worker's handler table is typed against these so a missing handler fails to compile. */
export const JobNames = {
  bookings: [] as const,
  messaging: ['send-verification-email'] as const,
  tracking: ['record-login'] as const,
} satisfies Record<QueueName, readonly string[]>;
export type JobName<Q extends QueueName> = (typeof JobNames)[Q][number];

/** Two-stage fan-out: one event, then one job per consumer, so a failing consumer is retried alone. */
export const EVENT_CONSUMERS: { [T in EventType]: { queue: QueueName; job: string }[] } = {
  'user.registered': [{ queue: 'messaging', job: 'send-verification-email' }],
  'user.verification_requested': [{ queue: 'messaging', job: 'send-verification-email' }],
  'user.logged_in': [{ queue: 'tracking', job: 'record-login' }],
};

/** One place for retry, back-off and retention. Completed jobs are kept a day so a re-published id is still de-duplicated. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
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
    defaultJobOptions: DEFAULT_JOB_OPTIONS,
    ...options,
  });
}

/** BullMQ refuses numeric-looking custom ids and ':' in them; event ids become `evt-<id>`. */
export function eventJobId(eventId: string): string {
  return `evt-${eventId}`;
}
