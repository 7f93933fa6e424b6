import {
  type Actor,
  ApprovalStatus,
  addDays,
  BookingMessages,
  type CurrencyCode,
  DomainError,
  type EntityManager,
  ErrorCode,
  type EventEnvelope,
  EventSchemas,
  type EventType,
  earliestStartDate,
  exactMinorUnits,
  formatMoney,
  fromMinorUnits,
  handleCommand,
  loadConfig,
  MAX_ADVANCE_DAYS,
  MAX_RENTAL_DAYS,
  maxBookingTotalCents,
  quoteRental,
  REQUEST_EXPIRY_HOURS,
  rentalDays,
  sql,
  type WorkerDeps,
} from '@koalarent/core';
import { v7 as uuidv7 } from 'uuid';
import {
  AvailabilityRefusalMessages,
  type AvailabilityRules,
  rulesOrDefault,
  rulesRefusal,
} from '../booking/availability.js';
import {
  instantBookDecision,
  type TrustFactColumns,
  type TrustThresholds,
  trustFactsOf,
  trustFactsSql,
} from '../booking/instant-book.js';
import { checkTransition } from '../booking/state-machine.js';
import { BookingCommands, type BookingRequestCommandInput } from '../client.js';
import { SqlTransaction } from '../db/sql-transaction.js';
import { type PostingRow, postingRows } from '../ledger/ledger.js';
import { DECLINE_MESSAGES, PaymentDeclinedError, type PaymentProvider } from '../payments/provider.js';
import { trustThresholdsOf } from '../queries/instant-book.js';
import type {
  BookingPartyRecord,
  BookingRecord,
  BookingSnapshot,
  JsonRecord,
  PaymentMethodRecord,
} from '../queries/records.js';
import {
  APPROVED_PAYMENT_STATUS,
  approvedEvent,
  CAPTURE_KIND,
  captureApproved,
  capturePostings,
} from './approval.js';
import { actorIdOf, type BookingCommand, type BookingStep, paymentsOf } from './shared.js';

const ACTIVE_SQL = `'pending_approval','approved','awaiting_pickup','in_transit','with_renter'`;

/**
 * The most units of the item taken on any one day of the range by active bookings. Counting overlapping bookings
 * would over-count two bookings that overlap the range but not each other, so this counts day by day. `item` is an
 * item id to bind, or SQL naming it (a column of the statement); values are bound with `v` (see `binder`).
 */
function unitsTakenSql(
  v: Bind,
  startDate: string,
  endDate: string,
  item: { id: number } | { sql: string },
): string {
  const dates = `${v(startDate, 'date')}, ${v(endDate, 'date')}`;
  const itemId = 'id' in item ? v(item.id, 'int') : item.sql;
  return `(select coalesce(max(n), 0)::int from (
       select count(b.id) as n
         from generate_series(${dates}, interval '1 day') as d(day)
         left join bookings b
           on b.item_id = ${itemId} and b.status in (${ACTIVE_SQL}) and d.day between b.start_date and b.end_date
        group by d.day) per_day)`;
}

type Bind = (value: unknown, cast: string) => string;

/** Whether any day of the range is blocked on the item (by its owner or an imported calendar). */
function blockedSql(
  v: Bind,
  startDate: string,
  endDate: string,
  item: { id: number } | { sql: string },
): string {
  return `exists (select 1 from item_blocked_dates bd
     where bd.item_id = ${'id' in item ? v(item.id, 'int') : item.sql}
       and bd.start_date <= ${v(endDate, 'date')} and bd.end_date >= ${v(startDate, 'date')})`;
}

/**
 * The units a rental of the range would meet within `buffer` free days of another rental: every active booking
 * and the request are stretched by the buffer after their end, and the most of them on any one day of the
 * request's stretched range is counted (as `unitsTakenSql` counts). Below the quantity, a unit stays with at least
 * the buffer free before and after the new rental. `buffer` is a bound number or SQL naming it.
 */
function unitsNearSql(
  v: Bind,
  startDate: string,
  endDate: string,
  item: { id: number } | { sql: string },
  buffer: { value: number } | { sql: string },
): string {
  const days = () => ('value' in buffer ? v(buffer.value, 'int') : buffer.sql);
  return `(select coalesce(max(n), 0)::int from (
       select count(b.id) as n
         from generate_series(${v(startDate, 'date')}, ${v(endDate, 'date')} + ${days()}, interval '1 day') as d(day)
         left join bookings b
           on b.item_id = ${'id' in item ? v(item.id, 'int') : item.sql} and b.status in (${ACTIVE_SQL})
          and d.day between b.start_date and b.end_date + ${days()}
        group by d.day) per_day)`;
}

