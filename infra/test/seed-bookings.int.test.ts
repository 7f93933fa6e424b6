import './provided-context.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BookingCommands, protectionTermsOf } from '@koalarent/bookings/client';
import { type BookingStep, bookingSteps, bookingsWorker } from '@koalarent/bookings/worker';
import {
  type Actor,
  CommandBus,
  computeKoalaRank,
  createOrm,
  createQueue,
  createRedis,
  type EntityManager,
  fromMinorUnits,
  loadConfig,
  type Orm,
  protectionFeeCents,
  type RunningWorker,
  startWorker,
} from '@koalarent/core';
import { createDatabaseFromTemplate, uniqueRedisPrefix } from '@koalarent/core/testing';
import type { Job } from 'bullmq';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  expectLedgerConsistent,
  expectSandboxAgrees,
  type Sql,
} from '../../services/bookings/test/ledger-check.js';
import { demoPaymentProvider } from '../src/seed/bookings.js';
import { DEMO_USERS, seedDemoData, seedEntities } from '../src/seed/index.js';

/**
 * The demo bookings as `npm start` seeds them into an empty database: real rows, ledger and sandbox holds that
 * the bookings rules accept, ratings and ranks that follow from the reviews, and a worker that carries on from
 * them (timers scheduled from the seeded events, an owner approving a seeded request).
 */

const DAY = 24 * 3600_000;

let orm: Orm;
let uploadDir: string;
let drop: (() => Promise<void>) | undefined;
let databaseUrl: string;
const sql: Sql = (text, params = []) => orm.em.fork().getConnection().execute(text, params);

beforeEach(async () => {
  const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
  drop = db.drop;
  databaseUrl = db.databaseUrl;
  // As the launcher prepares the database: two connections, one for the seed's transaction and one for the
  // payment provider's own books.
  orm = await createOrm({ databaseUrl, entities: seedEntities, poolMax: 2 });
  uploadDir = await mkdtemp(path.join(tmpdir(), 'koala-seed-bookings-'));
});

afterEach(async () => {
  await orm?.close();
  await drop?.();
  if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
});

const memberId = async (username: string) =>
  Number((await sql('select id from users where username = ?', [username]))[0]!.id);

/** The seeded booking of `renter` for the item titled `title`. */
async function bookingOf(renter: string, title: string) {
  const [row] = await sql(
    `select b.* from bookings b join items i on i.id = b.item_id join users u on u.id = b.renter_id
      where u.username = ? and i.title = ?`,
    [renter, title],
  );
  if (!row) throw new Error(`no booking of ${renter} for ${title}`);
  return row;
}

async function eventually<T>(check: () => Promise<T>, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** What one booking's money looks like: its ledger (each posting's kind and lines) and its row's money fields. */
async function moneyOf(run: Sql, bookingId: number) {
  const [row] = await run(
    `select status, payment_status, rent_cents::int, fee_cents::int, total_cents::int, deposit_cents::int,
            late_fee_cents::int, refunded_cents::int, owner_payout_cents::int from bookings where id = ?`,
    [bookingId],
  );
  const ledger = await run(
    `select kind, account, amount_cents::int as amount from ledger_entries where booking_id = ?
      order by kind, account`,
    [bookingId],
  );
  return { row, ledger };
}

class Rollback extends Error {}

/**
 * Replays a seeded booking through the worker's commands (`bookingSteps`) as a twin on the same item, at the
 * moments its row records (requested, approved, rejected or cancelled, received, returned, completed) and by the
 * same parties, in a transaction that is rolled back; answers the twin's money. Whatever the seed wrote must be what
 * the commands write: a seed that computed a posting, a refund, a late fee or a payment status itself, and got it
 * wrong, differs from its twin.
 */
