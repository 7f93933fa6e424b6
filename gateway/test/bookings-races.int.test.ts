import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type BookingJson,
  bookableItem,
  bookingBody,
  bookingRow,
  card,
  checkLedgerAfterEach,
  day,
  eventsOf,
  gqlRequest,
  newKey,
  type PricedItem,
  priceOf,
  rest,
  restRequest,
  sqlOf,
} from './bookings-fixtures.js';
import { type Member, signedInAdmin, signedInMember } from './catalog-fixtures.js';
import { startStack, type TestStack } from './harness.js';

/**
 * Never a double booking (issue §2, §8): many renters asking for the same dates at the same moment, through the
 * real gateway and a real bookings worker. Also the idempotency of a request and the approve/cancel race.
 */

// Bounds against a hang, not targets: on a loaded two-core CI machine these files run several times slower.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

let stack: TestStack;
let admin: Member;
let owner: Member;
let renters: Member[];

beforeAll(async () => {
  stack = await startStack();
  admin = await signedInAdmin(stack);
  owner = await signedInMember(stack);
  renters = [];
  // Ten at a time: each registration waits for its verification e-mail.
  for (let i = 0; i < 5; i++)
    renters.push(...(await Promise.all(Array.from({ length: 10 }, () => signedInMember(stack)))));
});

afterAll(async () => {
  await stack?.stop();
});

checkLedgerAfterEach(() => stack);

interface Round {
  ok: number;
  conflicts: number;
  serverErrors: number;
  other: string[];
  ms: number;
}

/** Every renter asks for the same item and dates at once, each with their own key; tallies the answers. */
async function round(item: PricedItem, startDate: string, endDate: string): Promise<Round> {
  const started = Date.now();
  const answers = await Promise.all(
    renters.map((renter) =>
      restRequest(renter, bookingBody(item, startDate, endDate, card()), newKey('race')),
    ),
  );
  const tally: Round = { ok: 0, conflicts: 0, serverErrors: 0, other: [], ms: Date.now() - started };
  for (const res of answers) {
    if (res.status === 200 || res.status === 201) tally.ok++;
    else if (res.status === 409 && res.body.message === 'These dates are no longer available')
      tally.conflicts++;
    else if (res.status >= 500) tally.serverErrors++;
    else tally.other.push(`${res.status} ${JSON.stringify(res.body)}`);
  }
  return tally;
}

async function activeBookings(itemId: number, startDate: string) {
  return sqlOf(stack)(
    `select id, renter_id from bookings where item_id = ? and start_date = ?
        and status in ('pending_approval','approved','awaiting_pickup','in_transit','with_renter')`,
    [itemId, startDate],
  );
}

describe('booking races through REST', () => {
  it('50 renters at once for a single-unit item: exactly one booking, 49 × 409, no 5xx — 20 rounds', async () => {
    const item = await bookableItem(stack, owner, admin, { quantity: 1 });
    const rounds: Round[] = [];
    for (let r = 0; r < 20; r++) {
      const start = day(10 + r * 3);
      const end = day(11 + r * 3);
      const tally = await round(item, start, end);
      rounds.push(tally);
      console.log(
        `race round ${r + 1}/20 (quantity 1, 50 renters): ${tally.ok} booked, ${tally.conflicts} × 409, ${tally.serverErrors} × 5xx, ${tally.other.length} other, ${tally.ms} ms`,
      );
      expect(tally.other).toEqual([]);
      expect(tally).toMatchObject({ ok: 1, conflicts: 49, serverErrors: 0 });
      expect(await activeBookings(item.id, start)).toHaveLength(1);
    }
    const ms = rounds.map((t) => t.ms).sort((a, b) => a - b);
    console.log(
      `race summary (quantity 1): 20 rounds × 50 requests: ${rounds.reduce((s, t) => s + t.ok, 0)} booked, ${rounds.reduce((s, t) => s + t.conflicts, 0)} × 409, ${rounds.reduce((s, t) => s + t.serverErrors, 0)} × 5xx; per round median ${ms[10]} ms, max ${ms[19]} ms`,
    );
  });

  it('50 renters at once for a quantity-3 item: exactly three bookings, 47 × 409 — 3 rounds', async () => {
    const item = await bookableItem(stack, owner, admin, { quantity: 3 });
    for (let r = 0; r < 3; r++) {
      const start = day(100 + r * 4);
      const tally = await round(item, start, day(102 + r * 4));
      console.log(
        `race round ${r + 1}/3 (quantity 3, 50 renters): ${tally.ok} booked, ${tally.conflicts} × 409, ${tally.serverErrors} × 5xx, ${tally.ms} ms`,
      );
      expect(tally.other).toEqual([]);
      expect(tally).toMatchObject({ ok: 3, conflicts: 47, serverErrors: 0 });
      const active = await activeBookings(item.id, start);
      expect(active).toHaveLength(3);
      expect(new Set(active.map((b) => b.renter_id)).size).toBe(3);
    }
  });
});

