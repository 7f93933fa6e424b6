import { BOOKING_ACTIONS, BOOKING_TRANSITIONS } from '@koalarent/bookings/client';
import { createRedis } from '@koalarent/core';
import { Queue } from 'bullmq';
import fc from 'fast-check';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type Balances,
  type BookingMoneyRow,
  expectedBalances,
  ledgerBalances,
} from '../../services/bookings/test/ledger-check.js';
import {
  type Action,
  book,
  bookableItem,
  bookingBody,
  bookingRow,
  bookingSuite,
  card,
  day,
  type PricedItem,
  rest,
  sqlOf,
} from './bookings-fixtures.js';
import type { Member } from './catalog-fixtures.js';
import type { TestStack } from './harness.js';

/**
 * Property: whatever sequence of commands the four kinds of people send (renter, owner, admin, a stranger) and
 * whichever timers fire, the database follows a model of the state machine (ARCHITECTURE §4 and issue §3–§5, §7):
 * each answer's HTTP status, then the booking's status, payment status, refunded and paid-out amounts, the damage
 * claim, the reviews, and the ledger balances the booking's state implies. Sequences are biased towards moves the
 * state allows, so runs reach the deep states (claims, reviews) and not only refusals.
 */

type Who = 'renter' | 'owner' | 'admin' | 'stranger';
type Timer = 'expire-request' | 'mark-overdue' | 'auto-complete' | 'auto-accept-claim' | 'close-reviews';
type Move = { kind: 'command'; action: Action; who: Who; arg: number } | { kind: 'timer'; timer: Timer };

interface Model {
  status: string;
  paymentStatus: string;
  approved: boolean;
  refunded: number;
  payout: number;
  overdue: boolean;
  claim: { status: string; amount: number; ownerAmount: number | null } | null;
  reviews: { renter: boolean; owner: boolean };
  published: number;
}

interface Booked {
  id: number;
  near: boolean;
  rent: number;
  fee: number;
  total: number;
  deposit: number;
}

const DAMAGE_AMOUNTS = [20, 100, 150]; // in the item's units; the deposit is 100
const RESOLVE_AMOUNTS = [0, 10, 20, 1000];

// Bounds against a hang, not targets: on a loaded two-core CI machine these files run several times slower.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const world = bookingSuite(['owner', 'renter', 'stranger']);

let stack: TestStack;
let admin: Member;
let owner: Member;
let renter: Member;
let stranger: Member;
let redis: Redis;
let queue: Queue;
const items: { item: PricedItem; used: number }[] = [];
let timerJobs = 0;

beforeAll(async () => {
  ({
    stack,
    admin,
    members: { owner, renter, stranger },
  } = world());
  redis = createRedis(stack.config.REDIS_URL);
  queue = new Queue('bookings', { connection: redis, prefix: `${stack.config.REDIS_PREFIX}:bull` });
});

afterAll(async () => {
  await queue?.close();
  await redis?.quit();
});

/** An item with a unit free for the next booking (each run books one; runs that stay active keep theirs). */
async function itemWithRoom(): Promise<PricedItem> {
  let current = items.at(-1);
  if (!current || current.used >= 95) {
    current = {
      item: await bookableItem(stack, owner, admin, { quantity: 100, pricePerDay: 30, securityDeposit: 100 }),
      used: 0,
    };
    items.push(current);
  }
  current.used++;
  return current.item;
}

const cents = (amount: number) => Math.round(amount * 100);