async function replayThroughCommands(
  em: EntityManager,
  payments: NonNullable<ReturnType<typeof demoPaymentProvider>>,
  seeded: Record<string, unknown>,
) {
  let answer: Awaited<ReturnType<typeof moneyOf>> | undefined;
  const at = (column: string) => (seeded[column] ? new Date(String(seeded[column])) : null);
  const renter: Actor = { userId: Number(seeded.renter_id), role: 'user' };
  const owner: Actor = { userId: Number(seeded.owner_id), role: 'user' };
  await em
    .transactional(async (tx) => {
      const run: Sql = (text, params = []) =>
        tx.getConnection().execute(text, params, 'all', tx.getTransactionContext());
      const step = (now: Date, actor: Actor, key: string): BookingStep => ({
        tx,
        actor,
        payments,
        now,
        key: `twin-${seeded.id}-${key}`,
      });
      const { bookingId } = await bookingSteps.request(
        step(at('created_at')!, renter, 'request'),
        BookingCommands.request.input.parse({
          itemId: Number(seeded.item_id),
          startDate: String(seeded.start_date),
          endDate: String(seeded.end_date),
          totalPrice: fromMinorUnits(Number(seeded.total_cents)),
          deliveryOption: seeded.delivery_method,
          deliveryAddress: seeded.delivery_address,
          message: seeded.rental_message,
          paymentMethod: Number(seeded.payment_method_id),
          ...(Number(seeded.protection_fee_cents) > 0
            ? { protection: true, protectionFee: fromMinorUnits(Number(seeded.protection_fee_cents)) }
            : {}),
        }),
      );
      const ref = { bookingId };
      if (at('approved_at')) await bookingSteps.approve(step(at('approved_at')!, owner, 'approve'), ref);
      if (seeded.status === 'rejected')
        await bookingSteps.reject(step(at('cancelled_at')!, owner, 'reject'), {
          ...ref,
          reason: String(seeded.owner_notes),
        });
      if (seeded.status === 'cancelled')
        await bookingSteps.cancel(
          step(at('cancelled_at')!, seeded.cancelled_by === 'owner' ? owner : renter, 'cancel'),
          { ...ref, reason: seeded.cancel_reason as string | null },
        );
      if (at('received_date'))
        await bookingSteps.received(step(at('received_date')!, renter, 'received'), ref);
      if (at('returned_at'))
        await bookingSteps.returned(step(at('returned_at')!, renter, 'returned'), {
          ...ref,
          notes: seeded.return_notes as string | null,
        });
      if (at('completed_at'))
        await bookingSteps.confirmCondition(step(at('completed_at')!, owner, 'condition'), ref);
      await tx.flush();
      answer = await moneyOf(run, bookingId);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  if (!answer) throw new Error(`booking ${seeded.id} was not replayed`);
  return answer;
}

// Seeding the whole demo (images, members, items and every booking through the real commands) takes ~25 s on a
// quiet 2-core machine; the suite's 30 s default leaves no room when another file runs beside it.
describe('demo bookings', { timeout: 120_000 }, () => {
  it('seeds rentals in every state with balanced ledgers, real holds, published reviews and the ranks that follow', async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const result = await seedDemoData(orm, { uploadDir, now });
    expect(result).toMatchObject({ seeded: true, users: DEMO_USERS.length, items: 200, bookings: 24 });

    const statuses = await sql(
      'select status, count(*)::int as n from bookings group by status order by status',
    );
    expect(Object.fromEntries(statuses.map((r) => [r.status, r.n]))).toEqual({
      approved: 1,
      awaiting_pickup: 1,
      cancelled: 2,
      completed: 12,
      pending_approval: 3,
      rejected: 1,
      returned: 2,
      with_renter: 2,
    });

    // Money: every posting and every booking sums to zero, each booking's balances and payment status are what
    // its state says, and the sandbox's own books agree (the holds a running app will capture or release).
    expect(await expectLedgerConsistent(sql)).toBe(24);
    await expectSandboxAgrees(sql);
    const payments = await sql(
      'select payment_status, count(*)::int as n from bookings group by payment_status order by payment_status',
    );
    expect(Object.fromEntries(payments.map((r) => [r.payment_status, r.n]))).toEqual({
      authorized: 3,
      paid: 18,
      partially_refunded: 1,
      refunded: 2,
    });
    const holds = await sql(
      `select count(*)::int as n from sandbox_payments p join bookings b on p.id in (b.rent_payment_ref, b.deposit_payment_ref)
        where b.status = 'pending_approval' and p.status = 'authorized'`,
    );
    expect(holds[0]!.n).toBe(6);
    // The late cancellation refunded half the rent and kept the fee; the owner's cancellation refunded everything.
    const cancelled = await sql(
      `select cancelled_by, rent_cents::int, fee_cents::int, refunded_cents::int, owner_payout_cents::int
         from bookings where status = 'cancelled' order by cancelled_by`,
    );
    expect(cancelled).toHaveLength(2);
    type Cancelled = {
      rent_cents: number;
      fee_cents: number;
      refunded_cents: number;
      owner_payout_cents: number;
    };
    const [byOwner, byRenter] = cancelled as unknown as Cancelled[];
    expect(byOwner!.refunded_cents).toBe(byOwner!.rent_cents + byOwner!.fee_cents);
    expect(byRenter!.refunded_cents).toBe(Math.floor(byRenter!.rent_cents / 2));
    expect(byRenter!.owner_payout_cents).toBe(byRenter!.rent_cents - byRenter!.refunded_cents);
    // Protection at checkout (issue 26 §2): two active rentals were protected, Olivia's (the first account the
    // README lists) on her My Rentals with its Protection line; the fee held with the rent, the cover fixed.
    const protectedRows = await sql(
      `select u.username, i.title, b.status, b.rent_cents::int, b.protection_fee_cents::int,
              b.protection_cap_cents::int
         from bookings b join items i on i.id = b.item_id join users u on u.id = b.renter_id
        where b.protection_fee_cents > 0 order by u.username`,
    );
    expect(protectedRows.map((r) => [r.username, r.title, r.status])).toEqual([
      ['mia.williams', 'Tandem Bicycle for Two', 'approved'],
      ['olivia.chen', 'JBL PartyBox 310 Speaker', 'with_renter'],
    ]);
    const terms = protectionTermsOf(loadConfig());
    for (const r of protectedRows) {
      expect(r.protection_fee_cents).toBe(protectionFeeCents(Number(r.rent_cents), terms));
      expect(r.protection_cap_cents).toBe(terms.capCents);
    }
    // The late return owes one day's price; the rejection says why.
    const gazelle = await bookingOf('noah.kowalski', 'Gazelle Electric City Bike');
    expect(gazelle.late_fee_cents).toBe(gazelle.daily_price_cents);
    const rejected = await bookingOf('noah.kowalski', 'MacBook Pro 14" M3 Pro');
    expect(rejected.owner_notes).toMatch(/client project/);
    // Ledger entries are dated when each step happened, never after the pinned now.
    const [late] = await sql('select max(created_at) as at from ledger_entries');
    expect(new Date(late!.at as string).getTime()).toBeLessThanOrEqual(now.getTime());

    // Never your own item, the owner is the item's, never two active bookings of a one-unit item on one day.
    expect(
      await sql(
        `select b.id from bookings b join items i on i.id = b.item_id
          where b.renter_id = b.owner_id or b.owner_id <> i.owner_id or i.approval_status <> 'approved'`,
      ),
    ).toEqual([]);
    expect(
      await sql(
        `select a.id, b.id from bookings a join bookings b on a.item_id = b.item_id and a.id < b.id
          where a.single_unit
            and a.status in ('pending_approval','approved','awaiting_pickup','in_transit','with_renter')
            and b.status in ('pending_approval','approved','awaiting_pickup','in_transit','with_renter')
            and daterange(a.start_date, a.end_date, '[]') && daterange(b.start_date, b.end_date, '[]')`,
      ),
    ).toEqual([]);

    // Requests wait for an answer; the events that schedule the worker's timers are in the outbox.
    const pending = await sql(
      `select id, expires_at, created_at from bookings where status = 'pending_approval' order by id`,
    );
    for (const p of pending) {
      expect(new Date(p.expires_at as string).getTime()).toBeGreaterThan(now.getTime());
      expect(new Date(p.expires_at as string).getTime() - new Date(p.created_at as string).getTime()).toBe(
        2 * DAY,
      );
    }
    const requested = await sql(
      `select (payload->>'bookingId')::int as id, payload->>'expiresAt' as expires from outbox_events
        where type = 'booking.requested' order by 1`,
    );
    expect(requested.map((e) => e.id)).toEqual(pending.map((p) => p.id));
    expect(requested.map((e) => e.expires)).toEqual(
      pending.map((p) => new Date(p.expires_at as string).toISOString()),
    );
    const changes = await sql(
      `select payload->>'status' as status, count(*)::int as n from outbox_events
        where type = 'booking.status_changed' group by 1 order by 1`,
    );
    expect(changes).toEqual([
      { status: 'pending_approval', n: 3 },
      { status: 'returned', n: 2 },
      { status: 'with_renter', n: 2 },
    ]);
    const overdue = await sql(
      `select end_date, overdue_at from bookings where status = 'with_renter' order by end_date`,
    );
    expect(overdue.map((r) => r.overdue_at !== null)).toEqual([true, false]);

    // Every renter paid with the saved demo card (brand and last four only).
    const cards = await sql(
      `select u.username, m.brand, m.last4, m.provider from payment_methods m join users u on u.id = m.user_id
        order by u.username`,
    );
    expect(cards.map((c) => c.username)).toEqual([
      'amelia.hughes',
      'jack.nguyen',
      'liam.obrien',
      'mia.williams',
      'noah.kowalski',
      'olivia.chen',
      'priya.patel',
    ]);
    expect(new Set(cards.map((c) => `${c.brand} ${c.last4} ${c.provider}`))).toEqual(
      new Set(['visa 4242 sandbox']),
    );

    // Reviews: both sides of every completed rental, published, after the completion and before now.
    const reviews = await sql(
      `select r.*, b.status, b.completed_at, b.item_id as booking_item from reviews r join bookings b on b.id = r.booking_id`,
    );
    expect(reviews).toHaveLength(24);
    for (const r of reviews) {
      expect(r.status).toBe('completed');
      expect(r.published_at).not.toBeNull();
      const published = new Date(r.published_at as string).getTime();
      expect(published).toBeGreaterThan(new Date(r.completed_at as string).getTime());
      expect(published).toBeLessThanOrEqual(now.getTime());
      expect(r.item_id).toBe(r.direction === 'renter_to_owner' ? r.booking_item : null);
    }
    expect(await sql(`select count(*)::int as n from outbox_events where type = 'review.published'`)).toEqual(
      [{ n: 24 }],
    );

    // Aggregates follow from the published reviews and completed rentals.
    const items = await sql(
      `select i.id, i.average_rating, i.review_count, avg(r.rating)::float8 as avg, count(*)::int as n
         from items i join reviews r on r.item_id = i.id and r.published_at is not null group by i.id`,
    );
    expect(items).toHaveLength(12);
    for (const i of items) {
      expect(i.average_rating).toBe(Math.round((i.avg as number) * 100) / 100);
      expect(i.review_count).toBe(i.n);
    }
    const members = await sql(
      `select u.username, u.rating, u.review_count, u.items_rented, u.koala_rank, u.identity_verified,
              (select avg(rating)::float8 from reviews where subject_id = u.id and published_at is not null) as avg,
              (select count(*)::int from reviews where subject_id = u.id and published_at is not null) as reviews,
              (select count(*)::int from bookings where renter_id = u.id and status = 'completed') as rented,
              (select count(*)::int from bookings where (renter_id = u.id or owner_id = u.id) and status = 'completed') as completed
         from users u order by u.id`,
    );
    for (const m of members) {
      expect(m.reviews, m.username as string).toBeGreaterThan(0);
      expect(m.rating).toBe(Math.round((m.avg as number) * 100) / 100);
      expect(m.review_count).toBe(m.reviews);
      expect(m.items_rented).toBe(m.rented);
      expect(m.koala_rank).toBe(
        computeKoalaRank({
          completedRentals: m.completed as number,
          rating: m.rating as number,
          reviewCount: m.review_count as number,
          identityVerified: m.identity_verified as boolean,
        }),
      );
    }
    const juniors = members.filter((m) => m.koala_rank === 'junior').map((m) => m.username);
    expect(juniors).toEqual(['olivia.chen', 'mia.williams', 'noah.kowalski']);

    // The first account the README lists rents and lends: rentals on My Rentals, requests on her Requests tab.
    const olivia = await memberId('olivia.chen');
    const [mine] = await sql(
      `select count(*) filter (where renter_id = ?)::int as rents,
              count(*) filter (where owner_id = ? and status = 'pending_approval')::int as requests,
              count(*) filter (where owner_id = ? and status = 'returned')::int as checks
         from bookings`,
      [olivia, olivia, olivia],
    );
    expect(mine).toEqual({ rents: 4, requests: 2, checks: 1 });

    // Seeding again does nothing: the database is no longer empty.
    const before = await sql(
      `select (select count(*)::int from bookings) as bookings, (select count(*)::int from ledger_entries) as ledger,
              (select count(*)::int from sandbox_payments) as holds, (select count(*)::int from reviews) as reviews,
              (select count(*)::int from outbox_events) as events`,
    );
    expect(await seedDemoData(orm, { uploadDir, now })).toEqual({
      seeded: false,
      users: 0,
      items: 0,
      images: 0,
      bookings: 0,
    });
    expect(
      await sql(
        `select (select count(*)::int from bookings) as bookings, (select count(*)::int from ledger_entries) as ledger,
                (select count(*)::int from sandbox_payments) as holds, (select count(*)::int from reviews) as reviews,
                (select count(*)::int from outbox_events) as events`,
      ),
    ).toEqual(before);

    // The money of every settled or returned booking (cancellations with the policy's refund, the late return's
    // fee, rejections, completions) is what the worker's commands write for the same steps at the same moments.
    // (Active ones hold their item's dates, so a twin could not book them.) The sandbox writes its holds in the
    // twin's transaction, so they roll back with it.
    const settled = await sql(
      `select * from bookings where status in ('completed', 'cancelled', 'rejected', 'returned') order by id`,
    );
    expect(settled).toHaveLength(17);
    const provider = demoPaymentProvider(orm)!;
    for (const seeded of settled) {
      const twin = await replayThroughCommands(orm.em.fork(), provider, seeded);
      expect(await moneyOf(sql, Number(seeded.id)), `booking ${seeded.id} (${seeded.status})`).toEqual(twin);
    }
  }, 120_000);

  it('hands the running worker bookings it carries on from: timers scheduled, a request approved, a return checked', async () => {
    const now = new Date();
    expect((await seedDemoData(orm, { uploadDir, now })).bookings).toBe(24);
    const config = loadConfig({
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject('redisUrl'),
      REDIS_PREFIX: uniqueRedisPrefix('seedbk'),
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    });
    const redis = createRedis(config.REDIS_URL);
    const queue = createQueue('bookings', redis, config.REDIS_PREFIX);
    let worker: RunningWorker | undefined;
    const bus = new CommandBus({
      redisUrl: config.REDIS_URL,
      connection: redis,
      redisPrefix: config.REDIS_PREFIX,
    });
    try {
      worker = await startWorker(bookingsWorker, config);
      const job = (id: string) =>
        eventually(async () => {
          const found = await queue.getJob(id);
          if (!found) throw new Error(`no job ${id} yet`);
          return found as Job;
        });
      const dueAt = (j: Job) => j.timestamp + (j.opts.delay ?? 0);

      // The outbox relay delivered the seeded events; each timer is due when the rules say.
      const pending = await sql(`select id, expires_at from bookings where status = 'pending_approval'`);
      for (const p of pending) {
        const expiry = await job(`expire-request-${p.id}`);
        expect(await expiry.getState()).toBe('delayed');
        expect(Math.abs(dueAt(expiry) - new Date(p.expires_at as string).getTime())).toBeLessThan(15_000);
      }
      const returned = await sql(`select id, returned_at from bookings where status = 'returned'`);
      for (const r of returned) {
        const autoComplete = await job(`auto-complete-${r.id}`);
        expect(await autoComplete.getState()).toBe('delayed');
        expect(
          Math.abs(dueAt(autoComplete) - (new Date(r.returned_at as string).getTime() + 3 * DAY)),
        ).toBeLessThan(15_000);
      }
      // The overdue rental was flagged when it fell due: its timer runs at once and finds nothing left to do.
      const overdue = await sql(
        `select id from bookings where status = 'with_renter' and overdue_at is not null`,
      );
      expect(overdue).toHaveLength(1);
      const flagged = await job(`mark-overdue-${overdue[0]!.id}`);
      await eventually(async () => {
        expect((await queue.getJob(flagged.id!))?.returnvalue).toEqual({ acted: false });
      });

      // Olivia approves Mia's request: the seeded hold is captured in the sandbox.
      const olivia = { userId: await memberId('olivia.chen'), role: 'user' as const };
      const mia = { userId: await memberId('mia.williams'), role: 'user' as const };
      const request = await bookingOf('mia.williams', 'Karcher Pressure Washer K5');
      await bus.execute(
        BookingCommands.approve,
        { bookingId: request.id as number },
        {
          actor: olivia,
          idempotencyKey: 'approve-karcher',
        },
      );
      expect(await bookingOf('mia.williams', 'Karcher Pressure Washer K5')).toMatchObject({
        status: 'approved',
        payment_status: 'paid',
      });
      // Oliver turns Noah's drone request down: both holds released.
      const drone = await bookingOf('noah.kowalski', 'DJI Mini 4 Pro Drone');
      await bus.execute(
        BookingCommands.reject,
        { bookingId: drone.id as number, reason: 'The drone is booked for a shoot that week, sorry!' },
        { actor: { userId: await memberId('oliver.bennett'), role: 'user' }, idempotencyKey: 'reject-drone' },
      );
      // Olivia checks the returned monitor; both review, and Mia's rentals and rating follow.
      const monitor = await bookingOf('mia.williams', '27" 4K USB-C Monitor');
      await bus.execute(
        BookingCommands.confirmCondition,
        { bookingId: monitor.id as number },
        {
          actor: olivia,
          idempotencyKey: 'confirm-monitor',
        },
      );
      await bus.execute(
        BookingCommands.review,
        { bookingId: monitor.id as number, rating: 5, comment: 'Crisp screen and all the cables. Thanks!' },
        { actor: mia, idempotencyKey: 'review-monitor-mia' },
      );
      await bus.execute(
        BookingCommands.review,
        { bookingId: monitor.id as number, rating: 5, comment: 'Returned in perfect condition.' },
        { actor: olivia, idempotencyKey: 'review-monitor-olivia' },
      );
      const [miaRow] = await sql('select items_rented, review_count from users where id = ?', [mia.userId]);
      expect(miaRow).toEqual({ items_rented: 5, review_count: 5 });
      expect(await sql(`select count(*)::int as n from reviews where published_at is null`)).toEqual([
        { n: 0 },
      ]);

      expect(await expectLedgerConsistent(sql)).toBe(24);
      await expectSandboxAgrees(sql);
    } finally {
      await worker?.stop();
      await bus.close();
      await queue.close();
      await redis.quit();
    }
  }, 90_000);
});
