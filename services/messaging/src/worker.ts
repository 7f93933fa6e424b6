import {
  type Config,
  coreEntities,
  createQueue,
  type EventSubscriptions,
  loadConfig,
  runWorkerProcess,
  type WorkerDefinition,
  type WorkerDeps,
} from '@koalarent/core';
import type { Queue } from 'bullmq';
import { createMailer, type Mailer } from './email/mailer.js';
import { messagingEntities } from './entities.js';
import {
  bookingCardUpdate,
  bookingStatusNotice,
  damageReportedMessage,
  damageResolvedMessage,
  listingReviewMessage,
  overdueNoticeMessage,
  rentalRequestMessage,
} from './jobs/booking-events.js';
import { bookingDecisionMail, rentalRequestMail } from './jobs/booking-mails.js';
import {
  DEFAULT_QUIET_PERIOD_MS,
  MESSAGE_MAIL_JOB,
  scheduleMessageMail,
  sendMessageMail,
} from './jobs/message-mail.job.js';
import { sendPasswordChangedEmail, sendPasswordResetEmail } from './jobs/password-reset-mails.js';
import { sendRegistrationAttemptEmail } from './jobs/registration-attempt-mail.js';
import { sendRequestedVerificationEmail, sendVerificationEmail } from './jobs/send-verification-email.job.js';

export interface MessagingWorkerOptions {
  /** The new-message e-mail's quiet period (default 15 minutes; tests shorten it). */
  quietPeriodMs?: number;
  /** Defaults to the configured transport (the local mailbox in development). */
  mailer?: Mailer;
}

/**
 * The messaging worker: verification mail; password reset links and the notice after a reset; events made into
 * messages (the 'NEW RENTAL REQUEST' message, notices of booking changes, overdue rentals, damage claims and listing
 * reviews), each published live to its members; `bookingUpdated` publications for open booking cards; booking
 * request and decision mails; and the new-message mail after a quiet period. Every consumer is idempotent on the event id (unique keys on what it writes).
 */
export function messagingWorker(
  config: Config = loadConfig(),
  options: MessagingWorkerOptions = {},
): WorkerDefinition<'messaging'> {
  const mailer = options.mailer ?? createMailer(config);
  const quietMs = options.quietPeriodMs ?? DEFAULT_QUIET_PERIOD_MS;
  // The queue the mail jobs are scheduled on: this worker's own, on the process' shared connection.
  let queue: Queue | null = null;
  const ownQueue = (deps: WorkerDeps) => {
    queue ??= createQueue('messaging', deps.redis, deps.config.REDIS_PREFIX);
    return queue;
  };
  const cardUpdate = {
    'booking-card-update': (event: { payload: Parameters<typeof bookingCardUpdate>[0] }, deps: WorkerDeps) =>
      bookingCardUpdate(event.payload, deps),
  };
  const events = {
    'user.registered': {
      'send-verification-email': (event, deps) => sendVerificationEmail(event, deps, mailer),
    },
    'user.verification_requested': {
      'send-verification-email': (event, deps) => sendVerificationEmail(event, deps, mailer),
    },
    'user.verification_resend_requested': {
      'send-verification-email': (event, deps) => sendRequestedVerificationEmail(event, deps, mailer),
    },
    'user.registration_attempted': {
      'send-registration-attempt-email': (event, deps) => sendRegistrationAttemptEmail(event, deps, mailer),
    },
    'user.password_reset_requested': {
      'send-password-reset-email': (event, deps) => sendPasswordResetEmail(event, deps, mailer),
    },
    'user.password_reset': {
      'send-password-changed-email': (event, deps) => sendPasswordChangedEmail(event, deps, mailer),
    },
    'booking.requested': {
      'rental-request-message': (event, deps, job) => rentalRequestMessage(event, deps, job),
      'rental-request-mail': (event, deps) => rentalRequestMail(event, deps, mailer),
    },
    'booking.status_changed': {
      'booking-status-notice': (event, deps, job) => bookingStatusNotice(event, deps, job),
      ...cardUpdate,
    },
    'booking.approved': {
      'booking-decision-mail': (event, deps) => bookingDecisionMail(event, deps, mailer),
    },
    'booking.rejected': {
      'booking-decision-mail': (event, deps) => bookingDecisionMail(event, deps, mailer),
    },
    'booking.overdue': {
      'overdue-notice': (event, deps, job) => overdueNoticeMessage(event, deps, job),
      ...cardUpdate,
    },
    'booking.damage_reported': {
      'damage-notice': (event, deps, job) => damageReportedMessage(event, deps, job),
      ...cardUpdate,
    },
    'booking.damage_resolved': {
      'damage-notice': (event, deps, job) => damageResolvedMessage(event, deps, job),
      ...cardUpdate,
    },
    'review.published': {
      'booking-card-update': (event, deps) =>
        bookingCardUpdate(
          {
            bookingId: event.payload.bookingId,
            renterId: event.payload.authorId,
            ownerId: event.payload.subjectId,
          },
          deps,
        ),
    },
    'item.approved': {
      'listing-review-notice': (event, deps, job) => listingReviewMessage(event, deps, job),
    },
    'item.rejected': {
      'listing-review-notice': (event, deps, job) => listingReviewMessage(event, deps, job),
    },
    'message.sent': {
      'schedule-message-mail': (event, deps) => scheduleMessageMail(event, ownQueue(deps), quietMs),
    },
  } satisfies EventSubscriptions;
  return {
    queue: 'messaging',
    entities: [...coreEntities, ...messagingEntities],
    events,
    jobs: { [MESSAGE_MAIL_JOB]: (job, deps) => sendMessageMail(job, deps, mailer) },
    concurrency: 4,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) await runWorkerProcess(messagingWorker());