/** What the state allows, by whom: the moves a 'next' step picks from. */
function validMoves(m: Model): Move[] {
  const cmd = (action: Action, who: Who, arg = 0): Move => ({ kind: 'command', action, who, arg });
  switch (m.status) {
    case 'pending_approval':
      return [
        cmd('approve', 'owner'),
        cmd('reject', 'owner'),
        cmd('cancel', 'renter'),
        cmd('cancel', 'owner'),
        { kind: 'timer', timer: 'expire-request' },
      ];
    case 'approved':
      return [
        cmd('cancel', 'renter'),
        cmd('cancel', 'owner'),
        cmd('readyForPickup', 'owner'),
        cmd('shipped', 'owner'),
        cmd('received', 'renter'),
      ];
    case 'awaiting_pickup':
      return [
        cmd('cancel', 'renter'),
        cmd('cancel', 'owner'),
        cmd('shipped', 'owner'),
        cmd('received', 'renter'),
      ];
    case 'in_transit':
      return [cmd('received', 'renter')];
    case 'with_renter':
      return [cmd('returned', 'renter'), { kind: 'timer', timer: 'mark-overdue' }];
    case 'returned':
      if (!m.claim)
        return [
          cmd('confirmCondition', 'owner'),
          cmd('reportDamage', 'owner', 0),
          cmd('reportDamage', 'owner', 1),
          { kind: 'timer', timer: 'auto-complete' },
        ];
      if (m.claim.status === 'open')
        return [
          cmd('respondToClaim', 'renter', 1),
          cmd('respondToClaim', 'renter', 0),
          { kind: 'timer', timer: 'auto-accept-claim' },
        ];
      return [
        cmd('resolveClaim', 'admin', 1),
        cmd('resolveClaim', 'admin', 0),
        cmd('resolveClaim', 'admin', 2),
      ];
    case 'completed':
      return [
        ...(m.reviews.renter ? [] : [cmd('review', 'renter', 4)]),
        ...(m.reviews.owner ? [] : [cmd('review', 'owner', 2)]),
        { kind: 'timer', timer: 'close-reviews' },
      ];
    default:
      return [cmd('approve', 'owner')];
  }
}

/**
 * Who may ask for each action and from which statuses: the state machine itself
 * (services/bookings/src/booking/state-machine.ts), which the gateway, the worker and the offered actions read too.
 * The model adds what the table leaves to the commands: resolveClaim's dispute, the claim and review rules below.
 */
function parties(action: Action): readonly string[] {
  return BOOKING_TRANSITIONS[action].by;
}
function from(action: Action): readonly string[] {
  return BOOKING_TRANSITIONS[action].from;
}

/** Completes a returned booking keeping `kept` of the deposit for the owner (no late fee: returns are early). */
function complete(m: Model, b: Booked, kept: number): Model {
  return { ...m, status: 'completed', payout: b.rent + Math.min(kept, b.deposit) };
}

