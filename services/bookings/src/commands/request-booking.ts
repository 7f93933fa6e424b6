import {
  type Actor,
  ApprovalStatus,
  addDays,
  BookingMessages,
  blockedBetweenSql,
  type CurrencyCode,
  chargedCents,
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
  ModerationMessages,
  maxBookingTotalCents,
  type ProtectionTerms,
  quoteRental,
  REQUEST_EXPIRY_HOURS,
  rentalDays,
  sql,
  type WorkerDeps,
} from '@koalarent/core';
import { v7 as uuidv7 } from 'uuid';
import { type RangeRefusal, rangeRefusal } from '../booking/availability.js';
import { type ListingFactsRow, listingFactsSql, listingOf } from '../booking/availability-sql.js';
import {
  instantBookDecision,
  type TrustFactColumns,
  type TrustThresholds,
  trustFactsOf,
  trustFactsSql,
} from '../booking/instant-book.js';
import { protectionTermsOf } from '../booking/protection.js';
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

/** Binds a value and returns its placeholder with the cast (`?::int`); see `binder`. */
type Bind = (value: unknown, cast: string) => string;

/** A refusal by `rangeRefusal` as the request answers it: 409, the spec's words only for another booking. */
function refusalError(refusal: RangeRefusal): DomainError {
  if (refusal.reason === 'booked') return new DomainError(ErrorCode.DatesUnavailable);
  return new DomainError(ErrorCode.DatesNotBookable, { message: refusal.message });
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
   ${alias}.is_verified as ${prefix}_is_verified, ${alias}.identity_verified as ${prefix}_identity_verified`;

interface PartyRow {
  username: string;
  full_name: string;
  profile_image: string | null;
  koala_rank: string;
  rating: number;
  review_count: number;
  is_verified: boolean;
  identity_verified: boolean;
}

type PartyColumns = { [K in `${'owner' | 'renter'}_${keyof PartyRow}`]: unknown };

/** What the request reads, under the item's row lock, in one statement. */
interface RequestRow extends PartyColumns, TrustFactColumns {
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
  owner_locked: boolean | null;
  /** Whether the owner or the renter blocked the other (issue 26 §3). */
  blocked: boolean;
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
    identityVerified: f('identity_verified') as boolean,
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
  /** Protection's terms (issue 26 §2), from the configuration: applied when the renter asks for protection. */
  protection: ProtectionTerms;
}

/**
 * The read: the command log (a job that committed before is answered from it), a replayed request's booking, a new
 * booking id, the item locked (`nowait` first; when another request holds it, the request tries again waiting for
 * the lock), its owner, the renter and the payment method. The listing's availability facts are read by the next
 * statement (`listingFactsSql`), sent in the same round trip: its snapshot is taken after this one has the lock.
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
      o.is_locked as owner_locked, ${partyColumns('o', 'owner')},
      r.id as renter_id, r.is_locked as renter_locked, ${partyColumns('r', 'renter')},
      coalesce(${blockedBetweenSql('i.owner_id', 'r.id')}, false) as blocked,
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
 * One request in one transaction, in a few statements rather than an entity graph: the read above with the
 * listing's availability facts (one round trip; the facts' snapshot is taken after the lock, so it sees every
 * booking, block and rule committed before), decided by the availability module; the two holds (each one statement
 * with the sandbox, inside this transaction); then one statement that writes the card (new or restored), the
 * booking, its ledger postings, its two outbox events and the command log's answer.
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
  // One after another, in the order asked (the read, then the facts it must follow), as on one connection.
  let last: Promise<unknown> = Promise.resolve();
  return {
    query: <T>(statement: string, params: unknown[]) => {
      const next = last.then(() => sql<T>(tx, statement, params));
      last = next.catch(() => undefined);
      return next;
    },
  };
}

/** The request's work at `request.now`, its statements sent through `tx` (see `requestOnce`). */
async function requestIn(tx: RequestSql, request: RequestRun): Promise<RequestDone> {
  const { input, actor, renterId, jobId, provider, authorised, now, trust, protection } = request;
  const run = <T>(sql: string, params: unknown[]): Promise<T[]> => tx.query<T>(sql, params);
  const read = readStatement(request);
  // The listing's availability facts, in the same round trip as the read (see `listingFactsSql`): their statement
  // runs once the read holds the item's lock, so whichever request, block or rule change held it before is seen.
  const facts = binder();
  const factsSql = listingFactsSql(facts.v, input.itemId, input);
  const [[row], [factsRow]] = await Promise.all([
    run<RequestRow>(read.sql, read.params),
    run<ListingFactsRow>(factsSql, facts.params),
  ]);
  if (!row || !factsRow) throw new Error('The booking request read no row');
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
  if (row.blocked) throw new DomainError(ErrorCode.Forbidden, { message: ModerationMessages.blockedBooking });
  if (!row.availability || row.owner_locked)
    throw new DomainError(ErrorCode.Conflict, {
      message: 'This item is not available for rent right now.',
    });
  if (row.renter_id === null) throw new Error(`Renter ${renterId} not found`);
  if (row.renter_locked) throw new DomainError(ErrorCode.AccountLocked);
  // Replaying a request whose booking exists (its key is unique per renter) answers that booking.
  if (row.replay_id !== null) return { result: { bookingId: row.replay_id }, events: [] };

  // The one availability rule (booking/availability.ts) decides on the facts read under the lock, so a request that
  // lost the race to another request or a block is refused before any hold is placed. The rules and a blocked day
  // are answered before the price; another booking and the buffer after it, as they always were.
  const refusal = rangeRefusal(listingOf(factsRow, row.quantity), input, now);
  if (refusal?.reason === 'rules' || refusal?.reason === 'blocked') throw refusalError(refusal);

  const currency = row.currency;
  // With protection (issue 26 §2) its fee is priced beside the rent and fee, and its cover fixed with the booking.
  const protectionTerms = input.protection === true ? protection : null;
  const quote = quoteRental(row.price_per_day_cents, row.security_deposit_cents, days, protectionTerms);
  const protectionCapCents = protectionTerms?.capCents ?? 0;
  const charged = chargedCents(quote);
  // Within the contracts' bounds (price, days) this cannot happen; an item priced above them before they held
  // is refused here rather than by a column.
  if (quote.totalCents > maxBookingTotalCents()) throw invalid('totalPrice', BookingMessages.totalMax);
  if (exactMinorUnits(input.totalPrice) !== quote.totalCents)
    throw new DomainError(ErrorCode.PriceChanged, {
      message: `The price of this rental has changed: ${days} ${days === 1 ? 'day' : 'days'} now cost ${formatMoney(fromMinorUnits(quote.totalCents), currency as CurrencyCode)} including the service fee. Please review and try again.`,
    });
  // The protection fee the renter was shown, when the request names it (issue 26 §2): the operator may have changed
  // the terms since the quote, and a renter is never charged a fee other than the one shown. Left out, today's fee.
  if (
    protectionTerms &&
    input.protectionFee !== undefined &&
    exactMinorUnits(input.protectionFee) !== quote.protectionFeeCents
  )
    throw new DomainError(ErrorCode.PriceChanged, {
      message: `The price of protection for this rental has changed: it now costs ${formatMoney(fromMinorUnits(quote.protectionFeeCents), currency as CurrencyCode)}. Please review and try again.`,
    });
  if (refusal) throw refusalError(refusal);

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
    amountCents: charged,
    currency,
    paymentMethodRef: providerRef,
    idempotencyKey: `${jobId}-rent`,
    description: `KoalaRent: ${title}, ${input.startDate} to ${input.endDate} (rent + service fee${protectionTerms ? ' + protection' : ''})`,
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
    protectionFeeCents: quote.protectionFeeCents,
    protectionCapCents,
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
      ['renter_card', -charged],
      ['rent_hold', charged],
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
  // Decided above on facts read under the item's lock, which every writer of them holds: written as decided. On a
  // single-unit item the bookings' exclusion constraint stays the last line (see `requestRegistration`).
  const write = `with new_method as (
      insert into payment_methods (id, user_id, brand, last4, exp_month, exp_year, name_on_card, provider, provider_ref, created_at)
      select ${v(methodId, 'int')}, ${v(renterId, 'int')}, ${v(card?.brand ?? '', 'text')}, ${v(card?.last4 ?? '', 'text')},
             ${v(card?.expMonth ?? 0, 'int')}, ${v(card?.expYear ?? 0, 'int')}, ${v(card?.nameOnCard ?? '', 'text')},
             ${v(provider.name, 'text')}, ${v(providerRef, 'text')}, ${v(now.toISOString(), 'timestamptz')}
       where ${v(Boolean(card?.isNew), 'boolean')}
      returning id
    ), restored_method as (
      update payment_methods set removed_at = null
       where id = ${v(card && !card.isNew && row.method_removed_at !== null ? methodId : null, 'int')}
      returning id
    ), booking as (
      insert into bookings (id, item_id, renter_id, owner_id, status, payment_status, start_date, end_date, days,
        currency, daily_price_cents, rent_cents, fee_cents, total_cents, deposit_cents, protection_fee_cents,
        protection_cap_cents, single_unit, delivery_method,
        delivery_address, rental_message, payment_method_id, rent_payment_ref, deposit_payment_ref, request_key,
        expires_at, approved_at, created_at, updated_at)
      select ${v(bookingId, 'int')}, ${v(itemId, 'int')}, ${v(renterId, 'int')}, ${v(ownerId, 'int')},
             ${v(status, 'text')}, ${v(paymentStatus, 'text')}, ${v(input.startDate, 'date')}, ${v(input.endDate, 'date')},
             ${v(days, 'int')}, ${v(currency, 'text')}, ${v(row.price_per_day_cents, 'bigint')},
             ${v(quote.rentCents, 'bigint')}, ${v(quote.feeCents, 'bigint')}, ${v(quote.totalCents, 'bigint')},
             ${v(quote.depositCents, 'bigint')}, ${v(quote.protectionFeeCents, 'bigint')},
             ${v(protectionCapCents, 'bigint')}, ${v(row.quantity === 1, 'boolean')}, ${v(input.deliveryOption, 'text')},
             ${v(deliveryAddress, 'text')}, ${v(rentalMessage, 'text')}, ${v(methodId, 'int')},
             ${v(rent.ref, 'text')}, ${v(depositRef, 'text')}, ${v(jobId, 'text')},
             ${v(expiresAt.toISOString(), 'timestamptz')}, ${v(instant ? nowIso : null, 'timestamptz')},
             ${v(now.toISOString(), 'timestamptz')}, ${v(now.toISOString(), 'timestamptz')}
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
    select (select count(*)::int from booking) as written`;
  // Committed in the same round trip when it succeeds (an instant approval commits after its capture, below); when
  // it fails the transaction is rolled back.
  const [written] = await tx.query<{ written: number }>(write, params, { commit: !instant });
  if (written?.written !== 1) throw new Error('The booking request wrote no booking');
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
      protection: protectionTermsOf(deps.config),
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
    protection: protectionTermsOf(loadConfig()),
  });
  return done.result;
}

export const requestBookingCommand: BookingCommand<typeof BookingCommands.request> = {
  ...requestRegistration,
  apply: applyRequest,
};
