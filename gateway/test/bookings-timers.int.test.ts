import { createRedis, rentalDueAt } from '@koalarent/core';
import { type Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type BookingJson,
  book,
  bookableItem,
  bookingBody,
  bookingRow,
  bookingSuite,
  card,
  day,
  eventsOf,
  eventually,
  type PricedItem,
  rest,
  restOk,
  sqlOf,
  viewBooking,
} from './bookings-fixtures.js';
import type { Member } from './catalog-fixtures.js';
import type { TestStack } from './harness.js';

/**
 * The bookings worker's delayed jobs (issue §3, §5, §7): each is found on the `bookings` queue under its id, its delay
 * checked, then promoted so it runs now, and its effect asserted. The ten-minute sweep is checked with times moved
 * into the past in SQL: it acts on what the database says is due, whatever Redis lost.
 */

const HOUR = 3600_000;
const DAY = 24 * HOUR;

// Bounds against a hang, not targets: on a loaded two-core CI machine these files run several times slower.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const world = bookingSuite(['owner', 'renter']);

let stack: TestStack;
let admin: Member;
let owner: Member;
let renter: Member;
let item: PricedItem;
let redis: Redis;
let queue: Queue;
let offset = 10;

beforeAll(async () => {
  ({
    stack,
    admin,
    members: { owner, renter },
  } = world());
  // Many units: every test books its own dates, none waits for another's to end.
  item = await bookableItem(stack, owner, admin, { quantity: 50, pricePerDay: 45, securityDeposit: 300 });
  redis = createRedis(stack.config.REDIS_URL);
  queue = new Queue('bookings', { connection: redis, prefix: `${stack.config.REDIS_PREFIX}:bull` });
});

afterAll(async () => {
  await queue?.close();
  await redis?.quit();
});

/** A fresh pending booking on its own dates. */
async function pending(days = 2): Promise<BookingJson> {
  offset += days + 1;
  return book(renter, bookingBody(item, day(offset), day(offset + days - 1), card()));
}

/** Waits for the delayed job the booking's event scheduled. */
function delayedJob(id: string): Promise<Job> {
  return eventually(async () => {
    const job = await queue.getJob(id);
    if (!job) throw new Error(`no job ${id} yet`);
    expect(await job.getState()).toBe('delayed');
    return job;
  });
}

/** The job's due time is `at` (give or take the seconds the event took to arrive). */
function expectDueAt(job: Job, at: number) {
  expect(Math.abs(job.timestamp + (job.opts.delay ?? job.delay) - at)).toBeLessThan(15_000);
}

/** Runs the delayed job now and waits for its result. */
async function promoteAndWait(job: Job): Promise<{ acted: boolean }> {
  await job.promote();
  return eventually(async () => {
    const done = await queue.getJob(job.id!);
    expect(done?.finishedOn, `job ${job.id} did not finish: ${done?.failedReason ?? ''}`).toBeTruthy();
    return done!.returnvalue as { acted: boolean };
  });
}

async function returned(): Promise<BookingJson> {
  const booking = await pending();
  await restOk(owner, 'approve', booking.id);
  await restOk(renter, 'received', booking.id);
  return restOk(renter, 'returned', booking.id, { notes: '' });
}

