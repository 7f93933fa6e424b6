import {
  type Actor,
  AvailabilityMessages,
  addDays,
  BookingMessages,
  CommandBus,
  DomainError,
  ErrorCode,
  earliestStartDate,
  type Orm,
  quoteRental,
  toIsoDate,
} from '@koalarent/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { AvailabilityRefusalMessages } from '../src/booking/availability.js';
import { BookingCommands, itemCalendar, type TokenizedCardInput } from '../src/client.js';
import type { PaymentProvider } from '../src/payments/index.js';
import { type Sql } from './ledger-check.js';
import { workerSuite } from './worker-suite.js';

/**
 * Issue 23 §1–§2 in the bookings worker: an owner's availability rules and blocked dates, and the request command
 * refusing what they forbid, each rule with its own message (409 DATES_NOT_BOOKABLE; "These dates are no longer
 * available" only for another booking), nothing written and every hold given back. Blocking days an active booking
 * holds is refused naming it; an owner blocking while renters request the same days leaves one winner.
 */

const suite = workerSuite({ prefix: 'bkav' });

let orm: Orm;
let payments: PaymentProvider;
let bus: CommandBus;
let sql: Sql;

let serial = 0;
const tag = () => `${process.pid}${Date.now() % 1_000_000}${++serial}`;
const key = (label = 'k') => `${label}-${tag()}`;

async function member(role: 'user' | 'admin' = 'user'): Promise<Actor & { userId: number }> {
  const name = `av${tag()}`;
  const [row] = await sql(
    `insert into users (username, full_name, email, is_verified, email_verified_at, role)
     values (?, 'Availability Test', ?, true, now(), ?) returning id`,
    [name, `${name}@example.com`, role],
  );
  return { userId: Number(row!.id), role };
}

interface ItemRow {
  id: number;
  priceCents: number;
  depositCents: number;
}

async function item(
  ownerId: number,
  options: { quantity?: number; approval?: string } = {},
): Promise<ItemRow> {
  const [row] = await sql(
    `insert into items (title, description, category_id, owner_id, currency, price_per_day_cents,
                        security_deposit_cents, quantity, images, availability, approval_status)
     values ('Pressure washer', 'A 2000 psi pressure washer with three nozzles.',
             (select id from categories where name = 'Tools'), ?, 'USD', 2500, 5000, ?, '[]'::jsonb, true, ?)
     returning id`,
    [ownerId, options.quantity ?? 1, options.approval ?? 'approved'],
  );
  return { id: Number(row!.id), priceCents: 2500, depositCents: 5000 };
}

async function tokenised(): Promise<TokenizedCardInput> {
  const token = await payments.tokenizeCard(
    { number: '4242424242424242', expMonth: 12, expYear: 2034, cvv: '123', nameOnCard: 'Availability Test' },
    key('card'),
  );
  return { ...token, nameOnCard: 'Availability Test' };
}

/** Days from today (UTC). */
const day = (offset: number) => addDays(toIsoDate(new Date()), offset);

async function request(target: ItemRow, from: number, to: number, renter?: Actor) {
  const days = to - from + 1;
  const quote = quoteRental(target.priceCents, target.depositCents, days);
  return bus.execute(
    BookingCommands.request,
    {
      itemId: target.id,
      startDate: day(from),
      endDate: day(to),
      totalPrice: quote.totalCents / 100,
      deliveryOption: 'pickup' as const,
      message: null,
      paymentMethod: await tokenised(),
    },
    { actor: renter ?? (await member()), idempotencyKey: key(), timeoutMs: 30_000 },
  );
}

const rules = (
  target: ItemRow,
  actor: Actor,
  values: Partial<{
    minDays: number;
    maxDays: number | null;
    bufferDays: number;
    advanceNoticeDays: number;
    horizonDays: number | null;
  }>,
) =>
  bus.execute(
    BookingCommands.setAvailabilityRules,
    {
      itemId: target.id,
      rules: { minDays: 1, maxDays: null, bufferDays: 0, advanceNoticeDays: 0, horizonDays: null, ...values },
    },
    { actor, idempotencyKey: key() },
  );

