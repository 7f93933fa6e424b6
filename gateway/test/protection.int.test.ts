import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type BookingJson,
  book,
  bookableItem,
  bookingBody,
  bookingSuite,
  card,
  day,
  gql,
  gqlRequest,
  moneyCounts,
  type PricedItem,
  rest,
  restOk,
  restRequest,
  type Sql,
  viewBooking,
} from './bookings-fixtures.js';
import type { Member } from './catalog-fixtures.js';
import type { TestStack } from './harness.js';

/**
 * Issue 26 §2, protection at checkout, through the real gateway and bookings worker: the fee (8 % of the rent, at
 * least 2.00) asked for over REST and GraphQL, captured with the rent on approval (the owner's and instant book's),
 * refunded with the rent where the cancellation policy refunds it, a damage claim above the deposit up to the cover
 * whose part above the deposit an admin approves and the protection account pays — never the renter — and the ledger
 * (its own account, every booking summing to zero; checked after each test with the sandbox's books).
 */

vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const world = bookingSuite(['owner', 'renter', 'trusted']);

let stack: TestStack;
let admin: Member;
let owner: Member;
let renter: Member;
let trusted: Member;
let sql: Sql;

beforeAll(() => {
  ({
    stack,
    admin,
    sql,
    members: { owner, renter, trusted },
  } = world());
});

/** The booking's ledger balances per account, in cents. */
async function balances(bookingId: number): Promise<Record<string, number>> {
  const rows = await sql(
    'select account, sum(amount_cents)::bigint as total from ledger_entries where booking_id = ? group by account',
    [bookingId],
  );
  return Object.fromEntries(rows.map((r) => [String(r.account), Number(r.total)]));
}

const sum = (b: Record<string, number>) => Object.values(b).reduce((a, n) => a + n, 0);

/** A protected 3-day rental of a 45/day item with a 300 deposit: rent 135.00, fee 20.25, protection 10.80. */
async function protectedBooking(
  item: PricedItem,
  offset: number,
  who: Member = renter,
): Promise<BookingJson> {
  return book(who, bookingBody(item, day(offset), day(offset + 2), card(), { protection: true }));
}

async function returned(booking: BookingJson, who: Member = renter): Promise<BookingJson> {
  await restOk(owner, 'approve', booking.id);
  await restOk(who, 'received', booking.id);
  return restOk(who, 'returned', booking.id, { notes: 'Back' });
}

describe('the terms and the request', () => {
  it('protectionTerms answers the configuration the server applies (8 %, at least 2.00, cover 1,000.00)', async () => {
    const res = await renter.client.graphql<{ protectionTerms: Record<string, number> }>(
      '{ protectionTerms { feePercent minimumFee cap } }',
    );
    expect(res.body.data?.protectionTerms).toEqual({ feePercent: 8, minimumFee: 2, cap: 1000 });
  });

  it('REST and GraphQL take protection and answer protectionFee; without it the fee is 0; the minimum applies', async () => {
    const item = await bookableItem(stack, owner, admin, { quantity: 10 });
    const viaRest = await protectedBooking(item, 10);
    expect(viaRest).toMatchObject({ totalPrice: 155.25, protectionFee: 10.8, protectionCover: 1000 });
    const viaGql = await gqlRequest(
      renter,
      bookingBody(item, day(14), day(16), card(), { protection: true }),
    );
    expect(viaGql.body.errors).toBeUndefined();
    expect(viaGql.body.data?.requestBooking).toMatchObject({ protectionFee: 10.8, protectionCover: 1000 });
    const plain = await book(renter, bookingBody(item, day(18), day(20), card()));
    expect(plain).toMatchObject({ protectionFee: 0, protectionCover: 0 });
    const off = await book(renter, bookingBody(item, day(22), day(22), card(), { protection: false }));
    expect(off.protectionFee).toBe(0);
    // The booking carries it when read again, by either side, through either door.
    expect((await viewBooking(owner, viaRest.id)).protectionFee).toBe(10.8);
    const read = await owner.client.graphql<{ booking: { protectionFee: number } }>(
      'query ($id: Int!) { booking(id: $id) { protectionFee } }',
      { id: viaGql.body.data!.requestBooking.id },
    );
    expect(read.body.data?.booking.protectionFee).toBe(10.8);
    // 8 % of a 5.00 rent is 0.40: the minimum fee, 2.00, is charged.
    const cheap = await bookableItem(stack, owner, admin, { pricePerDay: 5, securityDeposit: 0 });
    const small = await book(renter, bookingBody(cheap, day(24), day(24), card(), { protection: true }));
    expect(small.protectionFee).toBe(2);
    // The hold covers rent + fee + protection, and nothing is captured before approval.
    expect(await balances(viaRest.id)).toEqual({
      renter_card: -(15525 + 1080 + 30000),
      rent_hold: 16605,
      deposit_hold: 30000,
    });
  });

  it('a protection value that is not true or false is a 400 on it over REST (GraphQL refuses it too), and nothing is written', async () => {
    const item = await bookableItem(stack, owner, admin);
    const before = await moneyCounts(stack);
    for (const protection of ['yes', 1, { on: true }]) {
      const res = await restRequest(renter, bookingBody(item, day(30), day(31), card(), { protection }));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.fieldErrors?.protection).toBe('Protection must be true or false');
    }
    const viaGql = await gqlRequest(
      renter,
      bookingBody(item, day(30), day(31), card(), { protection: 'yes' }),
    );
    expect(viaGql.body.errors?.[0]?.message).toMatch(/protection|Boolean/);
    expect(viaGql.body.data?.requestBooking ?? null).toBeNull();
    expect(await moneyCounts(stack)).toEqual(before);
  });
});

