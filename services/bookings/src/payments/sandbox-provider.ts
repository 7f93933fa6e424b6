import { createHash, createHmac, randomUUID } from 'node:crypto';
import {
  CardMessages,
  cardBrand,
  DomainError,
  ErrorCode,
  isExpired,
  minorUnits,
  type Orm,
  sql as rawSql,
  SANDBOX_TEST_CARDS,
} from '@koalarent/core';
import { LockMode } from '@mikro-orm/core';
import { currentSqlTransaction } from '../db/sql-transaction.js';
import { SandboxCard, SandboxPayment } from '../entities/sandbox-payment.entity.js';
import {
  type AttachedCard,
  type AuthorizeArgs,
  type CardDetails,
  DECLINE_MESSAGES,
  type DeclineReason,
  PaymentDeclinedError,
  type PaymentProvider,
  type TokenizedCard,
} from './provider.js';
import { checkAmount, checkCard, checkCurrency, checkIdempotencyKey } from './validation.js';

export interface SandboxPaymentProviderOptions {
  orm: Orm;
  /** Key of the card fingerprints (config PAYMENT_FINGERPRINT_SECRET). */
  fingerprintSecret: string;
}

/** The idempotency-key columns are varchar(120). */
const STORED_KEY_MAX = 120;

/**
 * A key as stored in an idempotency-key column. Keys derived from a command's job id (`cmd-<command>-<user>-<client
 * key>-deposit`) can be longer than the column, so a long key is kept as its SHA-256 digest: still one row per key,
 * and a digest (71 characters, with a ':') cannot be mistaken for a client key ([A-Za-z0-9_-]).
 */