const block = (target: ItemRow, actor: Actor, from: number, to: number, note: string | null = null) =>
  bus.execute(
    BookingCommands.blockDates,
    { itemId: target.id, range: { startDate: day(from), endDate: day(to), note } },
    { actor, idempotencyKey: key(), timeoutMs: 30_000 },
  );

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

async function expectNotBookable(promise: Promise<unknown>, message: string) {
  const error = await refusal(promise);
  expect({ code: error.code, message: error.message }).toEqual({ code: ErrorCode.DatesNotBookable, message });
}

const bookingsOf = async (target: ItemRow) =>
  (await sql('select count(*)::int as n from bookings where item_id = ?', [target.id]))[0]!.n;

beforeAll(async () => {
  ({ orm, payments, bus, sql } = suite());
});

describe('availability rules in the bookings worker', () => {
  it('a listing without rules books as before: one day, today, as far ahead as the booking rules allow', async () => {
    const owner = await member();
    const drill = await item(owner.userId);
    await request(drill, 0, 0);
    await request(drill, 700, 700);
    expect(await bookingsOf(drill)).toBe(2);
  });

  it('refuses each rule with its own message and writes nothing', async () => {
    const owner = await member();
    const washer = await item(owner.userId);
    const set = await rules(washer, owner, {
      minDays: 2,
      maxDays: 5,
      advanceNoticeDays: 3,
      horizonDays: 60,
    });
    expect(set.rules).toEqual({
      minDays: 2,
      maxDays: 5,
      bufferDays: 0,
      advanceNoticeDays: 3,
      horizonDays: 60,
    });
    const earliest = addDays(earliestStartDate(new Date()), 4);
    const latest = addDays(earliestStartDate(new Date()), 61);
    expect([earliest, latest]).toEqual([day(3), day(60)]);

    await expectNotBookable(request(washer, 10, 10), AvailabilityRefusalMessages.minDays(2));
    await expectNotBookable(request(washer, 10, 15), AvailabilityRefusalMessages.maxDays(5));
    await expectNotBookable(request(washer, 2, 4), AvailabilityRefusalMessages.advanceNotice(day(3)));
    await expectNotBookable(request(washer, 59, 61), AvailabilityRefusalMessages.horizon(day(60)));
    expect(await bookingsOf(washer)).toBe(0);
    // At the edges of every rule: allowed.
    await request(washer, 3, 4);
    await request(washer, 56, 60);
    await request(washer, 20, 24);
    expect(await bookingsOf(washer)).toBe(3);
    // Another booking is still the spec's words.
    const taken = await refusal(request(washer, 20, 21));
    expect({ code: taken.code, message: taken.message }).toEqual({
      code: ErrorCode.DatesUnavailable,
      message: BookingMessages.datesUnavailable,
    });
    expect(AvailabilityRefusalMessages.maxDays(1)).toBe('This item can be rented for one day at most');
  });

  it('refuses a request touching a blocked day, and allows it once unblocked', async () => {
    const owner = await member();
    const washer = await item(owner.userId);
    const { block: away } = await block(washer, owner, 10, 14, 'On holiday');
    expect(away).toMatchObject({ startDate: day(10), endDate: day(14), note: 'On holiday', source: 'owner' });
    await expectNotBookable(request(washer, 8, 10), AvailabilityRefusalMessages.blocked);
    await expectNotBookable(request(washer, 14, 16), AvailabilityRefusalMessages.blocked);
    await expectNotBookable(request(washer, 5, 20), AvailabilityRefusalMessages.blocked);
    await request(washer, 8, 9);
    await request(washer, 15, 16);
    await bus.execute(
      BookingCommands.unblockDates,
      { itemId: washer.id, blockId: away.id },
      { actor: owner, idempotencyKey: key() },
    );
    await request(washer, 11, 13);
    expect(await bookingsOf(washer)).toBe(3);
  });

  it('keeps the buffer free on both sides of a rental, per unit', async () => {
    const owner = await member();
    const washer = await item(owner.userId);
    await rules(washer, owner, { bufferDays: 2 });
    await request(washer, 20, 22);
    // Ends one or two days before it, or starts one or two days after it: inside the buffer.
    for (const [from, to] of [
      [15, 18],
      [15, 19],
      [23, 25],
      [24, 24],
    ] as const)
      await expectNotBookable(request(washer, from, to), AvailabilityRefusalMessages.buffer(2));
    // Overlapping it is the other booking's conflict, in the spec's words.
    expect((await refusal(request(washer, 22, 23))).code).toBe(ErrorCode.DatesUnavailable);
    // Two free days each side: allowed.
    await request(washer, 15, 17);
    await request(washer, 25, 26);
    expect(await bookingsOf(washer)).toBe(3);
    expect(AvailabilityRefusalMessages.buffer(1)).toBe(
      'These dates are too close to another booking: the owner keeps a day free between rentals',
    );

    // Two units: a second rental inside the buffer takes the other unit; a third finds none.
    const pair = await item(owner.userId, { quantity: 2 });
    await rules(pair, owner, { bufferDays: 1 });
    await request(pair, 30, 31);
    await request(pair, 32, 33);
    await expectNotBookable(request(pair, 32, 32), AvailabilityRefusalMessages.buffer(1));
    await request(pair, 34, 35);

    // The calendar the wizard reads shows the same days.
    const calendar = await itemCalendar(orm.em.fork(), washer.id, day(0), new Date());
    expect(calendar.booked).toEqual([
      { startDate: day(15), endDate: day(17) },
      { startDate: day(20), endDate: day(22) },
      { startDate: day(25), endDate: day(26) },
    ]);
    expect(calendar.buffer).toEqual([
      { startDate: day(13), endDate: day(14) },
      { startDate: day(18), endDate: day(19) },
      { startDate: day(23), endDate: day(24) },
      { startDate: day(27), endDate: day(28) },
    ]);
    expect(calendar.rules.bufferDays).toBe(2);
  });

  it('validates the rules and the blocked range (400) and changes nothing', async () => {
    const owner = await member();
    const washer = await item(owner.userId);
    const bad = async (values: Parameters<typeof rules>[2], field: string, message: string) => {
      const error = await refusal(rules(washer, owner, values));
      expect({
        code: error.code,
        field: error.fieldErrors?.[`rules.${field}`] ?? error.fieldErrors?.[field],
      }).toEqual({
        code: ErrorCode.ValidationFailed,
        field: message,
      });
    };
    await bad({ minDays: 0 }, 'minDays', AvailabilityMessages.minDays);
    await bad({ minDays: 4, maxDays: 3 }, 'maxDays', AvailabilityMessages.maxBelowMin);
    await bad({ bufferDays: 31 }, 'bufferDays', AvailabilityMessages.bufferDays);
    await bad({ advanceNoticeDays: -1 }, 'advanceNoticeDays', AvailabilityMessages.advanceNoticeDays);
    await bad(
      { advanceNoticeDays: 10, horizonDays: 10 },
      'horizonDays',
      AvailabilityMessages.horizonBelowNotice,
    );
    await bad({ minDays: 1.5 }, 'minDays', AvailabilityMessages.minDays);
    expect(await sql('select * from item_availability_rules where item_id = ?', [washer.id])).toEqual([]);

    const past = await refusal(block(washer, owner, -3, 2));
    expect(past.fieldErrors?.startDate).toBe(AvailabilityMessages.blockPast);
    const reversed = await refusal(block(washer, owner, 5, 4));
    expect(reversed.message).toBe(AvailabilityMessages.blockEndBeforeStart);
    const far = await refusal(block(washer, owner, 10, 1200));
    expect(far.fieldErrors?.endDate).toBe(AvailabilityMessages.blockTooFar);
    expect(await sql('select * from item_blocked_dates where item_id = ?', [washer.id])).toEqual([]);
  });

  it('refuses blocking days an active booking holds, naming it', async () => {
    const owner = await member();
    const washer = await item(owner.userId);
    const renter = await member();
    const { bookingId } = await request(washer, 10, 12, renter);
    const error = await refusal(block(washer, owner, 12, 20));
    expect({ code: error.code, message: error.message }).toEqual({
      code: ErrorCode.Conflict,
      message: AvailabilityRefusalMessages.blockOverlapsBooking(bookingId, day(10), day(12)),
    });
    expect(error.message).toContain(`booking #${bookingId}`);
    // Right after it: allowed. A cancelled booking holds nothing.
    await block(washer, owner, 13, 20);
    await bus.execute(
      BookingCommands.cancel,
      { bookingId, reason: null },
      { actor: renter, idempotencyKey: key() },
    );
    await block(washer, owner, 10, 12);
  });

  it('only the owner or an admin changes availability: 404 for a listing one cannot see, 403 for a public one', async () => {
    const owner = await member();
    const stranger = await member();
    const admin = await member('admin');
    const shown = await item(owner.userId);
    const hidden = await item(owner.userId, { approval: 'pending' });
    expect((await refusal(rules(shown, stranger, { minDays: 2 }))).code).toBe(ErrorCode.Forbidden);
    expect((await refusal(block(shown, stranger, 5, 6))).code).toBe(ErrorCode.Forbidden);
    expect((await refusal(rules(hidden, stranger, { minDays: 2 }))).code).toBe(ErrorCode.NotFound);
    expect((await refusal(block(hidden, stranger, 5, 6))).code).toBe(ErrorCode.NotFound);
    const { block: mine } = await block(shown, owner, 5, 6);
    const unblock = (actor: Actor, blockId = mine.id) =>
      bus.execute(
        BookingCommands.unblockDates,
        { itemId: shown.id, blockId },
        { actor, idempotencyKey: key() },
      );
    expect((await refusal(unblock(stranger))).code).toBe(ErrorCode.Forbidden);
    expect((await refusal(unblock(owner, mine.id + 1000))).message).toBe(AvailabilityMessages.blockNotFound);
    await rules(hidden, admin, { minDays: 3 });
    await block(hidden, admin, 7, 8);
    await unblock(admin);
    expect(
      await sql('select count(*)::int as n from item_blocked_dates where item_id = ?', [shown.id]),
    ).toEqual([{ n: 0 }]);
  });

  it('an owner blocking while renters request the same days: one winner each time, never both', async () => {
    const owner = await member();
    const outcomes = { blocked: 0, booked: 0 };
    for (let round = 0; round < 12; round++) {
      const washer = await item(owner.userId);
      const renters = await Promise.all([member(), member(), member()]);
      const [blocking, ...requests] = await Promise.allSettled([
        block(washer, owner, 40, 44),
        ...renters.map((renter) => request(washer, 42, 43, renter)),
      ]);
      const booked = requests.filter((r) => r.status === 'fulfilled');
      const refusals = requests.flatMap((r) => (r.status === 'rejected' ? [r.reason as DomainError] : []));
      if (blocking!.status === 'fulfilled') {
        outcomes.blocked += 1;
        // The block won: every request was refused by it (or by the one booking that came first, which the block
        // then could not have won against).
        expect(booked).toEqual([]);
        for (const error of refusals)
          expect({ code: error.code, message: error.message }).toEqual({
            code: ErrorCode.DatesNotBookable,
            message: AvailabilityRefusalMessages.blocked,
          });
      } else {
        outcomes.booked += 1;
        expect(booked).toHaveLength(1);
        const error = blocking!.reason as DomainError;
        expect(error.code).toBe(ErrorCode.Conflict);
        expect(error.message).toContain(
          `booking #${(booked[0] as PromiseFulfilledResult<{ bookingId: number }>).value.bookingId}`,
        );
        for (const refused of refusals) expect(refused.code).toBe(ErrorCode.DatesUnavailable);
      }
      // A valid state: no active booking on a blocked day.
      const [clash] = await sql(
        `select count(*)::int as n from bookings b join item_blocked_dates bd on bd.item_id = b.item_id
          where b.item_id = ? and b.status in ('pending_approval','approved') and b.start_date <= bd.end_date
            and b.end_date >= bd.start_date`,
        [washer.id],
      );
      expect(clash!.n).toBe(0);
    }
    console.log(
      `block vs request race, 12 rounds: block won ${outcomes.blocked}, a request won ${outcomes.booked}`,
    );
    expect(outcomes.blocked + outcomes.booked).toBe(12);
  });
});
