import type { BookingAction } from '@koalarent/bookings/client';
import { addDays, quoteRental, toIsoDate } from '@koalarent/core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import {
  expectLedgerConsistent,
  expectSandboxAgrees,
  type Sql,
} from '../../services/bookings/test/ledger-check.js';
import { type ItemJson, type Member, publicItem, signedInAdmin, signedInMember } from './catalog-fixtures.js';
import { type HttpResult, startStack, type TestStack } from './harness.js';

/**
 * Shared set-up of the booking tests (races, lifecycle, timers, property, crash): cards, dates, the spec's request
 * payload, the REST and GraphQL doors of every booking command, direct SQL for what the API does not show, and the
 * ledger check every booking test runs after each test.
 */

export { expectLedgerConsistent, expectSandboxAgrees, type Sql };

export interface BookingJson {
  id: number;
  itemId: number | null;
  status: string;
  paymentStatus: string;
  currency: string;
  days: number;
  dailyPrice: number;
  rentPrice: number;
  serviceFee: number;
  totalPrice: number;
  securityDeposit: number;
  protectionFee: number;
  protectionCover: number;
  lateFee: number;
  refundedAmount: number;
  ownerPayout: number;
  startDate: string;
  endDate: string;
  approvedAt: string | null;
  receivedDate: string | null;
  returnedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  expiresAt: string;
  cancelledBy: string | null;
  cancelReason: string | null;
  overdue: boolean;
  viewerRole: string;
  allowedActions: string[];
  cancellationRefund: number | null;
  damageClaim: {
    id: number;
    amount: number;
    status: string;
    ownerAmount: number | null;
    respondBy: string;
    protectionAmount: number;
    protectionStatus: string;
    protectionPaid: number | null;
  } | null;
  owner: { id: number };
  renter: { id: number };
  [key: string]: unknown;
}

export interface ErrorJson {
  message: string;
  code: string;
  fieldErrors?: Record<string, string>;
}

/** The GraphQL selection of a booking these tests read. */
export const BOOKING_FIELDS = `id itemId status paymentStatus currency days dailyPrice rentPrice serviceFee totalPrice
  securityDeposit protectionFee protectionCover lateFee refundedAmount ownerPayout startDate endDate approvedAt receivedDate returnedAt completedAt
  cancelledAt expiresAt cancelledBy cancelReason overdue viewerRole allowedActions cancellationRefund
  damageClaim { id amount status ownerAmount respondBy protectionAmount protectionStatus protectionPaid }
  owner { id } renter { id }`;

/** Stripe's test cards, as the sandbox knows them. */
export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
} as const;

export function card(number: string = CARDS.ok) {
  return { cardNumber: number, nameOnCard: 'Kim Renter', expiryDate: '12/34', cvv: '123' };
}

/** A calendar date `offset` days from today (UTC), as the API takes it. */
export function day(offset: number): string {
  return addDays(toIsoDate(new Date()), offset);
}

let keys = 0;
/** A fresh idempotency key ([A-Za-z0-9_-]{8,100}). */
export function newKey(label = 'key'): string {
  keys += 1;
  return `${label}-${process.pid}-${Date.now().toString(36)}-${keys}`;
}

export interface PricedItem {
  id: number;
  pricePerDay: number;
  securityDeposit: number;
}

/** Spec §9's price for the dates, in cents and as the API's decimals. */
export function priceOf(item: PricedItem, startDate: string, endDate: string) {
  const days = Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000) + 1;
  const q = quoteRental(Math.round(item.pricePerDay * 100), Math.round(item.securityDeposit * 100), days);
  return { ...q, total: q.totalCents / 100, rent: q.rentCents / 100, fee: q.feeCents / 100 };
}

