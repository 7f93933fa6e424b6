import {
  type Config,
  coreEntities,
  createQueue,
  loadConfig,
  runWorkerProcess,
  type WorkerDefinition,
  type WorkerDeps,
} from '@koalarent/core';
import type { Queue } from 'bullmq';
import { createMailer, type Mailer } from './email/mailer.js';
import { messagingEntities } from './entities.js';
import { DEFAULT_QUIET_PERIOD_MS } from './jobs/message-mail.job.js';
import { messagingJobs } from './jobs/messaging-jobs.js';
import { messagingSubscriptions } from './jobs/messaging-subscriptions.js';
import { type PushSender, pushSenderOf } from './push/push-sender.js';

export interface MessagingWorkerOptions {
  /** The new-message e-mail's quiet period (default 15 minutes; tests shorten it). */
  quietPeriodMs?: number;
  /** Defaults to the configured transport (the local mailbox in development). */
  mailer?: Mailer;
  /** Defaults to Web Push with this server's VAPID keys (PUSH_ALLOW_LOOPBACK_HOSTS for a local fake service). */
  push?: PushSender;
}

/**
 * The messaging worker: verification mail; password reset links and the notice after a reset; events made into
 * messages (the 'NEW RENTAL REQUEST' message, notices of booking changes, overdue rentals, damage claims and listing
 * reviews), each published live to its members; `bookingUpdated` publications for open booking cards; booking
 * request and decision mails; the new-message mail after a quiet period; and the Web Push notifications of a
 * booking request, a decision, a message and a damage claim. The consumers are declared in
 * jobs/messaging-subscriptions.ts, the plain jobs in jobs/messaging-jobs.ts.
 */
export function messagingWorker(
  config: Config = loadConfig(),
  options: MessagingWorkerOptions = {},
): WorkerDefinition<'messaging'> {
  const mailer = options.mailer ?? createMailer(config);
  const push = options.push ?? pushSenderOf(config);
  // The queue the mail jobs are scheduled on: this worker's own, on the process' shared connection.
  let queue: Queue | null = null;
  const ownQueue = (deps: WorkerDeps) => {
    queue ??= createQueue('messaging', deps.redis, deps.config.REDIS_PREFIX);
    return queue;
  };
  return {
    queue: 'messaging',
    entities: [...coreEntities, ...messagingEntities],
    events: messagingSubscriptions({
      mailer,
      push,
      quietMs: options.quietPeriodMs ?? DEFAULT_QUIET_PERIOD_MS,
      ownQueue,
    }),
    jobs: messagingJobs(mailer),
    concurrency: 4,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) await runWorkerProcess(messagingWorker());
