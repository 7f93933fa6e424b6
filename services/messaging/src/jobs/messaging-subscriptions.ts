import type { EventSubscriptions, WorkerDeps } from '@koalarent/core';
import type { Queue } from 'bullmq';
import type { Mailer } from '../email/mailer.js';
import type { PushSender } from '../push/push-sender.js';
import { bookingCardUpdate } from './booking-card-update.job.js';
import { bookingDecisionMail } from './booking-decision-mail.job.js';
import { bookingStatusNotice } from './booking-status-notice.job.js';
import { damageReportedMessage, damageResolvedMessage } from './damage-notice.job.js';
import { identityDecisionMessage } from './identity-decision-notice.job.js';
import { listingReviewMessage } from './listing-review-notice.job.js';
import { overdueNoticeMessage } from './overdue-notice.job.js';
import { protectionDecisionMessage } from './protection-decision-notice.job.js';
import {
  bookingDecisionPush,
  damageClaimPush,
  messagePush,
  rentalRequestPush,
} from './push-notifications.job.js';
import { rentalRequestMail } from './rental-request-mail.job.js';
import { rentalRequestMessage } from './rental-request-message.job.js';
import { reportOutcomeMessage } from './report-outcome-notice.job.js';
import { scheduleMessageMail } from './schedule-message-mail.job.js';
import { sendPasswordChangedEmail } from './send-password-changed-email.job.js';
import { sendPasswordResetEmail } from './send-password-reset-email.job.js';
import { sendRegistrationAttemptEmail } from './send-registration-attempt-email.job.js';
import { sendRequestedVerificationEmail, sendVerificationEmail } from './send-verification-email.job.js';

/** What the consumers need from the worker that runs them. */
export interface MessagingSubscriptionDeps {
  /** The transport every mail goes out through. */
  mailer: Mailer;
  /** The Web Push sender every system notification goes out through. */
  push: PushSender;
  /** The new-message mail's quiet period. */
  quietMs: number;
  /** The worker's own queue, on which `message.sent` schedules the new-message mail. */
  ownQueue: (deps: WorkerDeps) => Queue;
}

/**
 * The events messaging consumes, each consumer named once beside the handler it runs (its job's name). Every
 * consumer is idempotent on the event id (unique keys on what it writes), or, for the account mails, sends at
 * least once.
 */
export function messagingSubscriptions({ mailer, push, quietMs, ownQueue }: MessagingSubscriptionDeps) {
  const cardUpdate = {
    'booking-card-update': (event: { payload: Parameters<typeof bookingCardUpdate>[0] }, deps: WorkerDeps) =>
      bookingCardUpdate(event.payload, deps),
  };
  return {
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
      'rental-request-push': (event, deps) => rentalRequestPush(event, deps, push),
    },
    'booking.status_changed': {
      'booking-status-notice': (event, deps, job) => bookingStatusNotice(event, deps, job),
      ...cardUpdate,
    },
    'booking.approved': {
      'booking-decision-mail': (event, deps) => bookingDecisionMail(event, deps, mailer),
      'booking-decision-push': (event, deps) => bookingDecisionPush(event, deps, push),
    },
    'booking.rejected': {
      'booking-decision-mail': (event, deps) => bookingDecisionMail(event, deps, mailer),
      'booking-decision-push': (event, deps) => bookingDecisionPush(event, deps, push),
    },
    'booking.overdue': {
      'overdue-notice': (event, deps, job) => overdueNoticeMessage(event, deps, job),
      ...cardUpdate,
    },
    'booking.damage_reported': {
      'damage-notice': (event, deps, job) => damageReportedMessage(event, deps, job),
      'damage-claim-push': (event, deps) => damageClaimPush(event, deps, push),
      ...cardUpdate,
    },
    'booking.damage_resolved': {
      'damage-notice': (event, deps, job) => damageResolvedMessage(event, deps, job),
      ...cardUpdate,
    },
    'booking.protection_decided': {
      'protection-decision-notice': (event, deps, job) => protectionDecisionMessage(event, deps, job),
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
    'identity_check.decided': {
      'identity-decision-notice': (event, deps, job) => identityDecisionMessage(event, deps, job),
    },
    'report.resolved': {
      'report-outcome-notice': (event, deps, job) => reportOutcomeMessage(event, deps, job),
    },
    'message.sent': {
      'schedule-message-mail': (event, deps) => scheduleMessageMail(event, ownQueue(deps), quietMs),
      'message-push': (event, deps) => messagePush(event, deps, push),
    },
  } satisfies EventSubscriptions;
}
