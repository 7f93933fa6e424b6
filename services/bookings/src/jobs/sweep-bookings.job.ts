import { AUTO_COMPLETE_DAYS, REVIEW_WINDOW_DAYS, type WorkerDeps } from '@koalarent/core';
import { type BookingTimer, statusesFrom } from '../booking/state-machine.js';
import { autoAcceptClaim } from './auto-accept-claim.job.js';
import { autoComplete } from './auto-complete.job.js';
import { closeReviews } from './close-reviews.job.js';
import { expireRequest } from './expire-request.job.js';
import { markOverdue } from './mark-overdue.job.js';
import type { TimerWork } from './on-booking.js';

/** The statuses a timer acts from, as an SQL list (the state machine's own constants, never input). */
function fromOf(timer: BookingTimer): string {
  return statusesFrom(timer)
    .map((status) => `'${status}'`)
    .join(', ');
}

const timerWork = {
  expireRequest,
  markOverdue,
  autoComplete,
  autoAcceptClaim,
  closeReviews,
} satisfies Record<string, TimerWork>;

/**
 * Every ten minutes, the timers that are due but did not run (Redis lost its delayed jobs, a schedule failed) are
 * run from what the database says is due. Each handler checks the state again, so running twice is harmless.
 */
export async function sweepBookings(deps: WorkerDeps): Promise<Record<string, number>> {
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
  for (const [name, list] of Object.entries(due) as [keyof typeof timerWork, number[]][]) {
    done[name] = 0;
    for (const id of list) if (await timerWork[name](deps, id)) done[name]++;
  }
  return done;
}
