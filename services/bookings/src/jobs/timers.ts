import {
  AUTO_COMPLETE_DAYS,
  consumeInline,
  consumeWhen,
  createQueue,
  type EntityManager,
  type EventEnvelope,
  type EventSubscriptions,
  lateFeeCents,
  REVIEW_WINDOW_DAYS,
  recordEvent,
  rentalDueAt,
  type WorkerDeps,
} from '@koalarent/core';
import { LockMode } from '@mikro-orm/core';
import type { Job, Queue } from 'bullmq';
import { type BookingTimer, mayTake, statusesFrom } from '../booking/state-machine.js';
import { settleClaim } from '../commands/damage.js';
import { publishReviews } from '../commands/review.js';
import { completeBooking } from '../commands/settle.js';
import { changeStatus, eventBase, paymentsOf } from '../commands/shared.js';
import { cancelBooking } from '../commands/transitions.js';
import { Booking } from '../entities/booking.entity.js';
import { DamageClaim } from '../entities/damage-claim.entity.js';

/** The statuses a timer acts from, as an SQL list (the state machine's own constants, never input). */
function fromOf(timer: BookingTimer): string {
  return statusesFrom(timer)
    .map((status) => `'${status}'`)
    .join(', ');
}

const DAY_MS = 24 * 3600_000;
const SYSTEM = { userId: null, role: 'system' } as const;

/** The delayed jobs of the bookings worker, by job name. */
export const TimerJob = {
  ExpireRequest: 'expire-request',
  MarkOverdue: 'mark-overdue',
  AutoComplete: 'auto-complete',
  AutoAcceptClaim: 'auto-accept-claim',
  CloseReviews: 'close-reviews',
  Sweep: 'sweep-bookings',
} as const;

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
async function schedule(deps: WorkerDeps, name: string, bookingId: number, at: Date): Promise<void> {
  await bookingsQueue(deps).add(
    name,
    { bookingId },
    { jobId: `${name}-${bookingId}`, delay: Math.max(0, at.getTime() - Date.now()) },
  );
}

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