/** The rule columns of `item_availability_rules` as the request reads them. */
const RULE_COLUMNS = `ar.min_days, ar.max_days, ar.buffer_days, ar.advance_notice_days, ar.horizon_days`;

interface RuleColumns {
  min_days: number | null;
  max_days: number | null;
  buffer_days: number | null;
  advance_notice_days: number | null;
  horizon_days: number | null;
}

function rulesOf(row: RuleColumns): AvailabilityRules {
  return rulesOrDefault({
    minDays: row.min_days ?? undefined,
    maxDays: row.max_days,
    bufferDays: row.buffer_days ?? 0,
    advanceNoticeDays: row.advance_notice_days ?? 0,
    horizonDays: row.horizon_days,
  });
}

/** What the item's bookings, blocks and buffers leave of the range, counted under the item's lock. */
interface RangeState {
  rules: AvailabilityRules;
  taken: number;
  blocked: boolean;
  /** Units within the buffer of another rental (0 when the rules keep no buffer). */
  near: number;
}

function notBookable(message: string): DomainError {
  return new DomainError(ErrorCode.DatesNotBookable, { message });
}

/**
 * Parameters in the order their placeholders appear: `v(value, 'int')` records the value and returns `?::int`, so a
 * statement written as one template literal binds in the order it reads (template expressions run left to right).
 */
function binder(): { v: Bind; params: unknown[] } {
  const params: unknown[] = [];
  return {
    params,
    v: (value, cast) => {
      params.push(value);
      return `?::${cast}`;
    },
  };
}

function invalid(field: string, message: string): DomainError {
  return new DomainError(ErrorCode.ValidationFailed, { message, fieldErrors: { [field]: message } });
}

/** The dates a renter may ask for: not in the past, not too long, not too far ahead. */
function checkDates(input: BookingRequestCommandInput, now: Date): number {
  if (input.startDate < earliestStartDate(now)) throw invalid('startDate', BookingMessages.pastDate);
  const days = rentalDays(input.startDate, input.endDate);
  if (days < 1) throw invalid('endDate', BookingMessages.endBeforeStart);
  if (days > MAX_RENTAL_DAYS) throw invalid('endDate', BookingMessages.tooLong);
  if (input.startDate > addDays(earliestStartDate(now), MAX_ADVANCE_DAYS + 1))
    throw invalid('startDate', BookingMessages.tooFarAhead);
  return days;
}

function isConstraintViolation(error: unknown, name: string): boolean {
  const e = error as { constraint?: string; message?: string } | null;
  return Boolean(e && (e.constraint === name || e.message?.includes(name)));
}

/** PostgreSQL's lock_not_available: `for update nowait` found the item locked by another request. */
function isLockBusy(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return Boolean(e && (e.code === '55P03' || /could not obtain lock on row/.test(e.message ?? '')));
}

type RequestResult = { bookingId: number; snapshot?: BookingSnapshot };

/** What a request wrote: its answer, and the events it committed (published right after the commit). */
interface RequestDone {
  result: RequestResult;
  events: EventEnvelope[];
}

const partyColumns = (alias: string, prefix: string) =>
  `${alias}.username as ${prefix}_username, ${alias}.full_name as ${prefix}_full_name,
   ${alias}.profile_image as ${prefix}_profile_image, ${alias}.koala_rank as ${prefix}_koala_rank,
   ${alias}.rating as ${prefix}_rating, ${alias}.review_count as ${prefix}_review_count,
   ${alias}.is_verified as ${prefix}_is_verified`;

interface PartyRow {
  username: string;
  full_name: string;
  profile_image: string | null;
  koala_rank: string;
  rating: number;
  review_count: number;
  is_verified: boolean;
}

type PartyColumns = { [K in `${'owner' | 'renter'}_${keyof PartyRow}`]: unknown };

/** What the request reads, under the item's row lock, in one statement. */
interface RequestRow extends PartyColumns, RuleColumns, TrustFactColumns {
  prior: RequestResult | null;
  replay_id: number | null;
  new_id: number;
  item_id: number | null;
  title: string;
  images: string[] | null;
  location: string | null;
  owner_id: number;
  approval_status: string;
  availability: boolean;
  currency: string;
  price_per_day_cents: number;
  security_deposit_cents: number;
  quantity: number;
  instant_book: boolean | null;
  taken: number | null;
  blocked: boolean | null;
  near: number | null;
  owner_locked: boolean | null;
  renter_id: number | null;
  renter_locked: boolean;
  method_id: number | null;
  method_brand: string;
  method_last4: string;
  method_exp_month: number;
  method_exp_year: number;
  method_name_on_card: string;
  method_provider_ref: string;
  method_removed_at: Date | string | null;
  method_created_at: Date | string;
  new_method_id: number | null;
}