describe('delayed jobs', () => {
  it('an unanswered request expires after 48 hours: cancelled by the system, every hold released', async () => {
    const booking = await pending();
    const job = await delayedJob(`expire-request-${booking.id}`);
    // 48 hours after the request (created_at is the database's clock, expiresAt the worker's).
    const created = Date.parse(String((await bookingRow(stack, booking.id)).created_at));
    expect(Math.abs(Date.parse(booking.expiresAt) - created - 48 * HOUR)).toBeLessThan(5_000);
    expectDueAt(job, Date.parse(booking.expiresAt));
    expect(await promoteAndWait(job)).toEqual({ acted: true });
    expect(await viewBooking(renter, booking.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'system',
      paymentStatus: 'refunded',
    });
    const row = await bookingRow(stack, booking.id);
    const holds = await sqlOf(stack)('select status from sandbox_payments where id in (?, ?)', [
      row.rent_payment_ref,
      row.deposit_payment_ref,
    ]);
    expect(holds).toEqual([{ status: 'released' }, { status: 'released' }]);
    expect(await eventsOf(stack, booking.id, 'booking.cancelled')).toMatchObject([
      { payload: { cancelledBy: 'system', actorId: null } },
    ]);
  });

  it('an expiry that comes after the owner answered does nothing', async () => {
    const booking = await pending();
    const job = await delayedJob(`expire-request-${booking.id}`);
    await restOk(owner, 'approve', booking.id);
    expect(await promoteAndWait(job)).toEqual({ acted: false });
    expect((await viewBooking(renter, booking.id)).status).toBe('approved');
  });

  it('at the end date an item still out is flagged overdue and both sides are told', async () => {
    const booking = await pending(3);
    await restOk(owner, 'approve', booking.id);
    await restOk(renter, 'received', booking.id);
    const job = await delayedJob(`mark-overdue-${booking.id}`);
    // Due at the midnight (UTC) after the inclusive end date.
    expectDueAt(job, rentalDueAt(booking.endDate).getTime());
    expect(await promoteAndWait(job)).toEqual({ acted: true });
    expect((await bookingRow(stack, booking.id)).overdue_at).not.toBeNull();
    expect(await eventsOf(stack, booking.id, 'booking.overdue')).toMatchObject([
      { payload: { ownerId: owner.id, renterId: renter.id, lateFee: 0 } },
    ]);
  });

  it('a rental received after its end date is flagged at once, with the late fee so far', async () => {
    const booking = await pending();
    await restOk(owner, 'approve', booking.id);
    await sqlOf(stack)('update bookings set start_date = ?, end_date = ? where id = ?', [
      day(-4),
      day(-3),
      booking.id,
    ]);
    await restOk(renter, 'received', booking.id);
    // Due in the past: the job runs as soon as it is added.
    const events = await eventually(async () => {
      const found = await eventsOf(stack, booking.id, 'booking.overdue');
      expect(found).toHaveLength(1);
      return found;
    });
    expect(Number(events[0]!.payload.lateFee)).toBeGreaterThanOrEqual(2 * 45);
    const view = await viewBooking(renter, booking.id);
    expect(view).toMatchObject({ status: 'with_renter', overdue: true });
    expect(view.lateFee).toBe(events[0]!.payload.lateFee);
  });

  it('a return with no damage report completes after 3 days: deposit released, owner paid the rent', async () => {
    const booking = await returned();
    const job = await delayedJob(`auto-complete-${booking.id}`);
    expectDueAt(job, Date.parse(String(booking.returnedAt)) + 3 * DAY);
    expect(await promoteAndWait(job)).toEqual({ acted: true });
    expect(await viewBooking(owner, booking.id)).toMatchObject({
      status: 'completed',
      paymentStatus: 'paid',
      ownerPayout: 90,
    });
    const completedEvent = (await eventsOf(stack, booking.id, 'booking.status_changed')).at(-1)!;
    expect(completedEvent.payload).toMatchObject({
      from: 'returned',
      status: 'completed',
      actorId: null,
      notes: 'Completed automatically',
    });
  });

  it('an unanswered damage claim is accepted after 72 hours; auto-completion leaves a claimed booking alone', async () => {
    const booking = await returned();
    const reported = await restOk(owner, 'reportDamage', booking.id, { amount: 40, reason: 'Bent handle' });
    const respondBy = Date.parse(String(reported.damageClaim?.respondBy));
    expect(Math.abs(respondBy - (Date.now() + 72 * HOUR))).toBeLessThan(15_000);
    const claimJob = await delayedJob(`auto-accept-claim-${booking.id}`);
    expectDueAt(claimJob, respondBy);
    const completeJob = await delayedJob(`auto-complete-${booking.id}`);
    expect(await promoteAndWait(completeJob)).toEqual({ acted: false });
    expect((await viewBooking(owner, booking.id)).status).toBe('returned');
    expect(await promoteAndWait(claimJob)).toEqual({ acted: true });
    expect(await viewBooking(renter, booking.id)).toMatchObject({
      status: 'completed',
      ownerPayout: 90 + 40,
      damageClaim: { status: 'auto_accepted', ownerAmount: 40 },
    });
    expect(await eventsOf(stack, booking.id, 'booking.damage_resolved')).toMatchObject([
      { payload: { resolution: 'auto_accepted', ownerAmount: 40, actorId: null } },
    ]);
  });

  it('the review window closes after 14 days: a lone review is published, ratings follow', async () => {
    const booking = await returned();
    const completed = await restOk(owner, 'confirmCondition', booking.id);
    const job = await delayedJob(`close-reviews-${booking.id}`);
    expectDueAt(job, Date.parse(String(completed.completedAt)) + 14 * DAY);
    expect((await rest(renter, 'review', booking.id, { rating: 3, comment: 'Fine' })).status).toBe(200);
    const hidden = await sqlOf(stack)('select published_at from reviews where booking_id = ?', [booking.id]);
    expect(hidden).toEqual([{ published_at: null }]);
    expect(await promoteAndWait(job)).toEqual({ acted: true });
    const published = await sqlOf(stack)('select published_at from reviews where booking_id = ?', [
      booking.id,
    ]);
    expect(published[0]!.published_at).not.toBeNull();
    expect(await eventsOf(stack, booking.id, 'review.published')).toHaveLength(1);
    const ownerNow = await owner.client.request<{ reviewCount: number }>('GET', `/api/users/${owner.id}`);
    expect(ownerNow.body.reviewCount).toBeGreaterThanOrEqual(1);
    // Once the window has really closed, no more reviews.
    await sqlOf(stack)(`update bookings set completed_at = now() - interval '15 days' where id = ?`, [
      booking.id,
    ]);
    const tooLate = await rest(owner, 'review', booking.id, { rating: 5 });
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe('The review window for this rental has closed.');
  });
});