/** Spec §3's booking request: paymentMethod is a saved method's id, a card, or a Stripe PaymentMethod id (pm_…). */
export function bookingBody(
  item: PricedItem,
  startDate: string,
  endDate: string,
  paymentMethod: number | string | ReturnType<typeof card> = card(),
  extra: Record<string, unknown> = {},
) {
  return {
    itemId: item.id,
    startDate,
    endDate,
    totalPrice: priceOf(item, startDate, endDate).total,
    deliveryOption: 'pickup',
    message: 'Hello! I would like to rent this for a weekend trip.',
    paymentMethod,
    ...extra,
  };
}

/** The same request as GraphQL's BookingRequestInput. */
export function bookingInput(body: ReturnType<typeof bookingBody>) {
  const { paymentMethod, ...rest } = body;
  if (typeof paymentMethod === 'number') return { ...rest, paymentMethodId: paymentMethod };
  if (typeof paymentMethod === 'string') return { ...rest, stripePaymentMethodId: paymentMethod };
  return { ...rest, card: paymentMethod };
}

/** POST /api/bookings with an Idempotency-Key. */
export function restRequest(
  member: Member,
  body: unknown,
  key = newKey('req'),
): Promise<HttpResult<BookingJson & ErrorJson>> {
  return member.client.request<BookingJson & ErrorJson>('POST', '/api/bookings', body, {
    'idempotency-key': key,
  });
}

export async function gqlRequest(member: Member, body: ReturnType<typeof bookingBody>, key = newKey('gql')) {
  const res = await member.client.graphql<{ requestBooking: BookingJson }>(
    `mutation ($input: BookingRequestInput!, $key: String!) {
       requestBooking(input: $input, idempotencyKey: $key) { ${BOOKING_FIELDS} } }`,
    { input: bookingInput(body), key },
  );
  return res;
}

/** Books through REST and expects success. */
export async function book(member: Member, body: unknown, key?: string): Promise<BookingJson> {
  const res = await restRequest(member, body, key);
  expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
  return res.body;
}

/** Every booking command's REST door (BOOKINGS.md). */
export type Action = BookingAction;

const REST_PATHS: Record<Exclude<Action, 'resolveClaim' | 'review' | 'decideProtection'>, string> = {
  approve: 'approve',
  reject: 'reject',
  cancel: 'cancel',
  readyForPickup: 'ready-for-pickup',
  shipped: 'shipped',
  received: 'received',
  returned: 'returned',
  confirmCondition: 'confirm-condition',
  reportDamage: 'report-damage',
  respondToClaim: 'respond-to-claim',
};

/** Runs one command through REST; answers the HTTP result (the booking, or a review for 'review'). */
export function rest(
  member: Member,
  action: Action,
  bookingId: number,
  body: Record<string, unknown> = {},
  key?: string,
): Promise<HttpResult<BookingJson & ErrorJson>> {
  const headers: Record<string, string> = key ? { 'idempotency-key': key } : {};
  if (action === 'review')
    return member.client.request('POST', '/api/reviews', { bookingId, ...body }, headers);
  if (action === 'resolveClaim')
    return member.client.request('PUT', `/api/admin/bookings/${bookingId}/claim`, body, headers);
  if (action === 'decideProtection')
    return member.client.request('PUT', `/api/admin/bookings/${bookingId}/protection`, body, headers);
  return member.client.request('PUT', `/api/bookings/${bookingId}/${REST_PATHS[action]}`, body, headers);
}