describe('approval captures protection with the rent', () => {
  it("the owner's approval moves the fee to the protection account", async () => {
    const item = await bookableItem(stack, owner, admin);
    const booking = await protectedBooking(item, 40);
    const approved = await restOk(owner, 'approve', booking.id);
    expect(approved).toMatchObject({ status: 'approved', paymentStatus: 'paid', protectionFee: 10.8 });
    const after = await balances(booking.id);
    expect(after).toMatchObject({
      renter_card: -(15525 + 1080 + 30000),
      owner_payable: 13500,
      platform_fees: 2025,
      protection_fund: 1080,
      deposit_hold: 30000,
    });
    expect(sum(after)).toBe(0);
  });

  it("instant book's approval captures it too", async () => {
    // A trusted renter by the default rule: three completed rentals and a rating (set after the completions, which
    // recount it from reviews; the reviews themselves are instant-book.int's subject).
    const plain = await bookableItem(stack, owner, admin, { quantity: 10 });
    for (const start of [50, 53, 56]) {
      const b = await book(trusted, bookingBody(plain, day(start), day(start + 1), card()));
      await restOk(owner, 'approve', b.id);
      await restOk(trusted, 'received', b.id);
      await restOk(trusted, 'returned', b.id, { notes: '' });
      await restOk(owner, 'confirmCondition', b.id);
    }
    await sql('update users set rating = 5, review_count = 3 where id = ?', [trusted.id]);
    const instant = await bookableItem(stack, owner, admin, { instantBook: true });
    const booking = await protectedBooking(instant, 60, trusted);
    expect(booking).toMatchObject({ status: 'approved', paymentStatus: 'paid', protectionFee: 10.8 });
    expect(await balances(booking.id)).toMatchObject({ protection_fund: 1080, rent_hold: 0 });
  });
});

describe('cancellation refunds protection with the rent', () => {
  it('before approval every hold, protection included, is released', async () => {
    const item = await bookableItem(stack, owner, admin);
    const booking = await protectedBooking(item, 70);
    const cancelled = await restOk(renter, 'cancel', booking.id, { reason: 'Plans changed' });
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(sum(await balances(booking.id))).toBe(0);
    expect((await balances(booking.id)).renter_card).toBe(0);
  });

  it('early (48 hours or more before the start): rent and protection back, the service fee kept', async () => {
    const item = await bookableItem(stack, owner, admin);
    const booking = await protectedBooking(item, 74);
    const approved = await restOk(owner, 'approve', booking.id);
    expect((await viewBooking(renter, approved.id)).cancellationRefund).toBe(145.8);
    const cancelled = await restOk(renter, 'cancel', booking.id, {});
    expect(cancelled).toMatchObject({ refundedAmount: 145.8, paymentStatus: 'partially_refunded' });
    expect(await balances(booking.id)).toMatchObject({
      protection_fund: 0,
      platform_fees: 2025,
      owner_payable: 0,
    });
  });

  it('late: half the rent and half the protection back; where the policy keeps the rent it keeps protection', async () => {
    const item = await bookableItem(stack, owner, admin);
    const booking = await book(renter, bookingBody(item, day(1), day(3), card(), { protection: true }));
    await restOk(owner, 'approve', booking.id);
    const cancelled = await restOk(renter, 'cancel', booking.id, {});
    expect(cancelled).toMatchObject({ refundedAmount: 67.5 + 5.4, ownerPayout: 67.5 });
    expect(await balances(booking.id)).toMatchObject({ protection_fund: 540, owner_payable: 6750 });
  });

  it('the owner cancels after approving: everything back, protection included', async () => {
    const item = await bookableItem(stack, owner, admin);
    const booking = await protectedBooking(item, 78);
    await restOk(owner, 'approve', booking.id);
    const cancelled = await restOk(owner, 'cancel', booking.id, { reason: 'Broken before the rental' });
    expect(cancelled).toMatchObject({ refundedAmount: 166.05, paymentStatus: 'refunded' });
    expect(await balances(booking.id)).toMatchObject({ protection_fund: 0, renter_card: 0 });
  });
});

