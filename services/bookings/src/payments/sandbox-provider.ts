import { createHash, createHmac, randomUUID } from 'node:crypto';
import { cardBrand, DomainError, ErrorCode, isExpired, type Orm, SANDBOX_TEST_CARDS } from '@koalarent/core';
import { LockMode } from '@mikro-orm/core';
import { SandboxCard, SandboxPayment } from '../entities/sandbox-payment.entity.js';
import {
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

function decline(reason: DeclineReason): PaymentDeclinedError {
  return new PaymentDeclinedError(reason, DECLINE_MESSAGES[reason]);
}

/**
 * The built-in payment provider (spec: the sandbox knows Stripe's test cards). It keeps its own books in
 * PostgreSQL — `sandbox_cards` and `sandbox_payments` — so holds survive restarts and every worker agrees.
 *
 * Called inside a booking transaction, its books join that transaction (a savepoint on the same connection):
 * a booking that rolls back takes its holds with it, and a call never needs a second pooled connection — with
 * sixteen booking jobs each holding a connection while they queue on an item's lock, a provider waiting for a
 * connection of its own would starve the pool. Called outside one (the gateway tokenising a card, tests), each
 * call is its own transaction. A card's number and CVV are never stored: only brand, last four, expiry and a keyed
 * HMAC fingerprint.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly #orm: Orm;
  readonly #fingerprintSecret: string;

  constructor(options: SandboxPaymentProviderOptions) {
    if (!options.fingerprintSecret)
      throw new Error('The sandbox payment provider needs a fingerprint secret');
    this.#orm = options.orm;
    this.#fingerprintSecret = options.fingerprintSecret;
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
    const sameRequest = (payment: SandboxPayment) => {
      if (
        payment.amountCents !== args.amountCents ||
        payment.currency !== currency ||
        payment.paymentMethodRef !== args.paymentMethodRef
      )
        throw new DomainError(ErrorCode.IdempotencyMismatch);
      return { ref: payment.id };
    };
    return this.#transaction(async (tx) => {
      // A repeated request answers as the first time, even if the card has expired since.
      const earlier = await tx.findOne(SandboxPayment, { idempotencyKey: key });
      if (earlier) return sameRequest(earlier);
      const card = await tx.findOne(SandboxCard, { id: args.paymentMethodRef });
      if (!card) throw decline('processing_error');
      if (card.outcome !== 'success') throw decline(card.outcome);
      if (isExpired({ month: card.expMonth, year: card.expYear })) throw decline('expired_card');
      await tx.execute(
        `insert into sandbox_payments (id, idempotency_key, amount_cents, currency, status, payment_method_ref, operation_keys)
         values (?, ?, ?, ?, 'authorized', ?, '[]'::jsonb)
         on conflict (idempotency_key) do nothing`,
        [`sbx_pi_${randomUUID()}`, key, args.amountCents, currency, card.id],
        'run',
      );
      return sameRequest(await tx.findOneOrFail(SandboxPayment, { idempotencyKey: key }));
    });
  }

  async capture(ref: string, amountCents: number, idempotencyKey: string): Promise<void> {
    checkAmount(amountCents);
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

  /** The caller's transaction when there is one (MikroORM's transaction context), else a new one. */
  #transaction<T>(work: (tx: Orm['em']) => Promise<T>): Promise<T> {
    return this.#orm.em.transactional(work);
  }
}