/** Runs one command through REST and expects it to succeed. */
export async function restOk(
  member: Member,
  action: Action,
  bookingId: number,
  body: Record<string, unknown> = {},
): Promise<BookingJson> {
  const res = await rest(member, action, bookingId, body);
  expect(res.status, `${action}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

const GQL_MUTATIONS: Record<Action, { name: string; args: string; vars: string; result: string }> = {
  approve: { name: 'approveBooking', args: '', vars: '', result: BOOKING_FIELDS },
  reject: {
    name: 'rejectBooking',
    args: ', $reason: String!',
    vars: ', reason: $reason',
    result: BOOKING_FIELDS,
  },
  cancel: {
    name: 'cancelBooking',
    args: ', $reason: String',
    vars: ', reason: $reason',
    result: BOOKING_FIELDS,
  },
  readyForPickup: {
    name: 'markReadyForPickup',
    args: ', $notes: String',
    vars: ', notes: $notes',
    result: BOOKING_FIELDS,
  },
  shipped: { name: 'markShipped', args: ', $notes: String', vars: ', notes: $notes', result: BOOKING_FIELDS },
  received: { name: 'markReceived', args: '', vars: '', result: BOOKING_FIELDS },
  returned: {
    name: 'markReturned',
    args: ', $notes: String',
    vars: ', notes: $notes',
    result: BOOKING_FIELDS,
  },
  confirmCondition: { name: 'confirmCondition', args: '', vars: '', result: BOOKING_FIELDS },
  reportDamage: {
    name: 'reportDamage',
    args: ', $amount: Float!, $reason: String!, $photos: [String!]',
    vars: ', amount: $amount, reason: $reason, photos: $photos',
    result: BOOKING_FIELDS,
  },
  respondToClaim: {
    name: 'respondToDamageClaim',
    args: ', $accept: Boolean!',
    vars: ', accept: $accept',
    result: BOOKING_FIELDS,
  },
  resolveClaim: {
    name: 'resolveDamageClaim',
    args: ', $ownerAmount: Float!, $note: String',
    vars: ', ownerAmount: $ownerAmount, note: $note',
    result: BOOKING_FIELDS,
  },
  decideProtection: {
    name: 'decideProtectionClaim',
    args: ', $decision: String!, $note: String',
    vars: ', decision: $decision, note: $note',
    result: BOOKING_FIELDS,
  },
  review: {
    name: 'createReview',
    args: ', $rating: Int!, $comment: String',
    vars: ', rating: $rating, comment: $comment',
    result: 'id bookingId rating comment direction itemId',
  },
};

/** Runs one command through GraphQL; answers the mutation's data or its first error's code and message. */
export async function gql(
  member: Member,
  action: Action,
  bookingId: number,
  variables: Record<string, unknown> = {},
  key?: string,
): Promise<{ data: BookingJson | null; error: { code: string; message: string } | null }> {
  const m = GQL_MUTATIONS[action];
  const res = await member.client.graphql<Record<string, BookingJson>>(
    `mutation ($id: Int!, $key: String${m.args}) { ${m.name}(bookingId: $id, idempotencyKey: $key${m.vars}) { ${m.result} } }`,
    { id: bookingId, key: key ?? null, ...variables },
  );
  const first = res.body.errors?.[0];
  return {
    data: res.body.data?.[m.name] ?? null,
    error: first ? { code: String(first.extensions?.code ?? ''), message: first.message } : null,
  };
}

export async function viewBooking(member: Member, bookingId: number): Promise<BookingJson> {
  const res = await member.client.request<BookingJson>('GET', `/api/bookings/${bookingId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** SQL against the stack's database (MikroORM `?` placeholders). */
export function sqlOf(stack: TestStack): Sql {
  return (text, params = []) => stack.gateway.deps.orm.em.fork().getConnection().execute(text, params);
}

/** The booking's row, its `bigint` amounts (`*_cents`, text from `pg`) as numbers. */
export async function bookingRow(stack: TestStack, bookingId: number): Promise<Record<string, unknown>> {
  const [row] = await sqlOf(stack)('select * from bookings where id = ?', [bookingId]);
  if (!row) throw new Error(`no booking ${bookingId}`);
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column,
      column.endsWith('_cents') && value !== null ? Number(value) : value,
    ]),
  );
}

/** The booking's events in the outbox, oldest first (a type, or every booking.* and review.* one). */
export async function eventsOf(
  stack: TestStack,
  bookingId: number,
  type?: string,
): Promise<{ type: string; payload: Record<string, unknown> }[]> {
  const rows = await sqlOf(stack)(
    `select type, payload from outbox_events where payload->>'bookingId' = ? ${type ? 'and type = ?' : ''} order by id`,
    type ? [String(bookingId), type] : [String(bookingId)],
  );
  return rows as { type: string; payload: Record<string, unknown> }[];
}