describe('idempotent requests', () => {
  it('REST: the same key and body 20 times at once make one booking and 20 identical answers', async () => {
    const item = await bookableItem(stack, owner, admin);
    const renter = renters[0]!;
    const body = bookingBody(item, day(200), day(202), card());
    const key = newKey('same');
    const answers = await Promise.all(Array.from({ length: 20 }, () => restRequest(renter, body, key)));
    expect(new Set(answers.map((a) => a.status)).size).toBe(1);
    expect([200, 201]).toContain(answers[0]!.status);
    const first = JSON.stringify(answers[0]!.body);
    for (const a of answers) expect(JSON.stringify(a.body)).toBe(first);
    const rows = await sqlOf(stack)('select id from bookings where item_id = ?', [item.id]);
    expect(rows).toEqual([{ id: answers[0]!.body.id }]);
    expect(await eventsOf(stack, answers[0]!.body.id, 'booking.requested')).toHaveLength(1);
    // One card saved for the twenty, one pair of holds.
    const holds = await sqlOf(stack)(
      `select count(*)::int as n from sandbox_payments p join bookings b
          on p.id in (b.rent_payment_ref, b.deposit_payment_ref) where b.id = ?`,
      [answers[0]!.body.id],
    );
    expect(holds[0]!.n).toBe(2);
    // Later, the same key and body answer the same booking again.
    const later = await restRequest(renter, body, key);
    expect(later.body.id).toBe(answers[0]!.body.id);

    // The same key with another body: 422, nothing written.
    const other = await restRequest(
      renter,
      { ...body, endDate: day(203), totalPrice: priceOf(item, day(200), day(203)).total },
      key,
    );
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This idempotency key was already used for a different request.');
    const otherCard = await restRequest(renter, { ...body, paymentMethod: card('5555 5555 5555 4444') }, key);
    expect(otherCard.status).toBe(422);
    expect(await sqlOf(stack)('select id from bookings where item_id = ?', [item.id])).toHaveLength(1);
  });

  it('GraphQL: the same idempotencyKey and input 20 times at once make one booking; another input is refused', async () => {
    const item = await bookableItem(stack, owner, admin);
    const renter = renters[1]!;
    const body = bookingBody(item, day(210), day(211), card());
    const key = newKey('gsame');
    const answers = await Promise.all(Array.from({ length: 20 }, () => gqlRequest(renter, body, key)));
    for (const a of answers) expect(a.body.errors, JSON.stringify(a.body.errors)).toBeUndefined();
    const first = JSON.stringify(answers[0]!.body.data);
    for (const a of answers) expect(JSON.stringify(a.body.data)).toBe(first);
    const booking = answers[0]!.body.data!.requestBooking;
    expect(booking).toMatchObject({
      status: 'pending_approval',
      paymentStatus: 'authorized',
      viewerRole: 'renter',
    });
    expect(await sqlOf(stack)('select id from bookings where item_id = ?', [item.id])).toEqual([
      { id: booking.id },
    ]);
    const other = await gqlRequest(renter, { ...body, message: 'Another message' }, key);
    expect(other.body.errors?.[0]).toMatchObject({
      message: 'This idempotency key was already used for a different request.',
      extensions: { code: 'UNPROCESSABLE' },
    });
    // A key is the member's own: another renter's identical key is their own request (and these dates are taken).
    const stranger = await gqlRequest(renters[2]!, body, key);
    expect(stranger.body.errors?.[0]?.message).toBe('These dates are no longer available');
  });
});

