import {
  type Actor,
  addDays,
  BookingMessages,
  CommandBus,
  type Config,
  createQueue,
  DomainError,
  ErrorCode,
  protectionFeeCents,
  quoteRental,
  type RunningWorker,
  toIsoDate,
} from '@koalarent/core';
import type { Job } from 'bullmq';
import { beforeAll, describe, expect, it } from 'vitest';
import { protectionTermsOf } from '../src/booking/protection.js';
import { BookingCommands, type TokenizedCardInput } from '../src/client.js';
import { approveCommand } from '../src/commands/approve.js';
import type { PaymentProvider } from '../src/payments/index.js';
import { type Sql } from './ledger-check.js';
import { type WorkerWorld, workerSuite } from './worker-suite.js';

/**
 * The bookings worker on its own: commands sent through the real CommandBus to a real worker on PostgreSQL and
 * Redis, with the sandbox payment provider. What the gateway tests cannot see from outside: the database's own
 * last line against double booking, the day-by-day unit count, exactly-once replay of a committed job, and many
 * requests at once on a small connection pool (4, as in the gateway harness) without a job starving for one.
 */

const suite = workerSuite({ prefix: 'bkw' });

let config: Config;
let payments: PaymentProvider;
let worker: RunningWorker;
let bus: CommandBus;
let redis: WorkerWorld['redis'];
let sql: Sql;

let serial = 0;
const tag = () => `${process.pid}${Date.now() % 1_000_000}${++serial}`;
const key = (label = 'k') => `${label}-${tag()}`;

async function member(): Promise<Actor & { userId: number }> {
  const name = `bk${tag()}`;
  const [row] = await sql(
    `insert into users (username, full_name, email, is_verified, email_verified_at)
     values (?, 'Worker Test', ?, true, now()) returning id`,
    [name, `${name}@example.com`],
  );
  return { userId: Number(row!.id), role: 'user' };
}

interface ItemRow {
  id: number;
  priceCents: number;
  depositCents: number;
}

async function item(
  ownerId: number,
  options: { priceCents?: number; depositCents?: number; quantity?: number; approval?: string } = {},
): Promise<ItemRow> {
  const priceCents = options.priceCents ?? 4500;
  const depositCents = options.depositCents ?? 30000;
  const [row] = await sql(
    `insert into items (title, description, category_id, owner_id, currency, price_per_day_cents,
                        security_deposit_cents, quantity, images, availability, approval_status)
     values ('Cordless drill', 'An 18 V drill with two batteries and a case.',
             (select id from categories where name = 'Tools'), ?, 'USD', ?, ?, ?, '[]'::jsonb, true, ?)
     returning id`,
    [ownerId, priceCents, depositCents, options.quantity ?? 1, options.approval ?? 'approved'],
  );
  return { id: Number(row!.id), priceCents, depositCents };
}

const CARD_NUMBERS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
} as const;

/** What the gateway does before enqueueing: the card goes to the provider, only its token travels. */
async function tokenised(number: string = CARD_NUMBERS.ok): Promise<TokenizedCardInput> {
  const token = await payments.tokenizeCard(
    { number, expMonth: 12, expYear: 2034, cvv: '123', nameOnCard: 'Worker Test' },
    key('card'),
  );
  return { ...token, nameOnCard: 'Worker Test' };
}

/** Days from today (UTC). */
const day = (offset: number) => addDays(toIsoDate(new Date()), offset);

function requestInput(
  target: ItemRow,
  startDate: string,
  endDate: string,
  paymentMethod: number | TokenizedCardInput,
) {
  const days = Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000) + 1;
  const quote = quoteRental(target.priceCents, target.depositCents, days);
  return {
    itemId: target.id,
    startDate,
    endDate,
    totalPrice: quote.totalCents / 100,
    deliveryOption: 'pickup' as const,
    message: 'For a weekend project',
    paymentMethod,
  };
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

async function counts() {
  const [row] = await sql(
    `select (select count(*)::int from bookings) as bookings,
            (select count(*)::int from ledger_entries) as ledger,
            (select count(*)::int from payment_methods) as methods,
            (select count(*)::int from outbox_events where type like 'booking.%') as events,
            (select count(*)::int from sandbox_payments where status = 'authorized') as holds`,
  );
  return row!;
}

beforeAll(async () => {
  ({ config, payments, worker, bus, redis, sql } = suite());
});