/** How many rows each money table holds: "nothing written" compares these before and after. */
export async function moneyCounts(stack: TestStack) {
  const [row] = await sqlOf(stack)(
    `select (select count(*)::int from bookings) as bookings,
            (select count(*)::int from ledger_entries) as ledger,
            (select count(*)::int from payment_methods) as methods,
            (select count(*)::int from damage_claims) as claims,
            (select count(*)::int from reviews) as reviews,
            (select count(*)::int from outbox_events where type like 'booking.%' or type like 'review.%') as events,
            (select count(*)::int from sandbox_payments where status = 'authorized') as holds`,
  );
  return row!;
}

/** The booking columns a refused command must leave as they were. */
export async function snapshot(stack: TestStack, bookingId: number) {
  const row = await bookingRow(stack, bookingId);
  const { updated_at: _updated, ...rest } = row;
  const ledger = await sqlOf(stack)('select count(*)::int as n from ledger_entries where booking_id = ?', [
    bookingId,
  ]);
  const events = await eventsOf(stack, bookingId);
  return { booking: rest, ledger: ledger[0]!.n, events: events.length };
}

/**
 * Registers the ledger check to run after every test of the file: every posting and every booking sums to zero,
 * balances and payment status agree with each booking's state, and the sandbox provider's books agree too.
 */
export function checkLedgerAfterEach(stack: () => TestStack | undefined): void {
  afterEach(async () => {
    const current = stack();
    if (!current) return;
    await expectLedgerConsistent(sqlOf(current));
    await expectSandboxAgrees(sqlOf(current));
  });
}

/** What a bookings suite works with, once its `beforeAll` has run (see `bookingSuite`). */
export interface BookingWorld<Name extends string> {
  stack: TestStack;
  admin: Member;
  /** One signed-in member per name the suite asked for. */
  members: Record<Name, Member>;
  sql: Sql;
}

/**
 * The set-up every bookings suite shares: a stack (with `env`), the super-admin and one signed-in member per name,
 * the ledger and the sandbox's books checked after each test, and the stack stopped after the file. Call it at the
 * top of the file, after the hooks of anything the stack needs first (a fake Stripe: its `afterAll` then runs after
 * the stack's stop) and before the file's own; the world it answers is there from the file's `beforeAll` on.
 */
export function bookingSuite<const Name extends string>(
  names: readonly Name[],
  /** The stack's environment, or a function giving it once the file's earlier hooks have run (a fake's URL). */
  env: Record<string, string> | (() => Record<string, string>) = {},
): () => BookingWorld<Name> {
  let world: BookingWorld<Name> | undefined;
  beforeAll(async () => {
    const stack = await startStack(typeof env === 'function' ? env() : env);
    const admin = await signedInAdmin(stack);
    const signedIn = await Promise.all(names.map(() => signedInMember(stack)));
    const members = Object.fromEntries(names.map((name, i) => [name, signedIn[i]])) as Record<Name, Member>;
    world = { stack, admin, members, sql: sqlOf(stack) };
  });
  afterAll(async () => {
    await world?.stack.stop();
  });
  checkLedgerAfterEach(() => world?.stack);
  return () => {
    if (!world) throw new Error('the bookings suite has not started (read it from a hook or a test)');
    return world;
  };
}

/** An approved, public item of the owner's, with the catalog's default price (45/day, deposit 300) unless given. */
export async function bookableItem(
  stack: TestStack,
  owner: Member,
  admin: Member,
  overrides: Record<string, unknown> = {},
): Promise<ItemJson & PricedItem> {
  const item = await publicItem(stack, owner, admin, overrides);
  return item as ItemJson & PricedItem & { securityDeposit: number };
}

/** Waits until `check` passes (polling), for what the workers do after a commit. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