describe('the approve/cancel race', () => {
  it('owner approves while the renter cancels, 15 bookings: one winner each, a valid end state, a consistent ledger', async () => {
    const item = await bookableItem(stack, owner, admin, { pricePerDay: 40, securityDeposit: 100 });
    const bookings: BookingJson[] = [];
    for (let i = 0; i < 15; i++) {
      const renter = renters[i]!;
      const res = await restRequest(renter, bookingBody(item, day(300 + i * 2), day(301 + i * 2), card()));
      expect([200, 201]).toContain(res.status);
      bookings.push(res.body);
    }
    let approvedFirst = 0;
    for (const [i, booking] of bookings.entries()) {
      const renter = renters[i]!;
      const [approve, cancel] = await Promise.all([
        rest(owner, 'approve', booking.id),
        rest(renter, 'cancel', booking.id, { reason: 'Plans changed' }),
      ]);
      // Cancelling is allowed before and after approval, so the renter's cancel always lands; the approve lands
      // only when it ran first.
      expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
      expect([200, 409]).toContain(approve.status);
      const row = await bookingRow(stack, booking.id);
      expect(row).toMatchObject({ status: 'cancelled', cancelled_by: 'renter' });
      const approvedEvents = await eventsOf(stack, booking.id, 'booking.approved');
      const cancelledEvents = await eventsOf(stack, booking.id, 'booking.cancelled');
      expect(cancelledEvents).toHaveLength(1);
      if (approve.status === 200) {
        approvedFirst++;
        // Approved, then cancelled well ahead of the start: the rent comes back, the fee is kept.
        expect(row).toMatchObject({ payment_status: 'partially_refunded', refunded_cents: 8000 });
        expect(row!.approved_at).not.toBeNull();
        expect(approvedEvents).toHaveLength(1);
        expect(cancelledEvents[0]!.payload).toMatchObject({ refundedAmount: 80 });
      } else {
        expect(approve.body.message).toMatch(/cancelled/i);
        expect(row).toMatchObject({ payment_status: 'refunded', refunded_cents: 0, approved_at: null });
        expect(approvedEvents).toHaveLength(0);
      }
    }
    console.log(
      `approve/cancel race: ${approvedFirst} of 15 approved first, ${15 - approvedFirst} cancelled first`,
    );
  });

  it('owner rejects while the renter cancels: exactly one of them wins', async () => {
    const item = await bookableItem(stack, owner, admin);
    for (let i = 0; i < 10; i++) {
      const renter = renters[20 + i]!;
      const booking = (
        await restRequest(renter, bookingBody(item, day(400 + i * 2), day(400 + i * 2), card()))
      ).body;
      const [reject, cancel] = await Promise.all([
        rest(owner, 'reject', booking.id, { reason: 'Not available after all' }),
        rest(renter, 'cancel', booking.id, {}),
      ]);
      expect([reject.status, cancel.status].sort()).toEqual([200, 409]);
      const [row] = await sqlOf(stack)('select status, payment_status from bookings where id = ?', [
        booking.id,
      ]);
      expect(row).toEqual({
        status: reject.status === 200 ? 'rejected' : 'cancelled',
        payment_status: 'refunded',
      });
      const ends = [
        ...(await eventsOf(stack, booking.id, 'booking.rejected')),
        ...(await eventsOf(stack, booking.id, 'booking.cancelled')),
      ];
      expect(ends).toHaveLength(1);
    }
  });
});

describe('racing completions and reviews', () => {
  it('ten completions and ten reviews at once keep the counts, ratings and ranks derived from them right', async () => {
    const item = await bookableItem(stack, owner, admin, { pricePerDay: 10, securityDeposit: 20 });
    const renter = renters[40]!;
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const booking = (
        await restRequest(renter, bookingBody(item, day(500 + i * 2), day(500 + i * 2), card()))
      ).body;
      for (const [who, action] of [
        [owner, 'approve'],
        [renter, 'received'],
        [renter, 'returned'],
      ] as const)
        expect((await rest(who, action, booking.id, action === 'returned' ? { notes: '' } : {})).status).toBe(
          200,
        );
      ids.push(booking.id);
    }
    // The owner checks all ten in at once: each completion recounts the renter's completed rentals.
    const confirmed = await Promise.all(ids.map((id) => rest(owner, 'confirmCondition', id)));
    expect(confirmed.map((r) => r.status)).toEqual(Array(10).fill(200));
    const [renterRow] = await sqlOf(stack)('select items_rented from users where id = ?', [renter.id]);
    expect(renterRow).toEqual({ items_rented: 10 });

    // The owner reviews each first (hidden); then the renter's ten reviews land at once and publish them all.
    for (const id of ids) expect((await rest(owner, 'review', id, { rating: 4 })).status).toBe(200);
    const reviewed = await Promise.all(
      ids.map((id, i) => rest(renter, 'review', id, { rating: i < 5 ? 5 : 3 })),
    );
    expect(reviewed.map((r) => r.status)).toEqual(Array(10).fill(200));
    const [itemRow] = await sqlOf(stack)('select average_rating, review_count from items where id = ?', [
      item.id,
    ]);
    expect(itemRow).toEqual({ average_rating: 4, review_count: 10 });
    const [ownerRow] = await sqlOf(stack)('select rating, review_count from users where id = ?', [owner.id]);
    expect(ownerRow).toMatchObject({ rating: 4, review_count: 10 });
    const [renterNow] = await sqlOf(stack)(
      'select rating, review_count, koala_rank from users where id = ?',
      [renter.id],
    );
    // Ten completed rentals, 4 stars, verified e-mail: junior (senior asks 4.5+).
    expect(renterNow).toEqual({ rating: 4, review_count: 10, koala_rank: 'junior' });
  });
});