/** The model's answer to a move: the HTTP status (null for a timer) and the next model. */
function step(m: Model, b: Booked, move: Move): { status: number | null; next: Model } {
  if (move.kind === 'timer') {
    switch (move.timer) {
      case 'expire-request':
        return {
          status: null,
          next:
            m.status === 'pending_approval' ? { ...m, status: 'cancelled', paymentStatus: 'refunded' } : m,
        };
      case 'mark-overdue':
        return { status: null, next: m.status === 'with_renter' && !m.overdue ? { ...m, overdue: true } : m };
      case 'auto-complete':
        return { status: null, next: m.status === 'returned' && !m.claim ? complete(m, b, 0) : m };
      case 'auto-accept-claim':
        return {
          status: null,
          next:
            m.status === 'returned' && m.claim?.status === 'open'
              ? {
                  ...complete(m, b, m.claim.amount),
                  claim: { ...m.claim, status: 'auto_accepted', ownerAmount: m.claim.amount },
                }
              : m,
        };
      case 'close-reviews': {
        const published = Number(m.reviews.renter) + Number(m.reviews.owner);
        return { status: null, next: published === m.published ? m : { ...m, published } };
      }
    }
  }
  const { action, who, arg } = move;
  const refuse = (status: number) => ({ status, next: m });
  // Admins only, whoever else asks (checked before the booking is looked at).
  if (action === 'resolveClaim') {
    if (who !== 'admin') return refuse(403);
    if (m.claim?.status !== 'disputed') return refuse(409);
    const amount = cents(RESOLVE_AMOUNTS[arg % RESOLVE_AMOUNTS.length]!);
    if (amount > m.claim.amount) return refuse(400);
    return {
      status: 200,
      next: {
        ...complete(m, b, amount),
        claim: { ...m.claim, status: 'admin_decided', ownerAmount: amount },
      },
    };
  }
  // Admins only as well (issue 26 §2). These bookings are never protected, so an admin finds no protection claim
  // to decide in any status: 409, nothing changes.
  if (action === 'decideProtection') return refuse(who === 'admin' ? 409 : 403);
  if (who === 'stranger') return refuse(404);
  if (!parties(action).includes(who)) return refuse(403);
  if (!from(action).includes(m.status)) return refuse(409);
  switch (action) {
    case 'approve':
      return { status: 200, next: { ...m, status: 'approved', paymentStatus: 'paid', approved: true } };
    case 'reject':
      return { status: 200, next: { ...m, status: 'rejected', paymentStatus: 'refunded' } };
    case 'cancel': {
      if (!m.approved) return { status: 200, next: { ...m, status: 'cancelled', paymentStatus: 'refunded' } };
      if (who === 'owner')
        return {
          status: 200,
          next: { ...m, status: 'cancelled', paymentStatus: 'refunded', refunded: b.total },
        };
      // The renter: at least 48 hours ahead the rent comes back, later half of it; the fee is kept.
      const refunded = b.near ? Math.floor(b.rent / 2) : b.rent;
      return {
        status: 200,
        next: {
          ...m,
          status: 'cancelled',
          paymentStatus: 'partially_refunded',
          refunded,
          payout: b.rent - refunded,
        },
      };
    }
    case 'readyForPickup':
      return { status: 200, next: { ...m, status: 'awaiting_pickup' } };
    case 'shipped':
      return { status: 200, next: { ...m, status: 'in_transit' } };
    case 'received':
      return { status: 200, next: { ...m, status: 'with_renter' } };
    case 'returned':
      return { status: 200, next: { ...m, status: 'returned' } };
    case 'confirmCondition':
      return m.claim ? refuse(409) : { status: 200, next: complete(m, b, 0) };
    case 'reportDamage': {
      if (m.claim) return refuse(409);
      const amount = cents(DAMAGE_AMOUNTS[arg % DAMAGE_AMOUNTS.length]!);
      if (amount > b.deposit) return refuse(400);
      return { status: 200, next: { ...m, claim: { status: 'open', amount, ownerAmount: null } } };
    }
    case 'respondToClaim': {
      if (m.claim?.status !== 'open') return refuse(409);
      if (arg % 2 === 0) return { status: 200, next: { ...m, claim: { ...m.claim, status: 'disputed' } } };
      return {
        status: 200,
        next: {
          ...complete(m, b, m.claim.amount),
          claim: { ...m.claim, status: 'accepted', ownerAmount: m.claim.amount },
        },
      };
    }
    case 'review': {
      const side = who as 'renter' | 'owner';
      if (m.reviews[side]) return refuse(409);
      const reviews = { ...m.reviews, [side]: true };
      return {
        status: 200,
        next: { ...m, reviews, published: reviews.renter && reviews.owner ? 2 : m.published },
      };
    }
    default:
      throw new Error(`no model for ${action}`);
  }
}

function bodyOf(move: Extract<Move, { kind: 'command' }>): Record<string, unknown> {
  switch (move.action) {
    case 'reject':
      return { reason: 'Not this time' };
    case 'cancel':
      return { reason: 'Changed my mind' };
    case 'returned':
      return { notes: 'Returned in the same state' };
    case 'reportDamage':
      return { amount: DAMAGE_AMOUNTS[move.arg % DAMAGE_AMOUNTS.length], reason: 'A scratch on the side' };
    case 'respondToClaim':
      return { accept: move.arg % 2 === 1 };
    case 'resolveClaim':
      return { ownerAmount: RESOLVE_AMOUNTS[move.arg % RESOLVE_AMOUNTS.length], note: 'Decided' };
    case 'decideProtection':
      return { decision: move.arg % 2 === 1 ? 'approve' : 'reject', note: 'Decided' };
    case 'review':
      return { rating: 1 + (move.arg % 5), comment: 'Property-based review' };
    default:
      return {};
  }
}

/**
 * Runs a timer's job now (as its delayed job would, or the sweep) and answers whether it acted. A timer job that
 * throws, even once, is a failure: a timer must act or leave the booking alone, never fail.
 */