describe('the sweep', () => {
  it('runs every timer that is due by the database, whatever Redis holds', async () => {
    const sql = sqlOf(stack);
    // Due expiry.
    const expiring = await pending();
    await sql(`update bookings set expires_at = now() - interval '1 minute' where id = ?`, [expiring.id]);
    // Out past its end date, not flagged.
    const late = await pending();
    await restOk(owner, 'approve', late.id);
    await restOk(renter, 'received', late.id);
    await eventually(async () => expect(await queue.getJob(`mark-overdue-${late.id}`)).toBeTruthy());
    await sql('update bookings set start_date = ?, end_date = ? where id = ?', [day(-6), day(-5), late.id]);
    // Returned four days ago, no claim.
    const forgotten = await returned();
    await sql(`update bookings set returned_at = now() - interval '4 days' where id = ?`, [forgotten.id]);
    // A claim nobody answered within 72 hours.
    const claimed = await returned();
    await restOk(owner, 'reportDamage', claimed.id, { amount: 25, reason: 'Scuffed' });
    await sql(`update damage_claims set respond_by = now() - interval '1 minute' where booking_id = ?`, [
      claimed.id,
    ]);
    // Completed fifteen days ago with one hidden review.
    const reviewed = await returned();
    await restOk(owner, 'confirmCondition', reviewed.id);
    await restOk(owner, 'review', reviewed.id, { rating: 5 });
    await sql(`update bookings set completed_at = now() - interval '15 days' where id = ?`, [reviewed.id]);

    const sweep = await queue.add('sweep-bookings', {}, { jobId: `sweep-test-${Date.now()}` });
    const result = await eventually(async () => {
      const done = await queue.getJob(sweep.id!);
      expect(done?.finishedOn, done?.failedReason).toBeTruthy();
      return done!.returnvalue as Record<string, number>;
    });
    expect(result).toMatchObject({
      expireRequest: expect.any(Number),
      markOverdue: expect.any(Number),
      autoComplete: expect.any(Number),
      autoAcceptClaim: expect.any(Number),
      closeReviews: expect.any(Number),
    });
    for (const count of Object.values(result)) expect(count).toBeGreaterThanOrEqual(1);

    expect(await bookingRow(stack, expiring.id)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'system',
    });
    expect((await bookingRow(stack, late.id)).overdue_at).not.toBeNull();
    expect(await eventsOf(stack, late.id, 'booking.overdue')).toHaveLength(1);
    expect(await bookingRow(stack, forgotten.id)).toMatchObject({
      status: 'completed',
      owner_payout_cents: 9000,
    });
    expect(await bookingRow(stack, claimed.id)).toMatchObject({
      status: 'completed',
      owner_payout_cents: 11500,
    });
    const review = await sql('select published_at from reviews where booking_id = ?', [reviewed.id]);
    expect(review[0]!.published_at).not.toBeNull();

    // Run again: nothing is due any more, nothing acts twice.
    const again = await queue.add('sweep-bookings', {}, { jobId: `sweep-test-again-${Date.now()}` });
    const second = await eventually(async () => {
      const done = await queue.getJob(again.id!);
      expect(done?.finishedOn).toBeTruthy();
      return done!.returnvalue as Record<string, number>;
    });
    expect(second).toEqual({
      expireRequest: 0,
      markOverdue: 0,
      autoComplete: 0,
      autoAcceptClaim: 0,
      closeReviews: 0,
    });
    expect(await eventsOf(stack, late.id, 'booking.overdue')).toHaveLength(1);
  });
});