/**
 * The member's bell: their protection decision notices (issue 26 §2), written by the messaging worker from the
 * decision's `booking.protection_decided` event, as GraphQL answers them.
 */
async function protectionNotices(member: Member, bookingId: number) {
  const res = await member.client.graphql<{
    notifications: {
      senderId: number;
      bookingId: number | null;
      content: string;
      notice: {
        kind: string;
        params: { amountMinor: number | null; currency: string | null; note: string | null };
      };
    }[];
  }>(
    '{ notifications(first: 20) { senderId bookingId content notice { kind params { amountMinor currency note } } } }',
  );
  return (res.body.data?.notifications ?? []).filter(
    (n) => n.bookingId === bookingId && n.notice?.kind.startsWith('PROTECTION_'),
  );
}

const what = (booking: BookingJson, title: string) => {
  const date = (iso: string) =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${iso}T00:00:00Z`));
  return `"${title}" (${date(booking.startDate)} – ${date(booking.endDate)})`;
};

describe('a damage claim above the deposit', () => {
  it('request → approve → claim above the deposit → the renter pays the deposit only → an admin approves → the owner is paid from the protection account; the ledger sums to zero', async () => {
    const item = await bookableItem(stack, owner, admin);
    const booking = await returned(await protectedBooking(item, 80));
    // Above deposit + cover: refused with the limit, nothing written.
    const before = await moneyCounts(stack);
    const tooMuch = await rest(owner, 'reportDamage', booking.id, { amount: 1300.01, reason: 'Wrecked' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fieldErrors?.amount).toBe(
      "The damage amount can be at most $1300.00 (the deposit, less any late fee, plus the protection's cover of $1000.00).",
    );
    expect(await moneyCounts(stack)).toEqual(before);

    const reported = await restOk(owner, 'reportDamage', booking.id, {
      amount: 800,
      reason: 'Cracked housing',
    });
    expect(reported.damageClaim).toMatchObject({
      amount: 800,
      status: 'open',
      protectionAmount: 500,
      protectionStatus: 'pending',
      protectionPaid: null,
    });
    // The renter answers for the deposit's part only: accepting takes 300.00 of the deposit, no more.
    const accepted = await restOk(renter, 'respondToClaim', booking.id, { accept: true });
    expect(accepted).toMatchObject({
      status: 'completed',
      ownerPayout: 135 + 300,
      damageClaim: { status: 'accepted', ownerAmount: 300, protectionStatus: 'pending' },
    });
    // The admins' queue has it; the owner, the renter may not decide it.
    const queue = await admin.client.request<BookingJson[]>('GET', '/api/admin/protection-claims');
    expect(queue.status).toBe(200);
    expect(queue.body.map((b) => b.id)).toContain(booking.id);
    expect((await rest(owner, 'decideProtection', booking.id, { decision: 'approve' })).status).toBe(403);
    expect((await rest(renter, 'decideProtection', booking.id, { decision: 'approve' })).status).toBe(403);
    const bad = await rest(admin, 'decideProtection', booking.id, { decision: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.decision).toBe('The decision must be approve or reject');

    const decided = await restOk(admin, 'decideProtection', booking.id, {
      decision: 'approve',
      note: 'Photos show accidental damage',
    });
    expect(decided).toMatchObject({
      status: 'completed',
      ownerPayout: 135 + 300 + 500,
      damageClaim: { protectionStatus: 'approved', protectionPaid: 500 },
    });
    const ledger = await balances(booking.id);
    expect(ledger).toEqual({
      // Charged rent + fee + protection and the 300.00 deposit kept, never the 500.00 above it.
      renter_card: -(15525 + 1080 + 30000),
      rent_hold: 0,
      deposit_hold: 0,
      owner_payable: 13500 + 30000 + 50000,
      platform_fees: 2025,
      protection_fund: 1080 - 50000,
    });
    expect(sum(ledger)).toBe(0);
    const audit = await sql(
      `select action, after from audit_entries where target_type = 'booking' and target_id = ? and action like 'protection.%'`,
      [String(booking.id)],
    );
    expect(audit).toMatchObject([{ action: 'protection.approve' }]);
    expect((await rest(admin, 'decideProtection', booking.id, { decision: 'approve' })).status).toBe(409);
    const pending = await admin.client.request<BookingJson[]>('GET', '/api/admin/protection-claims');
    expect(pending.body.map((b) => b.id)).not.toContain(booking.id);

    // Both members are told in the app, each in the booking's thread from the other: the owner what protection
    // pays, the renter the outcome and that they are never charged beyond the deposit.
    await expect
      .poll(() => protectionNotices(owner, booking.id), { timeout: 15_000 })
      .toEqual([
        {
          senderId: renter.id,
          bookingId: booking.id,
          content: `Protection claim approved for ${what(booking, item.title)}: protection pays you $500.00, the part of your damage claim above the deposit.`,
          notice: {
            kind: 'PROTECTION_APPROVED',
            params: { amountMinor: 50000, currency: 'USD', note: null },
          },
        },
      ]);
    await expect
      .poll(() => protectionNotices(renter, booking.id), { timeout: 15_000 })
      .toEqual([
        {
          senderId: owner.id,
          bookingId: booking.id,
          content: `Protection covers the $500.00 of the damage claim above the deposit for ${what(booking, item.title)}: it is paid to the owner by protection. You are never charged beyond your deposit.`,
          notice: {
            kind: 'PROTECTION_APPROVED_RENTER',
            params: { amountMinor: 50000, currency: 'USD', note: null },
          },
        },
      ]);
  });

  it('an admin rejects over GraphQL before the renter answered: nothing is paid from the protection', async () => {
    const item = await bookableItem(stack, owner, admin);
    const booking = await returned(await protectedBooking(item, 84));
    await restOk(owner, 'reportDamage', booking.id, { amount: 400, reason: 'Dented' });
    const queue = await admin.client.graphql<{ protectionClaims: { id: number }[] }>(
      '{ protectionClaims { id damageClaim { protectionAmount } } }',
    );
    expect(queue.body.data?.protectionClaims.map((b) => b.id)).toContain(booking.id);
    const rejected = await gql(admin, 'decideProtection', booking.id, {
      decision: 'reject',
      note: 'Wear and tear',
    });
    expect(rejected.error).toBeNull();
    expect(rejected.data).toMatchObject({
      status: 'returned',
      damageClaim: { protectionStatus: 'rejected', protectionPaid: 0 },
    });
    const accepted = await restOk(renter, 'respondToClaim', booking.id, { accept: true });
    expect(accepted).toMatchObject({ status: 'completed', ownerPayout: 135 + 300 });
    expect(await balances(booking.id)).toMatchObject({ protection_fund: 1080, owner_payable: 43500 });
    // The owner hears the rejection with the admin's reason; the renter the outcome, without the admin's note.
    await expect
      .poll(() => protectionNotices(owner, booking.id), { timeout: 15_000 })
      .toEqual([
        {
          senderId: renter.id,
          bookingId: booking.id,
          content: `Protection claim rejected for ${what(booking, item.title)}: protection does not pay the $100.00 of your damage claim above the deposit. Reason: Wear and tear`,
          notice: {
            kind: 'PROTECTION_REJECTED',
            params: { amountMinor: 10000, currency: 'USD', note: 'Wear and tear' },
          },
        },
      ]);
    await expect
      .poll(() => protectionNotices(renter, booking.id), { timeout: 15_000 })
      .toEqual([
        {
          senderId: owner.id,
          bookingId: booking.id,
          content: `An administrator rejected the owner's protection claim of $100.00 above the deposit for ${what(booking, item.title)}. You are never charged beyond your deposit.`,
          notice: {
            kind: 'PROTECTION_REJECTED_RENTER',
            params: { amountMinor: 10000, currency: 'USD', note: null },
          },
        },
      ]);
  });

  it('without protection a claim above the deposit is refused as today', async () => {
    const item = await bookableItem(stack, owner, admin);
    const booking = await returned(await book(renter, bookingBody(item, day(88), day(90), card())));
    const res = await rest(owner, 'reportDamage', booking.id, { amount: 300.01, reason: 'Broken' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors?.amount).toBe(
      'The damage amount can be at most $300.00 (the deposit, less any late fee).',
    );
    const claimed = await restOk(owner, 'reportDamage', booking.id, { amount: 300, reason: 'Broken' });
    expect(claimed.damageClaim).toMatchObject({ protectionAmount: 0, protectionStatus: 'none' });
    expect((await rest(admin, 'decideProtection', booking.id, { decision: 'approve' })).status).toBe(409);
  });
});