async function fire(timer: Timer, bookingId: number): Promise<boolean> {
  timerJobs++;
  const job = await queue.add(timer, { bookingId }, { jobId: `prop-${timer}-${bookingId}-${timerJobs}` });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const done = await queue.getJob(job.id!);
    if (done?.failedReason) throw new Error(`timer ${timer} failed: ${done.failedReason}`);
    if (done?.finishedOn) return (done.returnvalue as { acted: boolean }).acted;
    if (Date.now() > deadline) throw new Error(`timer ${timer} did not finish in 30 s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function observe(bookingId: number) {
  const row = await bookingRow(stack, bookingId);
  const [claim] = await sqlOf(stack)(
    'select status, amount_cents::int, owner_amount_cents::int from damage_claims where booking_id = ?',
    [bookingId],
  );
  const [reviews] = await sqlOf(stack)(
    'select count(*)::int as written, count(published_at)::int as published from reviews where booking_id = ?',
    [bookingId],
  );
  return { row, claim: claim ?? null, reviews: reviews! };
}

function expectMatches(seen: Awaited<ReturnType<typeof observe>>, m: Model, context: string) {
  expect(
    {
      status: seen.row.status,
      paymentStatus: seen.row.payment_status,
      refunded: seen.row.refunded_cents,
      payout: seen.row.owner_payout_cents,
      lateFee: seen.row.late_fee_cents,
      overdue: seen.row.overdue_at !== null,
      claim: seen.claim && {
        status: seen.claim.status,
        amount: seen.claim.amount_cents,
        ownerAmount: seen.claim.owner_amount_cents,
      },
      reviews: seen.reviews.written,
      published: seen.reviews.published,
    },
    context,
  ).toEqual({
    status: m.status,
    paymentStatus: m.paymentStatus,
    refunded: m.refunded,
    payout: m.payout,
    lateFee: 0,
    overdue: m.overdue,
    claim: m.claim,
    reviews: Number(m.reviews.renter) + Number(m.reviews.owner),
    published: m.published,
  });
}

const WHO: Who[] = ['renter', 'owner', 'admin', 'stranger'];
const ACTIONS: readonly Action[] = BOOKING_ACTIONS;
const TIMERS: Timer[] = [
  'expire-request',
  'mark-overdue',
  'auto-complete',
  'auto-accept-claim',
  'close-reviews',
];

type PlannedStep =
  | { kind: 'next'; pick: number }
  | { kind: 'any'; action: Action; who: Who; arg: number }
  | { kind: 'timer'; timer: Timer };

const any = (action: Action, who: Who, arg = 0): PlannedStep => ({ kind: 'any', action, who, arg });
const timer = (name: Timer): PlannedStep => ({ kind: 'timer', timer: name });

/**
 * Paths every run of the property starts with (fast-check's examples), so each money rule is exercised whatever
 * the random part finds: both cancellation windows and the owner's cancel, a dispute decided by an admin, an
 * unanswered claim, the review window, an expiry, a rejection.
 */
const EXAMPLES: [boolean, PlannedStep[]][] = [
  [true, [any('approve', 'owner'), any('cancel', 'renter'), any('cancel', 'renter')]],
  [false, [any('approve', 'owner'), any('cancel', 'renter')]],
  [false, [any('approve', 'owner'), any('readyForPickup', 'owner'), any('cancel', 'owner')]],
  [
    false,
    [
      any('approve', 'owner'),
      any('received', 'renter'),
      any('returned', 'renter'),
      any('reportDamage', 'owner', 2),
      any('reportDamage', 'owner', 0),
      any('respondToClaim', 'renter', 0),
      any('confirmCondition', 'owner'),
      any('resolveClaim', 'owner', 1),
      any('resolveClaim', 'admin', 3),
      any('resolveClaim', 'admin', 1),
      any('review', 'renter', 4),
      any('review', 'owner', 3),
    ],
  ],
  [
    true,
    [
      any('approve', 'owner'),
      any('shipped', 'owner'),
      any('received', 'renter'),
      timer('mark-overdue'),
      any('returned', 'renter'),
      any('reportDamage', 'owner', 1),
      timer('auto-complete'),
      timer('auto-accept-claim'),
      any('review', 'admin', 1),
      timer('close-reviews'),
      any('review', 'owner', 2),
    ],
  ],
  [
    false,
    [any('approve', 'owner'), any('received', 'renter'), any('returned', 'renter'), timer('auto-complete')],
  ],
  [
    true,
    [
      any('approve', 'owner'),
      any('received', 'renter'),
      any('returned', 'renter'),
      any('reportDamage', 'owner', 0),
      any('respondToClaim', 'owner', 1),
      any('respondToClaim', 'renter', 1),
      timer('auto-accept-claim'),
    ],
  ],
  [false, [timer('expire-request'), any('approve', 'owner'), any('cancel', 'stranger')]],
  [true, [any('approve', 'renter'), any('reject', 'owner'), timer('expire-request'), any('cancel', 'owner')]],
];

/** A step: usually one of the moves the state allows (by index), sometimes anything at all. */
const stepArb: fc.Arbitrary<PlannedStep> = fc.oneof(
  { weight: 7, arbitrary: fc.record({ kind: fc.constant('next' as const), pick: fc.nat(30) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('any' as const),
      action: fc.constantFrom(...ACTIONS),
      who: fc.constantFrom(...WHO),
      arg: fc.nat(7),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('timer' as const), timer: fc.constantFrom(...TIMERS) }),
  },
);

describe('the booking state machine against a model', () => {
  it('random command sequences by every party, with timers, keep the database equal to the model', async () => {
    const who = () => ({ renter, owner, admin, stranger });
    let runs = 0;
    let steps = 0;
    const reached = new Set<string>();
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(stepArb, { minLength: 1, maxLength: 12 }),
        async (near, plan) => {
          runs++;
          const item = await itemWithRoom();
          // Near: starts tomorrow (less than 48 hours away); else in ten days.
          const start = near ? day(1) : day(10);
          const booking = await book(renter, bookingBody(item, start, day(near ? 2 : 11), card()));
          const b: Booked = {
            id: booking.id,
            near,
            rent: cents(booking.rentPrice),
            fee: cents(booking.serviceFee),
            total: cents(booking.totalPrice),
            deposit: cents(booking.securityDeposit),
          };
          let model: Model = {
            status: 'pending_approval',
            paymentStatus: 'authorized',
            approved: false,
            refunded: 0,
            payout: 0,
            overdue: false,
            claim: null,
            reviews: { renter: false, owner: false },
            published: 0,
          };
          const trail: string[] = ['request'];
          for (const planned of plan) {
            steps++;
            const move: Move =
              planned.kind === 'next'
                ? validMoves(model)[planned.pick % validMoves(model).length]!
                : planned.kind === 'timer'
                  ? { kind: 'timer', timer: planned.timer }
                  : { kind: 'command', action: planned.action, who: planned.who, arg: planned.arg };
            const { status, next } = step(model, b, move);
            trail.push(
              move.kind === 'timer' ? `timer ${move.timer}` : `${move.action} by ${move.who} (${move.arg})`,
            );
            const context = `booking ${b.id} (${near ? 'near' : 'far'}): ${trail.join(' → ')}`;
            if (move.kind === 'timer')
              expect(await fire(move.timer, b.id), `${context}: did the timer act?`).toBe(next !== model);
            else {
              const res = await rest(who()[move.who], move.action, b.id, bodyOf(move));
              expect(res.status, `${context}: ${JSON.stringify(res.body)}`).toBe(status);
              if (status !== 200) expect(res.body.message, context).toBeTruthy();
            }
            model = next;
            reached.add(model.status);
            if (model.claim) reached.add(`claim ${model.claim.status}`);
            if (model.published > 0) reached.add('reviews published');
            expectMatches(await observe(b.id), model, context);
            const row = await bookingRow(stack, b.id);
            const expected: Balances = expectedBalances(row as unknown as BookingMoneyRow);
            expect(await ledgerBalances(sqlOf(stack), b.id), `ledger: ${context}`).toEqual(expected);
          }
        },
      ),
      { numRuns: 50, examples: EXAMPLES },
    );
    console.log(
      `property: ${runs} runs, ${steps} steps in ${Date.now() - started} ms; states reached: ${[...reached].sort().join(', ')}`,
    );
    expect(runs).toBe(50);
    // The bias towards allowed moves reaches the far end of the machine.
    expect([...reached]).toEqual(
      expect.arrayContaining(['completed', 'cancelled', 'returned', 'with_renter']),
    );
  });
});
