import { createQueue, type JobHandler, parsedJob, type WorkerDeps } from '@koalarent/core';
import type { Queue } from 'bullmq';
import { z } from 'zod';
import { autoAcceptClaim } from './auto-accept-claim.job.js';
import { autoComplete } from './auto-complete.job.js';
import { closeReviews } from './close-reviews.job.js';
import { expireRequest } from './expire-request.job.js';
import { markOverdue } from './mark-overdue.job.js';
import type { TimerWork } from './on-booking.js';
import { sweepBookings } from './sweep-bookings.job.js';
import { syncCalendarImportJob } from './sync-calendar-import.job.js';
import { syncCalendarImportsJob } from './sync-calendar-imports.job.js';

/**
 * The bookings queue's plain jobs (issue 22 §4): one union of names, each payload's schema beside it, and the
 * handler table checked against the names, so a job without a handler, or a handler without a name, does not
 * compile, and a payload is parsed, never cast.
 */
export const TimerJob = {
  ExpireRequest: 'expire-request',
  MarkOverdue: 'mark-overdue',
  AutoComplete: 'auto-complete',
  AutoAcceptClaim: 'auto-accept-claim',
  CloseReviews: 'close-reviews',
  Sweep: 'sweep-bookings',
  /** Issue 23 §3: every imported calendar due for a sync (on a schedule). */
  SyncCalendarImports: 'sync-calendar-imports',
  /** Issue 23 §3: one imported calendar, now (queued when the owner adds it). */
  SyncCalendarImport: 'sync-calendar-import',
} as const;
export type TimerJobName = (typeof TimerJob)[keyof typeof TimerJob];
/** The timers set for one booking (every job but the sweep and the calendar syncs). */
export type BookingTimerJobName = Exclude<
  TimerJobName,
  typeof TimerJob.Sweep | typeof TimerJob.SyncCalendarImports | typeof TimerJob.SyncCalendarImport
>;

/** A booking timer's payload: the booking it was set for. */
const BookingTimerPayload = z.object({ bookingId: z.number().int().positive() });
type BookingTimerPayload = z.infer<typeof BookingTimerPayload>;

/** A calendar sync's payload: the import it syncs. */
const CalendarImportPayload = z.object({ importId: z.number().int().positive().max(2_147_483_647) });
type CalendarImportPayload = z.infer<typeof CalendarImportPayload>;

const queues = new WeakMap<WorkerDeps, Queue>();
function bookingsQueue(deps: WorkerDeps): Queue {
  let queue = queues.get(deps);
  if (!queue) {
    queue = createQueue('bookings', deps.redis, deps.config.REDIS_PREFIX);
    queues.set(deps, queue);
  }
  return queue;
}

/**
 * Puts a timer on the queue. Its id is the job and the booking, so the event being delivered twice schedules it
 * once; a time already past runs it at once.
 */
export async function scheduleTimer(
  deps: WorkerDeps,
  name: BookingTimerJobName,
  bookingId: number,
  at: Date,
): Promise<void> {
  const payload: BookingTimerPayload = { bookingId };
  await bookingsQueue(deps).add(name, payload, {
    jobId: `${name}-${bookingId}`,
    delay: Math.max(0, at.getTime() - Date.now()),
  });
}

/**
 * Queues one imported calendar's sync now. Its id names the import and the moment, so a second "add" in the same
 * second queues one sync.
 */
export async function queueCalendarSync(deps: WorkerDeps, importId: number): Promise<void> {
  const payload: CalendarImportPayload = { importId };
  await bookingsQueue(deps).add(TimerJob.SyncCalendarImport, payload, {
    jobId: `${TimerJob.SyncCalendarImport}-${importId}-${Math.floor(Date.now() / 1000)}`,
    attempts: 2,
    backoff: { type: 'fixed', delay: 5_000 },
    removeOnComplete: 100,
    removeOnFail: 100,
  });
}

/** A booking timer's handler: its payload parsed (a malformed one fails before any work), then the work on its booking. */
const byBooking = (work: TimerWork): JobHandler =>
  parsedJob(BookingTimerPayload, async ({ bookingId }, deps) => ({ acted: await work(deps, bookingId) }));

export const timerJobs = {
  [TimerJob.ExpireRequest]: byBooking(expireRequest),
  [TimerJob.MarkOverdue]: byBooking(markOverdue),
  [TimerJob.AutoComplete]: byBooking(autoComplete),
  [TimerJob.AutoAcceptClaim]: byBooking(autoAcceptClaim),
  [TimerJob.CloseReviews]: byBooking(closeReviews),
  [TimerJob.Sweep]: (_job, deps) => sweepBookings(deps),
  [TimerJob.SyncCalendarImports]: (_job, deps) => syncCalendarImportsJob(deps),
  [TimerJob.SyncCalendarImport]: parsedJob(CalendarImportPayload, ({ importId }, deps) =>
    syncCalendarImportJob(deps, importId),
  ),
} satisfies Record<TimerJobName, JobHandler>;