/** Runs a timer's work on the locked booking in one transaction; a booking that moved on is left alone. */
async function onBooking(
  deps: WorkerDeps,
  bookingId: number,
  work: (tx: EntityManager, booking: Booking) => Promise<boolean>,
) {
  return deps.orm.em.fork().transactional(async (tx) => {
    const booking = await tx.findOne(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    return booking ? work(tx, booking) : false;
  });
}

/** Each timer acts only if the booking is still in the state the timer was set for. */
export const timerHandlers = {
  /** 48 hours without an answer: the request is cancelled and every hold released. */
  expireRequest: (deps: WorkerDeps, bookingId: number) =>
    onBooking(deps, bookingId, async (tx, booking) => {
      if (!mayTake('expireRequest', booking.status, 'system')) return false;
      await cancelBooking(
        tx,
        booking,
        'system',
        SYSTEM,
        paymentsOf(deps),
        'The owner did not answer within 48 hours.',
      );
      return true;
    }),
  /** The end date passed with the item still out: flagged, and both sides are told with the fee so far. */
  markOverdue: (deps: WorkerDeps, bookingId: number) =>
    onBooking(deps, bookingId, async (tx, booking) => {
      if (!mayTake('markOverdue', booking.status, 'system') || booking.overdueAt) return false;
      booking.overdueAt = new Date();
      recordEvent(tx, 'booking.overdue', {
        ...(await eventBase(booking, SYSTEM)),
        lateFee: lateFeeCents(booking.endDate, new Date(), booking.dailyPriceCents) / 100,
      });
      return true;
    }),
  /** Three days after the return with no damage report: completed, deposit released (less any late fee). */
  autoComplete: (deps: WorkerDeps, bookingId: number) =>
    onBooking(deps, bookingId, async (tx, booking) => {
      if (!mayTake('autoComplete', booking.status, 'system') || (await tx.findOne(DamageClaim, { booking })))
        return false;
      await completeBooking(
        tx,
        booking,
        SYSTEM,
        paymentsOf(deps),
        booking.lateFeeCents,
        'Completed automatically',
      );
      return true;
    }),
  /** 72 hours without an answer to a damage report: it counts as accepted. */
  autoAcceptClaim: (deps: WorkerDeps, bookingId: number) =>
    onBooking(deps, bookingId, async (tx, booking) => {
      const claim = await tx.findOne(DamageClaim, { booking });
      if (!mayTake('autoAcceptClaim', booking.status, 'system') || !claim || claim.status !== 'open')
        return false;
      await settleClaim(
        tx,
        booking,
        claim,
        claim.amountCents,
        'auto_accepted',
        SYSTEM,
        paymentsOf(deps),
        null,
      );
      return true;
    }),
  /** The 14-day window closed: whatever was written is published. */
  closeReviews: (deps: WorkerDeps, bookingId: number) =>
    onBooking(deps, bookingId, async (tx, booking) => (await publishReviews(tx, booking)) > 0),
};

/**
 * Every ten minutes, the timers that are due but did not run (Redis lost its delayed jobs, a schedule failed) are
 * run from what the database says is due. Each handler checks the state again, so running twice is harmless.
 */
async function sweep(deps: WorkerDeps): Promise<Record<string, number>> {
  const conn = deps.orm.em.getConnection();
  const ids = async (sql: string) => ((await conn.execute(sql)) as { id: number }[]).map((r) => r.id);
  const due = {
    expireRequest: await ids(
      `select id from bookings where status in (${fromOf('expireRequest')}) and expires_at <= now() limit 500`,
    ),
    markOverdue: await ids(
      `select id from bookings where status in (${fromOf('markOverdue')}) and overdue_at is null and end_date + 1 <= (now() at time zone 'UTC')::date limit 500`,
    ),
    autoComplete: await ids(
      `select b.id from bookings b where b.status in (${fromOf('autoComplete')}) and b.returned_at <= now() - interval '${AUTO_COMPLETE_DAYS} days'
         and not exists (select 1 from damage_claims c where c.booking_id = b.id) limit 500`,
    ),
    autoAcceptClaim: await ids(
      `select c.booking_id as id from damage_claims c join bookings b on b.id = c.booking_id
        where c.status = 'open' and c.respond_by <= now() and b.status in (${fromOf('autoAcceptClaim')}) limit 500`,
    ),
    closeReviews: await ids(
      `select distinct r.booking_id as id from reviews r join bookings b on b.id = r.booking_id
        where r.published_at is null and b.completed_at <= now() - interval '${REVIEW_WINDOW_DAYS} days' limit 500`,
    ),
  };
  const done: Record<string, number> = {};
  for (const [name, list] of Object.entries(due) as [keyof typeof timerHandlers, number[]][]) {
    done[name] = 0;
    for (const id of list) if (await timerHandlers[name](deps, id)) done[name]++;
  }
  return done;
}

const byBooking =
  (handler: (deps: WorkerDeps, bookingId: number) => Promise<boolean>) =>
  async (job: Job, deps: WorkerDeps) => ({
    acted: await handler(deps, Number((job.data as { bookingId: number }).bookingId)),
  });

export const timerJobs = {
  [TimerJob.ExpireRequest]: byBooking(timerHandlers.expireRequest),
  [TimerJob.MarkOverdue]: byBooking(timerHandlers.markOverdue),
  [TimerJob.AutoComplete]: byBooking(timerHandlers.autoComplete),
  [TimerJob.AutoAcceptClaim]: byBooking(timerHandlers.autoAcceptClaim),
  [TimerJob.CloseReviews]: byBooking(timerHandlers.closeReviews),
  [TimerJob.Sweep]: (_job: Job, deps: WorkerDeps) => sweep(deps),
};

export { changeStatus };
