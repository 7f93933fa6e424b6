import {
  AUTO_COMPLETE_DAYS,
  consumeInline,
  consumeWhen,
  type EventEnvelope,
  type EventSubscriptions,
  REVIEW_WINDOW_DAYS,
  rentalDueAt,
} from '@koalarent/core';
import { scheduleTimer as schedule, TimerJob } from './timer-jobs.js';

const DAY_MS = 24 * 3600_000;

/** The statuses whose change sets a timer (see `schedule-timers`). */
const TIMED_STATUSES: ReadonlySet<string> = new Set(['with_renter', 'returned', 'completed']);

/**
 * Timers are scheduled from the booking's own events, after the change committed: a crash between the commit and
 * the schedule cannot lose one, because the outbox relay delivers the event again until the job is on the queue.
 * Each only puts a delayed job on the queue (idempotent, by its fixed id), so each runs inline when this worker
 * publishes the event it committed: the delayed job's add alone, without a consumer job (its add, fetch and
 * completion) before it.
 */
export const timerSubscriptions = {
  'booking.requested': {
    'schedule-expiry': consumeInline((event, deps) =>
      schedule(deps, TimerJob.ExpireRequest, event.payload.bookingId, new Date(event.payload.expiresAt)),
    ),
  },
  'booking.status_changed': {
    // Only three statuses set a timer: every other change (most of them, a new request first) makes no job at all.
    'schedule-timers': consumeWhen(
      (event) => TIMED_STATUSES.has(event.payload.status),
      consumeInline(async (event: EventEnvelope<'booking.status_changed'>, deps) => {
        const { bookingId, status, endDate } = event.payload;
        const at = new Date(event.occurredAt);
        if (status === 'with_renter')
          await schedule(deps, TimerJob.MarkOverdue, bookingId, rentalDueAt(endDate));
        if (status === 'returned')
          await schedule(
            deps,
            TimerJob.AutoComplete,
            bookingId,
            new Date(at.getTime() + AUTO_COMPLETE_DAYS * DAY_MS),
          );
        if (status === 'completed')
          await schedule(
            deps,
            TimerJob.CloseReviews,
            bookingId,
            new Date(at.getTime() + REVIEW_WINDOW_DAYS * DAY_MS),
          );
      }),
    ),
  },
  'booking.damage_reported': {
    'schedule-claim-expiry': consumeInline((event, deps) =>
      schedule(deps, TimerJob.AutoAcceptClaim, event.payload.bookingId, new Date(event.payload.respondBy)),
    ),
  },
} satisfies EventSubscriptions;