function partyOf(row: RequestRow, prefix: 'owner' | 'renter', id: number): BookingPartyRecord {
  const f = (key: keyof PartyRow) => row[`${prefix}_${key}`];
  return {
    id,
    username: f('username') as string,
    fullName: f('full_name') as string,
    profileImage: f('profile_image') as string | null,
    koalaRank: f('koala_rank') as string,
    rating: Number(f('rating')),
    reviewCount: Number(f('review_count')),
    isVerified: f('is_verified') as boolean,
  };
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/** One run of a booking request: what is asked, by whom, under which key, paid through which provider, when. */
interface RequestRun {
  input: BookingRequestCommandInput;
  actor: Actor;
  /** The actor's user id: the renter. */
  renterId: number;
  /** The worker's job id, or the seed step's key: it keys the holds, the booking's request key and the command log. */
  jobId: string;
  provider: PaymentProvider;
  /** The holds placed so far, pushed as each is placed, so a refusal can give them back. */
  authorised: string[];
  /** `nowait` first; `wait` once another request was found holding the item (see `readStatement`). */
  lock: 'nowait' | 'wait';
  /** The request's moment: dates are checked and rows stamped at it. */
  now: Date;
  /** Instant book's thresholds (issue 23 §5), from the configuration. */
  trust: TrustThresholds;
}

/**
 * The read: the command log (a job that committed before is answered from it), a replayed request's booking, a new
 * booking id, the item locked (`nowait` first: then no other request holds it, so the units taken can be counted in
 * this same statement; when it is held, the request waits for the lock and counts afterwards, when the holder's
 * booking is visible), its owner, the renter and the payment method.
 */
function readStatement({ input, renterId, jobId, provider, lock }: RequestRun): {
  sql: string;
  params: unknown[];
} {
  const providerName = provider.name;
  const { v, params } = binder();
  const method = input.paymentMethod;
  const sql = `select
      (select result from booking_command_log where job_id = ${v(jobId, 'text')}) as prior,
      (select id from bookings where renter_id = ${v(renterId, 'int')} and request_key = ${v(jobId, 'text')}) as replay_id,
      nextval('bookings_id_seq')::int as new_id,
      i.id as item_id, i.title, i.images, i.location, i.owner_id, i.approval_status, i.availability, i.currency,
      i.price_per_day_cents, i.security_deposit_cents, i.quantity, i.instant_book,
      ${lock === 'nowait' ? `case when i.id is not null then ${unitsTakenSql(v, input.startDate, input.endDate, { sql: 'i.id' })} end` : 'null::int'} as taken,
      ${lock === 'nowait' ? `case when i.id is not null then ${blockedSql(v, input.startDate, input.endDate, { sql: 'i.id' })} end` : 'null::boolean'} as blocked,
      ${lock === 'nowait' ? `case when i.id is not null and ar.buffer_days > 0 then ${unitsNearSql(v, input.startDate, input.endDate, { sql: 'i.id' }, { sql: 'ar.buffer_days' })} else 0 end` : 'null::int'} as near,
      ${RULE_COLUMNS},
      o.is_locked as owner_locked, ${partyColumns('o', 'owner')},
      r.id as renter_id, r.is_locked as renter_locked, ${partyColumns('r', 'renter')},
      ${trustFactsSql('r.id', 'i.instant_book and r.id is not null')},
      p.id as method_id, p.brand as method_brand, p.last4 as method_last4, p.exp_month as method_exp_month,
      p.exp_year as method_exp_year, p.name_on_card as method_name_on_card, p.provider_ref as method_provider_ref,
      p.removed_at as method_removed_at, p.created_at as method_created_at,
      case when p.id is null and ${v(typeof method !== 'number', 'boolean')} then nextval('payment_methods_id_seq')::int end as new_method_id
    from (select 1) as one
    left join lateral (
      select id, title, images, location, owner_id, approval_status, availability, currency, price_per_day_cents,
             security_deposit_cents, quantity, instant_book
        from items where id = ${v(input.itemId, 'int')} for update${lock === 'nowait' ? ' nowait' : ''}) as i on true
    left join item_availability_rules ar on ar.item_id = i.id
    left join users o on o.id = i.owner_id
    left join users r on r.id = ${v(renterId, 'int')}
    left join lateral (
      select * from payment_methods pm
       where ${
         typeof method === 'number'
           ? `pm.id = ${v(method, 'int')} and pm.user_id = ${v(renterId, 'int')} and pm.removed_at is null`
           : `pm.user_id = ${v(renterId, 'int')} and pm.provider = ${v(providerName, 'text')} and pm.provider_ref = ${v(method.providerRef, 'text')}`
       }
       order by pm.id limit 1) as p on true`;
  return { sql, params };
}

/**
 * One request in one transaction, in a few statements rather than an entity graph: the read above; the two holds
 * (each one statement with the sandbox, inside this transaction); then one statement that counts the units taken
 * again — its snapshot is taken after the lock, so it sees every booking committed before — and, only if one is
 * still free, writes the card (new or restored), the booking, its ledger postings, its two outbox events and the
 * command log's answer. Nothing written if the count says the dates are gone.
 */
async function requestOnce(deps: WorkerDeps, run: Omit<RequestRun, 'now'>): Promise<RequestDone> {
  return SqlTransaction.run(deps.orm, (tx) => requestIn(tx, { ...run, now: new Date() }));
}

/**
 * Where the request's statements go: the worker's own `SqlTransaction` (which commits with the last statement when
 * asked), or a caller's transaction (`inTransaction`), which commits when its caller does.
 */
interface RequestSql {
  query<T>(sql: string, params: unknown[], options?: { commit?: boolean }): Promise<T[]>;
}

/**
 * The request's statements in a caller's MikroORM transaction (the demo seed writes its bookings through the
 * request this way). Every placeholder here is a `?` that knex binds as the worker's transaction does; `commit` is
 * left to the caller's transaction.
 */
function inTransaction(tx: EntityManager): RequestSql {
  return {
    query: <T>(statement: string, params: unknown[]) => sql<T>(tx, statement, params),
  };
}

function rangeStateOf(row: RequestRow): RangeState {
  return { rules: rulesOf(row), taken: row.taken ?? 0, blocked: Boolean(row.blocked), near: row.near ?? 0 };
}

/** The range's state read afresh, after waiting for the item's lock (the read's snapshot predates the wait). */
async function rangeStateNow(
  run: <T>(sql: string, params: unknown[]) => Promise<T[]>,
  input: BookingRequestCommandInput,
  itemId: number,
): Promise<RangeState> {
  const { v, params } = binder();
  const statement = `select ${unitsTakenSql(v, input.startDate, input.endDate, { id: itemId })} as taken,
      ${blockedSql(v, input.startDate, input.endDate, { id: itemId })} as blocked,
      case when ar.buffer_days > 0 then ${unitsNearSql(v, input.startDate, input.endDate, { id: itemId }, { sql: 'ar.buffer_days' })} else 0 end as near,
      ${RULE_COLUMNS}
    from (select 1) as one left join item_availability_rules ar on ar.item_id = ${v(itemId, 'int')}`;
  const [row] = await run<RuleColumns & { taken: number; blocked: boolean; near: number }>(statement, params);
  if (!row) throw new Error('The availability count read no row');
  return { rules: rulesOf(row), taken: row.taken, blocked: row.blocked, near: row.near };
}

/** The request's work at `request.now`, its statements sent through `tx` (see `requestOnce`). */
async function requestIn(tx: RequestSql, request: RequestRun): Promise<RequestDone> {
  const { input, actor, renterId, jobId, provider, authorised, now, trust } = request;
  const run = <T>(sql: string, params: unknown[]): Promise<T[]> => tx.query<T>(sql, params);
  const read = readStatement(request);
  const [row] = await run<RequestRow>(read.sql, read.params);
  if (!row) throw new Error('The booking request read no row');
  if (row.prior) return { result: row.prior, events: [] };

  const days = checkDates(input, now);
  const ownerId = row.owner_id;
  if (
    row.item_id === null ||
    row.owner_locked === null ||
    (row.approval_status !== ApprovalStatus.Approved && ownerId !== renterId)
  )
    throw new DomainError(ErrorCode.NotFound, { message: 'Item not found' });
  const itemId = row.item_id;
  if (ownerId === renterId)
    throw new DomainError(ErrorCode.Forbidden, { message: 'You cannot rent your own item.' });
  if (!row.availability || row.owner_locked)
    throw new DomainError(ErrorCode.Conflict, {
      message: 'This item is not available for rent right now.',
    });
  if (row.renter_id === null) throw new Error(`Renter ${renterId} not found`);
  if (row.renter_locked) throw new DomainError(ErrorCode.AccountLocked);
  // Replaying a request whose booking exists (its key is unique per renter) answers that booking.
  if (row.replay_id !== null) return { result: { bookingId: row.replay_id }, events: [] };

  // Counted in the read when the lock came at once; after waiting for it, counted now (a new snapshot, which sees
  // what the holder committed: a booking, a block, new rules), so a request that lost the race is refused before
  // any hold is placed.
  const state = row.taken === null ? await rangeStateNow(run, input, itemId) : rangeStateOf(row);
  const { rules } = state;
  const ruleRefusal = rulesRefusal(rules, input.startDate, input.endDate, now);
  if (ruleRefusal) throw notBookable(ruleRefusal);
  if (state.blocked) throw notBookable(AvailabilityRefusalMessages.blocked);

  const currency = row.currency;
  const quote = quoteRental(row.price_per_day_cents, row.security_deposit_cents, days);
  // Within the contracts' bounds (price, days) this cannot happen; an item priced above them before they held
  // is refused here rather than by a column.
  if (quote.totalCents > maxBookingTotalCents()) throw invalid('totalPrice', BookingMessages.totalMax);
  if (exactMinorUnits(input.totalPrice) !== quote.totalCents)
    throw new DomainError(ErrorCode.PriceChanged, {
      message: `The price of this rental has changed: ${days} ${days === 1 ? 'day' : 'days'} now cost ${formatMoney(fromMinorUnits(quote.totalCents), currency as CurrencyCode)} including the service fee. Please review and try again.`,
    });
  if (state.taken >= row.quantity) throw new DomainError(ErrorCode.DatesUnavailable);
  if (state.near >= row.quantity) throw notBookable(AvailabilityRefusalMessages.buffer(rules.bufferDays));

  // The saved card to charge, or the newly tokenised one: found again (and restored if removed) or saved.
  const method = input.paymentMethod;
  if (typeof method === 'number' && row.method_id === null)
    throw invalid('paymentMethod', 'This payment method is not available. Please choose another.');
  const card =
    typeof method === 'number'
      ? null
      : { ...method, id: row.method_id ?? row.new_method_id, isNew: row.method_id === null };
  if (card && card.id === null) throw new Error('No payment method id was reserved for a new card');
  const methodId = (row.method_id ?? card?.id) as number;
  const providerRef = typeof method === 'number' ? row.method_provider_ref : method.providerRef;

  const bookingId = row.new_id;
  const title = row.title;
  // Holds are keyed by the job, so a retry after a crash finds the same holds instead of placing new ones. One
  // after the other: no deposit is held for a card that refused the rent.
  const rent = await provider.authorize({
    amountCents: quote.totalCents,
    currency,
    paymentMethodRef: providerRef,
    idempotencyKey: `${jobId}-rent`,
    description: `KoalaRent: ${title}, ${input.startDate} to ${input.endDate} (rent + service fee)`,
  });
  authorised.push(rent.ref);
  let depositRef: string | null = null;
  if (quote.depositCents > 0) {
    const deposit = await provider.authorize({
      amountCents: quote.depositCents,
      currency,
      paymentMethodRef: providerRef,
      idempotencyKey: `${jobId}-deposit`,
      description: `KoalaRent: security deposit for ${title}`,
    });
    authorised.push(deposit.ref);
    depositRef = deposit.ref;
  }

  // Instant book (issue 23 §5): a trusted renter on a listing whose owner turned it on is approved at once, by the
  // platform on the owner's standing rule — through the state machine's one table, like every approval.
  const instant =
    instantBookDecision(
      { instantBook: row.instant_book === true, ownerId },
      { id: renterId, facts: trustFactsOf(row) },
      trust,
    ).instant && checkTransition('instantApprove', 'pending_approval', 'system').ok;
  const status = instant ? 'approved' : 'pending_approval';
  const paymentStatus = instant ? APPROVED_PAYMENT_STATUS : 'authorized';
  const amounts = { id: bookingId, ...quote };

  const expiresAt = new Date(now.getTime() + REQUEST_EXPIRY_HOURS * 3600_000);
  const deliveryAddress = input.deliveryOption === 'delivery' ? (input.deliveryAddress ?? null) : null;
  const rentalMessage = input.message || null;
  const renterParty = partyOf(row, 'renter', renterId);
  const ownerParty = partyOf(row, 'owner', ownerId);
  // The snapshot as JSON carries it (timestamps as ISO strings), built so rather than converted.
  const nowIso = now.toISOString();
  const record: JsonRecord<BookingRecord> = {
    id: bookingId,
    itemId,
    itemTitle: title,
    itemImages: Array.isArray(row.images) ? row.images : [],
    itemLocation: row.location,
    itemOwnerId: ownerId,
    renterId,
    ownerId,
    status,
    paymentStatus,
    startDate: input.startDate,
    endDate: input.endDate,
    days,
    currency,
    dailyPriceCents: row.price_per_day_cents,
    rentCents: quote.rentCents,
    feeCents: quote.feeCents,
    totalCents: quote.totalCents,
    depositCents: quote.depositCents,
    lateFeeCents: 0,
    refundedCents: 0,
    ownerPayoutCents: 0,
    deliveryMethod: input.deliveryOption,
    deliveryAddress,
    rentalMessage,
    ownerNotes: null,
    returnNotes: null,
    cancelReason: null,
    cancelledBy: null,
    paymentMethodId: methodId,
    expiresAt: expiresAt.toISOString(),
    approvedAt: instant ? nowIso : null,
    receivedDate: null,
    returnedAt: null,
    completedAt: null,
    cancelledAt: null,
    overdueAt: null,
    createdAt: nowIso,
    updatedAt: nowIso,
  };
  const methodCreatedAt = iso(row.method_created_at);
  const paymentMethod: JsonRecord<PaymentMethodRecord> = card
    ? {
        id: methodId,
        userId: renterId,
        brand: card.isNew ? card.brand : row.method_brand,
        last4: card.isNew ? card.last4 : row.method_last4,
        expMonth: card.isNew ? card.expMonth : row.method_exp_month,
        expYear: card.isNew ? card.expYear : row.method_exp_year,
        nameOnCard: card.isNew ? card.nameOnCard : row.method_name_on_card,
        removedAt: null,
        createdAt: card.isNew || !methodCreatedAt ? nowIso : methodCreatedAt,
      }
    : {
        id: methodId,
        userId: renterId,
        brand: row.method_brand,
        last4: row.method_last4,
        expMonth: row.method_exp_month,
        expYear: row.method_exp_year,
        nameOnCard: row.method_name_on_card,
        removedAt: null,
        createdAt: methodCreatedAt ?? nowIso,
      };
  const snapshot: BookingSnapshot = {
    booking: record,
    renter: renterParty,
    owner: ownerParty,
    paymentMethod,
  };
  const result: RequestResult = { bookingId, snapshot };

  const ledger: PostingRow[] = [
    ...postingRows(bookingId, currency, 'authorize', [
      ['renter_card', -quote.totalCents],
      ['rent_hold', quote.totalCents],
    ]),
    ...postingRows(bookingId, currency, 'hold_deposit', [
      ['renter_card', -quote.depositCents],
      ['deposit_hold', quote.depositCents],
    ]),
    ...(instant ? postingRows(bookingId, currency, CAPTURE_KIND, capturePostings(amounts)) : []),
  ];
  const base = {
    bookingId,
    itemId,
    itemTitle: title,
    renterId,
    ownerId,
    startDate: input.startDate,
    endDate: input.endDate,
    totalPrice: fromMinorUnits(quote.totalCents),
    currency,
    status: 'pending_approval',
    actorId: actorIdOf(actor),
  };
  // Validated as recordEvent validates them: a bad producer fails before commit, not in a consumer.
  const event = <T extends EventType>(type: T, payload: unknown): EventEnvelope => ({
    eventId: uuidv7(),
    type,
    occurredAt: now.toISOString(),
    payload: EventSchemas[type].parse(payload) as EventEnvelope['payload'],
  });
  const events = [
    event('booking.requested', {
      ...base,
      renterName: renterParty.fullName || renterParty.username,
      deliveryMethod: input.deliveryOption,
      deliveryAddress,
      message: rentalMessage,
      expiresAt: expiresAt.toISOString(),
    }),
    event('booking.status_changed', { ...base, from: 'new', notes: rentalMessage }),
  ];
  if (instant) {
    // The approval's own events, as the owner's approve records them: the platform acted (actorId null), so the
    // status notice goes to both sides, and booking.approved sends the renter's decision mail.
    const approvedBase = { ...base, status: 'approved', actorId: null };
    events.push(
      event('booking.status_changed', { ...approvedBase, from: 'pending_approval', notes: null }),
      event('booking.approved', approvedEvent(approvedBase)),
    );
  }

  const { v, params } = binder();
  // Counted again after the lock (see above), with the blocks and buffers: a block or booking committed between
  // the read's snapshot and the lock is seen here, and nothing is written.
  const write = `with taken as (
      select ${unitsTakenSql(v, input.startDate, input.endDate, { id: itemId })} as n
    ), blocked as (
      select ${blockedSql(v, input.startDate, input.endDate, { id: itemId })} as b
    ), near as (
      select ${rules.bufferDays > 0 ? unitsNearSql(v, input.startDate, input.endDate, { id: itemId }, { value: rules.bufferDays }) : '0'} as n
    ), go as (
      select 1 from taken, blocked, near
       where taken.n < ${v(row.quantity, 'int')} and not blocked.b and near.n < ${v(row.quantity, 'int')}
    ), new_method as (
      insert into payment_methods (id, user_id, brand, last4, exp_month, exp_year, name_on_card, provider, provider_ref, created_at)
      select ${v(methodId, 'int')}, ${v(renterId, 'int')}, ${v(card?.brand ?? '', 'text')}, ${v(card?.last4 ?? '', 'text')},
             ${v(card?.expMonth ?? 0, 'int')}, ${v(card?.expYear ?? 0, 'int')}, ${v(card?.nameOnCard ?? '', 'text')},
             ${v(provider.name, 'text')}, ${v(providerRef, 'text')}, ${v(now.toISOString(), 'timestamptz')}
        from go where ${v(Boolean(card?.isNew), 'boolean')}
      returning id
    ), restored_method as (
      update payment_methods set removed_at = null
       where id = ${v(card && !card.isNew && row.method_removed_at !== null ? methodId : null, 'int')}
         and exists (select 1 from go)
      returning id
    ), booking as (
      insert into bookings (id, item_id, renter_id, owner_id, status, payment_status, start_date, end_date, days,
        currency, daily_price_cents, rent_cents, fee_cents, total_cents, deposit_cents, single_unit, delivery_method,
        delivery_address, rental_message, payment_method_id, rent_payment_ref, deposit_payment_ref, request_key,
        expires_at, approved_at, created_at, updated_at)
      select ${v(bookingId, 'int')}, ${v(itemId, 'int')}, ${v(renterId, 'int')}, ${v(ownerId, 'int')},
             ${v(status, 'text')}, ${v(paymentStatus, 'text')}, ${v(input.startDate, 'date')}, ${v(input.endDate, 'date')},
             ${v(days, 'int')}, ${v(currency, 'text')}, ${v(row.price_per_day_cents, 'bigint')},
             ${v(quote.rentCents, 'bigint')}, ${v(quote.feeCents, 'bigint')}, ${v(quote.totalCents, 'bigint')},
             ${v(quote.depositCents, 'bigint')}, ${v(row.quantity === 1, 'boolean')}, ${v(input.deliveryOption, 'text')},
             ${v(deliveryAddress, 'text')}, ${v(rentalMessage, 'text')}, ${v(methodId, 'int')},
             ${v(rent.ref, 'text')}, ${v(depositRef, 'text')}, ${v(jobId, 'text')},
             ${v(expiresAt.toISOString(), 'timestamptz')}, ${v(instant ? nowIso : null, 'timestamptz')},
             ${v(now.toISOString(), 'timestamptz')}, ${v(now.toISOString(), 'timestamptz')}
        from go
      returning id
    ), ledger as (
      insert into ledger_entries (booking_id, posting_id, kind, account, amount_cents, currency)
      select e.booking_id, e.posting_id, e.kind, e.account, e.amount_cents, e.currency
        from booking, jsonb_to_recordset(${v(JSON.stringify(ledger), 'jsonb')})
          as e(booking_id int, posting_id uuid, kind text, account text, amount_cents bigint, currency text)
    ), events as (
      insert into outbox_events (event_id, type, payload, created_at)
      select e."eventId", e.type, e.payload, e."occurredAt"
        from booking, jsonb_to_recordset(${v(JSON.stringify(events), 'jsonb')})
          as e("eventId" uuid, type text, payload jsonb, "occurredAt" timestamptz)
    ), logged as (
      insert into booking_command_log (job_id, result)
      select ${v(jobId, 'text')}, ${v(JSON.stringify(result), 'jsonb')} from booking
    )
    select (select n from taken) as taken, (select b from blocked) as blocked, (select n from near) as near,
           (select count(*)::int from booking) as written`;
  // Committed in the same round trip when it succeeds (an instant approval commits after its capture, below); when
  // it fails the transaction is rolled back.
  const [written] = await tx.query<{ taken: number; blocked: boolean; near: number; written: number }>(
    write,
    params,
    { commit: !instant },
  );
  // Nothing was written (the count found the dates gone): the refusal rolls back the holds with the transaction.
  if (!written?.written) {
    if (written?.blocked) throw notBookable(AvailabilityRefusalMessages.blocked);
    if (written && written.taken < row.quantity && written.near >= row.quantity)
      throw notBookable(AvailabilityRefusalMessages.buffer(rules.bufferDays));
    throw new DomainError(ErrorCode.DatesUnavailable);
  }
  // Approved at once: rent + fee are captured as the owner's approval captures them, in this same transaction (the
  // sandbox's capture is one more statement of it); a failed capture rolls the booking back with the holds.
  if (instant) await captureApproved(provider, rent.ref, amounts);
  return { result, events };
}

/**
 * A renter asks to rent an item (ARCHITECTURE §4, first row). Under the item's row lock: the item must be public
 * and not the renter's own; the dates must be free for one more unit; the client's total must match the price
 * recomputed here. Then rent + fee and the deposit are authorised as two holds, and the booking, its ledger
 * postings and `booking.requested` are written in the same transaction, with the command log's answer (exactly
 * once, as every booking command: a job that committed and died is answered from the log). The exclusion constraint
 * on single-unit items is the last line: if it ever fires, the holds are released and the answer is 409, never 500.
 * The answer carries the booking as written, so the gateway presents it without reading it back.
 */
const requestRegistration = handleCommand(BookingCommands.request, async (input, { actor, deps, job }) => {
  if (actor.userId === null) throw new DomainError(ErrorCode.Unauthenticated);
  const renterId = actor.userId;
  const jobId = job.id;
  if (!jobId) throw new Error('A booking command job needs an id');
  const provider = paymentsOf(deps);
  const authorised: string[] = [];
  try {
    const run = {
      input,
      actor,
      renterId,
      jobId,
      provider,
      authorised,
      trust: trustThresholdsOf(deps.config),
    };
    let done: RequestDone;
    try {
      done = await requestOnce(deps, { ...run, lock: 'nowait' });
    } catch (error) {
      // Another request holds the item: nothing was read or held yet. Wait for the lock this time.
      if (!isLockBusy(error)) throw error;
      done = await requestOnce(deps, { ...run, lock: 'wait' });
    }
    // The events are committed: published now, without the relay's round of reading them back (the relay stays
    // the backstop). Not awaited: the answer does not depend on it.
    void deps.relay.publishCommitted(done.events);
    return done.result;
  } catch (error) {
    const final =
      error instanceof DomainError ||
      error instanceof PaymentDeclinedError ||
      isConstraintViolation(error, 'bookings_no_overlap');
    // A refusal is the final answer and nothing was written: give back what was held. After an infrastructure
    // fault the job is retried with the same idempotency keys and reuses these holds, so they stay.
    if (final)
      await Promise.all(
        authorised.map((ref) => provider.release(ref, `${jobId}-${ref}-undo`).catch(() => undefined)),
      );
    if (error instanceof PaymentDeclinedError)
      throw new DomainError(ErrorCode.PaymentFailed, {
        message: DECLINE_MESSAGES[error.reason],
        fieldErrors: { paymentMethod: DECLINE_MESSAGES[error.reason] },
      });
    if (isConstraintViolation(error, 'bookings_no_overlap'))
      throw new DomainError(ErrorCode.DatesUnavailable);
    throw error;
  }
});

/**
 * The request's work in a caller's transaction at the caller's `now`, keyed by `step.key` (its holds, its booking's
 * request key and its command log row): the demo seed's renters ask for their rentals through it. A refusal throws
 * and the caller's transaction rolls back, with the sandbox's holds (it writes in the caller's transaction); a real
 * provider's holds stay under their keys, so a retry with the same keys finds them.
 */
async function applyRequest(step: BookingStep, input: BookingRequestCommandInput): Promise<RequestResult> {
  if (step.actor.userId === null) throw new DomainError(ErrorCode.Unauthenticated);
  const done = await requestIn(inTransaction(step.tx), {
    input,
    actor: step.actor,
    renterId: step.actor.userId,
    jobId: step.key,
    provider: step.payments,
    authorised: [],
    lock: 'nowait',
    now: step.now,
    trust: step.trust ?? trustThresholdsOf(loadConfig()),
  });
  return done.result;
}

export const requestBookingCommand: BookingCommand<typeof BookingCommands.request> = {
  ...requestRegistration,
  apply: applyRequest,
};