function storedKey(key: string): string {
  return key.length <= STORED_KEY_MAX ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

function cardOutcome(digits: string): SandboxCard['outcome'] {
  if (digits === SANDBOX_TEST_CARDS.declined) return 'declined';
  if (digits === SANDBOX_TEST_CARDS.insufficientFunds) return 'insufficient_funds';
  return 'success';
}

/** `amount_cents` is a `bigint` column: text from `pg`. */
interface HoldRow {
  id: string;
  amount_cents: string | number;
  currency: string;
  payment_method_ref: string;
}

interface AuthorizeRow {
  earlier_id: string | null;
  amount_cents: string | null;
  currency: string | null;
  payment_method_ref: string | null;
  card_id: string | null;
  outcome: string | null;
  exp_month: number | null;
  exp_year: number | null;
  placed_id: string | null;
}

function decline(reason: DeclineReason): PaymentDeclinedError {
  return new PaymentDeclinedError(reason, DECLINE_MESSAGES[reason]);
}

/**
 * The built-in payment provider (spec: the sandbox knows Stripe's test cards). It keeps its own books in
 * PostgreSQL — `sandbox_cards` and `sandbox_payments` — so holds survive restarts and every worker agrees.
 *
 * Called inside a booking transaction, its books join that transaction (on the same connection): a booking that
 * rolls back takes its holds with it, and a call never needs a second pooled connection — with sixteen booking jobs
 * each holding a connection while they queue on an item's lock, a provider waiting for a connection of its own would
 * starve the pool. An authorisation is one statement, so it needs no savepoint inside the caller's transaction; the
 * other operations run in a savepoint there. Called outside one (the gateway tokenising a card, tests), each call is
 * its own transaction. A card's number and CVV are never stored: only brand, last four, expiry and a keyed
 * HMAC fingerprint.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly newCard = 'details' as const;
  readonly #orm: Orm;
  readonly #fingerprintSecret: string;

  constructor(options: SandboxPaymentProviderOptions) {
    if (!options.fingerprintSecret)
      throw new Error('The sandbox payment provider needs a fingerprint secret');
    this.#orm = options.orm;
    this.#fingerprintSecret = options.fingerprintSecret;
  }

  /** Demo mode has no Stripe.js in the browser, so there is no PaymentMethod id to take: the card form sends details. */
  async attachPaymentMethod(_paymentMethodId: string, _idempotencyKey: string): Promise<AttachedCard> {
    throw new DomainError(ErrorCode.ValidationFailed, {
      message: CardMessages.paymentMethodIdRefused,
      fieldErrors: { stripePaymentMethodId: CardMessages.paymentMethodIdRefused },
    });
  }

  async tokenizeCard(card: CardDetails, idempotencyKey: string): Promise<TokenizedCard> {
    checkIdempotencyKey(idempotencyKey);
    const digits = checkCard(card);
    const key = storedKey(idempotencyKey);
    const fingerprint = createHmac('sha256', this.#fingerprintSecret).update(digits).digest('hex');
    return this.#transaction(async (tx) => {
      // One row per key even when the same request arrives twice at once: the second insert waits for the
      // first to commit and then does nothing; the select that follows (a new snapshot) sees the first row.
      await tx.execute(
        `insert into sandbox_cards (id, idempotency_key, fingerprint, brand, last4, exp_month, exp_year, outcome)
         values (?, ?, ?, ?, ?, ?, ?, ?)
         on conflict (idempotency_key) do nothing`,
        [
          `sbx_pm_${randomUUID()}`,
          key,
          fingerprint,
          cardBrand(digits),
          digits.slice(-4),
          card.expMonth,
          card.expYear,
          cardOutcome(digits),
        ],
        'run',
      );
      const stored = await tx.findOneOrFail(SandboxCard, { idempotencyKey: key });
      if (
        stored.fingerprint !== fingerprint ||
        stored.expMonth !== card.expMonth ||
        stored.expYear !== card.expYear
      )
        throw new DomainError(ErrorCode.IdempotencyMismatch);
      return {
        providerRef: stored.id,
        brand: stored.brand,
        last4: stored.last4,
        expMonth: stored.expMonth,
        expYear: stored.expYear,
      };
    });
  }

  async authorize(args: AuthorizeArgs): Promise<{ ref: string }> {
    checkAmount(args.amountCents);
    checkIdempotencyKey(args.idempotencyKey);
    const currency = checkCurrency(args.currency);
    const key = storedKey(args.idempotencyKey);
    const sameRequest = (payment: HoldRow) => {
      if (
        minorUnits(payment.amount_cents) !== args.amountCents ||
        payment.currency !== currency ||
        payment.payment_method_ref !== args.paymentMethodRef
      )
        throw new DomainError(ErrorCode.IdempotencyMismatch);
      return { ref: payment.id };
    };
    const now = new Date();
    // One statement, so no transaction or savepoint of its own: inside a booking's transaction it is part of it (a
    // booking that rolls back takes its hold with it), outside one it commits alone. It reads an earlier hold under
    // this key and the card, and places the hold only when there is no earlier one and the card would be accepted
    // (the checks below, expiry by the same month as isExpired); the answer is decided from what it read.
    const [row] = await this.#execute<AuthorizeRow>(
      `with earlier as (
         select id, amount_cents, currency, payment_method_ref from sandbox_payments where idempotency_key = ?
       ), card as (
         select id, outcome, exp_month, exp_year from sandbox_cards where id = ?
       ), placed as (
         insert into sandbox_payments (id, idempotency_key, amount_cents, currency, status, payment_method_ref, operation_keys)
         select ?, ?, ?, ?, 'authorized', card.id, '[]'::jsonb from card
          where not exists (select 1 from earlier) and card.outcome = 'success'
            and (card.exp_year > ? or (card.exp_year = ? and card.exp_month >= ?))
         on conflict (idempotency_key) do nothing
         returning id
       )
       select e.id as earlier_id, e.amount_cents, e.currency, e.payment_method_ref,
              c.id as card_id, c.outcome, c.exp_month, c.exp_year, (select id from placed) as placed_id
         from (select 1) as one left join earlier e on true left join card c on true`,
      [
        key,
        args.paymentMethodRef,
        `sbx_pi_${randomUUID()}`,
        key,
        args.amountCents,
        currency,
        now.getUTCFullYear(),
        now.getUTCFullYear(),
        now.getUTCMonth() + 1,
      ],
    );
    // A repeated request answers as the first time, even if the card has expired since.
    if (row?.earlier_id)
      return sameRequest({
        id: row.earlier_id,
        amount_cents: row.amount_cents!,
        currency: row.currency!,
        payment_method_ref: row.payment_method_ref!,
      });
    if (!row?.card_id) throw decline('processing_error');
    if (row.outcome !== 'success') throw decline(row.outcome as DeclineReason);
    if (isExpired({ month: row.exp_month!, year: row.exp_year! }, now)) throw decline('expired_card');
    if (row.placed_id) return { ref: row.placed_id };
    // The same key placed by a request running at the same time, committed after this statement began: read it.
    const [concurrent] = await this.#execute<HoldRow>(
      'select id, amount_cents, currency, payment_method_ref from sandbox_payments where idempotency_key = ?',
      [key],
    );
    if (!concurrent) throw new Error(`Sandbox hold ${key} was neither placed nor found`);
    return sameRequest(concurrent);
  }

  async capture(ref: string, amountCents: number, idempotencyKey: string): Promise<void> {
    checkAmount(amountCents);
    // Inside a booking request's SqlTransaction (instant book, issue 23 §5) the hold was placed by that uncommitted
    // transaction: capture it there, in one statement, since the ORM's own transaction could not see it.
    if (currentSqlTransaction()) return this.#captureInRequest(ref, amountCents, idempotencyKey);
    await this.#operate(ref, idempotencyKey, (payment) => {
      if (payment.status !== 'authorized')
        throw new Error(
          `Sandbox payment ${ref} is ${payment.status}; only an authorised hold can be captured`,
        );
      if (amountCents > payment.amountCents)
        throw new Error(
          `Cannot capture ${amountCents} on sandbox payment ${ref}: only ${payment.amountCents} was authorised`,
        );
      payment.status = 'captured';
      payment.capturedCents = amountCents;
    });
  }

  /** `capture`'s checks and change as one statement of the current SqlTransaction. */
  async #captureInRequest(ref: string, amountCents: number, idempotencyKey: string): Promise<void> {
    checkIdempotencyKey(idempotencyKey);
    const [row] = await this.#execute<{
      status: string | null;
      amount_cents: string | null;
      done: boolean | null;
    }>(
      `with payment as (
         select id, status, amount_cents, operation_keys @> jsonb_build_array(?::text) as done
           from sandbox_payments where id = ? for update
       ), captured as (
         update sandbox_payments s
            set status = 'captured', captured_cents = ?::bigint, updated_at = now(),
                operation_keys = s.operation_keys || jsonb_build_array(?::text)
           from payment p
          where s.id = p.id and not p.done and p.status = 'authorized' and p.amount_cents >= ?::bigint
         returning s.id
       )
       select p.status, p.amount_cents, p.done from (select 1) as one left join payment p on true`,
      [idempotencyKey, ref, amountCents, idempotencyKey, amountCents],
    );
    if (!row?.status) throw new Error(`Unknown sandbox payment ${ref}`);
    if (row.done) return;
    if (row.status !== 'authorized')
      throw new Error(`Sandbox payment ${ref} is ${row.status}; only an authorised hold can be captured`);
    if (amountCents > minorUnits(row.amount_cents ?? 0))
      throw new Error(
        `Cannot capture ${amountCents} on sandbox payment ${ref}: only ${row.amount_cents} was authorised`,
      );
  }

  async release(ref: string, idempotencyKey: string): Promise<void> {
    await this.#operate(ref, idempotencyKey, (payment) => {
      if (payment.status !== 'authorized')
        throw new Error(
          `Sandbox payment ${ref} is ${payment.status}; only an authorised hold can be released`,
        );
      payment.status = 'released';
    });
  }

  async refund(ref: string, amountCents: number, idempotencyKey: string): Promise<void> {
    checkAmount(amountCents);
    await this.#operate(ref, idempotencyKey, (payment) => {
      if (payment.status !== 'captured')
        throw new Error(
          `Sandbox payment ${ref} is ${payment.status}; only a captured payment can be refunded`,
        );
      if (payment.refundedCents + amountCents > payment.capturedCents)
        throw new Error(
          `Cannot refund ${amountCents} on sandbox payment ${ref}: ${payment.capturedCents - payment.refundedCents} of ${payment.capturedCents} captured is left`,
        );
      payment.refundedCents += amountCents;
    });
  }

  /**
   * Applies one capture, release or refund under the payment's row lock, so concurrent operations on one payment
   * run one after another. A key already applied to this payment changes nothing (a retried job).
   */
  async #operate(
    ref: string,
    idempotencyKey: string,
    apply: (payment: SandboxPayment) => void,
  ): Promise<void> {
    checkIdempotencyKey(idempotencyKey);
    await this.#transaction(async (tx) => {
      const payment = await tx.findOne(SandboxPayment, { id: ref }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!payment) throw new Error(`Unknown sandbox payment ${ref}`);
      if (payment.operationKeys.includes(idempotencyKey)) return;
      apply(payment);
      payment.operationKeys = [...payment.operationKeys, idempotencyKey];
    });
  }

  /**
   * One statement on the caller's transaction when there is one (a booking request's SqlTransaction, or MikroORM's
   * transaction context), else alone.
   */
  #execute<T>(sql: string, params: unknown[]): Promise<T[]> {
    const sqlTransaction = currentSqlTransaction();
    if (sqlTransaction) return sqlTransaction.query<T>(sql, params);
    return rawSql<T>(this.#orm.em, sql, params);
  }

  /** The caller's transaction when there is one (MikroORM's transaction context), else a new one. */
  #transaction<T>(work: (tx: Orm['em']) => Promise<T>): Promise<T> {
    return this.#orm.em.transactional(work);
  }
}