describe('bookings worker', () => {
  it('holds rent + fee and the deposit, saves the card without its number, and writes the events', async () => {
    const owner = await member();
    const renter = await member();
    const drill = await item(owner.userId);
    const card = await tokenised();
    const input = requestInput(drill, day(10), day(12), card);
    const { bookingId } = await bus.execute(BookingCommands.request, input, {
      actor: renter,
      idempotencyKey: key(),
    });
    const [booking] = await sql('select * from bookings where id = ?', [bookingId]);
    expect(booking).toMatchObject({
      status: 'pending_approval',
      payment_status: 'authorized',
      days: 3,
      // bigint columns: pg hands them over as text.
      rent_cents: '13500',
      fee_cents: '2025',
      total_cents: '15525',
      deposit_cents: '30000',
      single_unit: true,
      renter_id: renter.userId,
      owner_id: owner.userId,
    });
    const postings = await sql(
      'select kind, account, amount_cents from ledger_entries where booking_id = ? order by id',
      [bookingId],
    );
    expect(postings).toEqual([
      { kind: 'authorize', account: 'renter_card', amount_cents: '-15525' },
      { kind: 'authorize', account: 'rent_hold', amount_cents: '15525' },
      { kind: 'hold_deposit', account: 'renter_card', amount_cents: '-30000' },
      { kind: 'hold_deposit', account: 'deposit_hold', amount_cents: '30000' },
    ]);
    const [method] = await sql('select * from payment_methods where id = ?', [booking!.payment_method_id]);
    expect(method).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 });
    // The number is nowhere: not in the booking, the saved method, the provider's books or the events.
    const everything = JSON.stringify([
      booking,
      method,
      await sql('select * from sandbox_cards'),
      await sql('select * from sandbox_payments'),
      await sql('select payload from outbox_events'),
    ]);
    expect(everything).not.toContain(CARD_NUMBERS.ok);
    const events = await sql(
      `select type, payload from outbox_events where payload->>'bookingId' = ? order by id`,
      [String(bookingId)],
    );
    expect(events.map((e) => e.type)).toEqual(['booking.requested', 'booking.status_changed']);
    expect(events[0]!.payload).toMatchObject({
      bookingId,
      itemId: drill.id,
      itemTitle: 'Cordless drill',
      renterId: renter.userId,
      ownerId: owner.userId,
      totalPrice: 155.25,
      currency: 'USD',
      status: 'pending_approval',
      message: 'For a weekend project',
    });
  });

  it('thirty concurrent requests for one single-unit item: one booking, 29 refusals, no failure', async () => {
    const owner = await member();
    const drill = await item(owner.userId);
    const renters = await Promise.all(Array.from({ length: 30 }, () => member()));
    const cards = await Promise.all(renters.map(() => tokenised()));
    const started = Date.now();
    const outcomes = await Promise.allSettled(
      renters.map((renter, i) =>
        bus.execute(BookingCommands.request, requestInput(drill, day(20), day(22), cards[i]!), {
          actor: renter,
          idempotencyKey: key(),
          timeoutMs: 30_000,
        }),
      ),
    );
    const ok = outcomes.filter((o) => o.status === 'fulfilled');
    const codes = outcomes.flatMap((o) =>
      o.status === 'rejected' ? [(o.reason as DomainError).code ?? String(o.reason)] : [],
    );
    console.log(
      `worker race (30 renters, pool 4): ${ok.length} booked, ${codes.length} refused in ${Date.now() - started} ms`,
    );
    expect(ok).toHaveLength(1);
    expect(codes).toEqual(Array(29).fill(ErrorCode.DatesUnavailable));
    expect((await sql('select count(*)::int as n from bookings where item_id = ?', [drill.id]))[0]!.n).toBe(
      1,
    );
  });

  it('twenty concurrent requests for twenty items all book at the first attempt on a 4-connection pool', async () => {
    // Each request holds its transaction's connection while it places the holds: a provider that took a second
    // pooled connection for them would leave jobs waiting for connections only waiting jobs could give back.
    const owner = await member();
    const items = await Promise.all(Array.from({ length: 20 }, () => item(owner.userId)));
    const renters = await Promise.all(items.map(() => member()));
    const cards = await Promise.all(renters.map(() => tokenised()));
    const keys = items.map(() => key('multi'));
    const started = Date.now();
    const outcomes = await Promise.allSettled(
      items.map((target, i) =>
        bus.execute(BookingCommands.request, requestInput(target, day(20), day(22), cards[i]!), {
          actor: renters[i]!,
          idempotencyKey: keys[i]!,
          timeoutMs: 25_000,
        }),
      ),
    );
    const elapsed = Date.now() - started;
    const failures = outcomes.flatMap((o) =>
      o.status === 'rejected' ? [(o.reason as DomainError).code ?? String(o.reason)] : [],
    );
    // Every failed attempt (a retried job) leaves its error in the job's stack trace.
    const queue = createQueue('bookings', redis, config.REDIS_PREFIX);
    const retried: string[] = [];
    for (const [i, renter] of renters.entries()) {
      const job = await queue.getJob(`cmd-booking-request-${renter.userId}-${keys[i]}`);
      retried.push(...(job?.stacktrace ?? []).map((trace) => trace.split('\n')[0]!));
    }
    await queue.close();
    console.log(
      `worker, 20 items at once (pool 4): ${20 - failures.length} booked, ${retried.length} failed attempts, ${elapsed} ms`,
    );
    expect(failures).toEqual([]);
    expect(retried).toEqual([]);
  });

  it('counts the units of a larger item day by day, not by overlapping bookings', async () => {
    const owner = await member();
    const kayaks = await item(owner.userId, { quantity: 2, priceCents: 3000, depositCents: 0 });
    const book = async (from: number, to: number) => {
      const renter = await member();
      return bus.execute(
        BookingCommands.request,
        requestInput(kayaks, day(from), day(to), await tokenised()),
        {
          actor: renter,
          idempotencyKey: key(),
        },
      );
    };
    await book(30, 32);
    await book(34, 36);
    // Overlaps both, but on no day are two units taken yet.
    await book(32, 34);
    // Days 32 and 34 now have both units out.
    expect((await refusal(book(31, 33))).code).toBe(ErrorCode.DatesUnavailable);
    expect((await refusal(book(34, 34))).code).toBe(ErrorCode.DatesUnavailable);
    // Day 33 still has one.
    await book(33, 33);
    expect((await refusal(book(33, 33))).message).toBe(BookingMessages.datesUnavailable);
  });

  it('the database itself refuses an overlapping active booking of a single-unit item', async () => {
    const owner = await member();
    const renter = await member();
    const drill = await item(owner.userId);
    const { bookingId } = await bus.execute(
      BookingCommands.request,
      requestInput(drill, day(40), day(44), await tokenised()),
      { actor: renter, idempotencyKey: key() },
    );
    const copy = (start: string, end: string, status: string, requestKey: string) =>
      sql(
        `insert into bookings (item_id, renter_id, owner_id, status, payment_status, start_date, end_date, days,
                               currency, daily_price_cents, rent_cents, fee_cents, total_cents, deposit_cents,
                               single_unit, delivery_method, request_key, expires_at)
         select item_id, renter_id, owner_id, ?, 'authorized', ?, ?, days, currency, daily_price_cents, rent_cents,
                fee_cents, total_cents, deposit_cents, single_unit, delivery_method, ?, expires_at
           from bookings where id = ? returning id`,
        [status, start, end, requestKey, bookingId],
      );
    await expect(copy(day(44), day(46), 'approved', key('dup'))).rejects.toThrow(/bookings_no_overlap/);
    // Finished bookings and other dates do not hold the item; these rows are removed again (no ledger).
    const free = [
      ...(await copy(day(40), day(44), 'cancelled', key('dup'))),
      ...(await copy(day(45), day(46), 'pending_approval', key('dup'))),
    ];
    await sql(
      `delete from bookings where id in (${free.map(() => '?').join(',')})`,
      free.map((r) => r.id),
    );
  });

  it('a committed command that runs again (a job retried after a crash) answers from its log and acts once', async () => {
    const owner = await member();
    const renter = await member();
    const drill = await item(owner.userId);
    const { bookingId } = await bus.execute(
      BookingCommands.request,
      requestInput(drill, day(50), day(51), await tokenised()),
      { actor: renter, idempotencyKey: key() },
    );
    // The job as BullMQ would hand it to a worker a second time: same id, same data.
    const job = {
      id: `cmd-booking-approve-${owner.userId}-${key()}`,
      data: { input: { bookingId }, actor: owner },
    };
    const first = await approveCommand.run(job as unknown as Job, worker.deps);
    const again = await approveCommand.run(job as unknown as Job, worker.deps);
    expect(first).toEqual({ ok: true, result: { bookingId } });
    expect(again).toEqual(first);
    const captures = await sql(
      `select count(*)::int as n from ledger_entries where booking_id = ? and kind = 'capture'`,
      [bookingId],
    );
    expect(captures[0]!.n).toBe(3);
    const approvedEvents = await sql(
      `select count(*)::int as n from outbox_events where type = 'booking.approved' and payload->>'bookingId' = ?`,
      [String(bookingId)],
    );
    expect(approvedEvents[0]!.n).toBe(1);
    // Another approve (a new job) is a new action, refused by the state.
    const other = await approveCommand.run(
      { id: `cmd-booking-approve-${owner.userId}-${key()}`, data: job.data } as unknown as Job,
      worker.deps,
    );
    expect(other).toMatchObject({ ok: false, refusal: { code: ErrorCode.InvalidTransition } });
  });

  it('a refused request writes nothing and leaves no hold', async () => {
    const owner = await member();
    const renter = await member();
    const drill = await item(owner.userId);
    const pending = await item(owner.userId, { approval: 'pending' });
    const before = await counts();
    const send = (input: unknown, actor: Actor = renter) =>
      refusal(bus.execute(BookingCommands.request, input, { actor, idempotencyKey: key() }));

    const declined = await send(
      requestInput(drill, day(60), day(61), await tokenised(CARD_NUMBERS.declined)),
    );
    expect(declined).toMatchObject({ code: ErrorCode.PaymentFailed, message: 'Your card was declined.' });
    const poor = await send(
      requestInput(drill, day(60), day(61), await tokenised(CARD_NUMBERS.insufficient)),
    );
    expect(poor).toMatchObject({
      code: ErrorCode.PaymentFailed,
      message: 'Your card has insufficient funds.',
    });
    const good = await tokenised();
    const changed = await send({ ...requestInput(drill, day(60), day(61), good), totalPrice: 1 });
    expect(changed.code).toBe(ErrorCode.PriceChanged);
    expect(changed.message).toContain('$103.50');
    expect((await send(requestInput(drill, day(60), day(61), good), owner)).code).toBe(ErrorCode.Forbidden);
    expect((await send(requestInput(pending, day(60), day(61), good))).code).toBe(ErrorCode.NotFound);
    expect((await send(requestInput(drill, day(-3), day(1), good))).code).toBe(ErrorCode.ValidationFailed);
    expect((await send(requestInput({ ...drill, id: 999_999 }, day(60), day(61), good))).code).toBe(
      ErrorCode.NotFound,
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses a protected request whose shown protection fee the terms no longer give, naming the new fee (issue 26 §2)', async () => {
    const owner = await member();
    const renter = await member();
    const drill = await item(owner.userId, { quantity: 10 });
    const terms = protectionTermsOf(config);
    const send = (input: unknown) =>
      bus.execute(BookingCommands.request, input, { actor: renter, idempotencyKey: key() });
    const protectedInput = async (protectionFee?: number) => ({
      ...requestInput(drill, day(60), day(62), await tokenised()),
      protection: true,
      ...(protectionFee === undefined ? {} : { protectionFee }),
    });
    // Today's terms: 8 % of the 135.00 rent, 10.80. The renter was shown the fee under older terms (7 %: 9.45).
    const shown = protectionFeeCents(13_500, { ...terms, feePercent: 7 }) / 100;
    expect(shown).toBe(9.45);
    const before = await counts();
    const changed = await refusal(send(await protectedInput(shown)));
    expect(changed.code).toBe(ErrorCode.PriceChanged);
    expect(changed.message).toBe(
      'The price of protection for this rental has changed: it now costs $10.80. Please review and try again.',
    );
    expect(await counts()).toEqual(before);
    // Without protection, a fee is refused as a field's error; 0 (or none) is no fee.
    const stray = await refusal(
      send({ ...requestInput(drill, day(60), day(62), await tokenised()), protectionFee: 10.8 }),
    );
    expect(stray).toMatchObject({
      code: ErrorCode.ValidationFailed,
      fieldErrors: { protectionFee: BookingMessages.protectionFeeWithout },
    });
    expect(await counts()).toEqual(before);
    // The fee shown now is charged; a client that leaves it out is charged today's fee, as before.
    for (const protectionFee of [10.8, undefined]) {
      const { bookingId } = await send(await protectedInput(protectionFee));
      const [booking] = await sql('select protection_fee_cents from bookings where id = ?', [bookingId]);
      expect(Number(booking!.protection_fee_cents)).toBe(1080);
    }
    const plain = await send({
      ...requestInput(drill, day(60), day(62), await tokenised()),
      protectionFee: 0,
    });
    const [unprotected] = await sql('select protection_fee_cents from bookings where id = ?', [
      plain.bookingId,
    ]);
    expect(Number(unprotected!.protection_fee_cents)).toBe(0);
  });
});
