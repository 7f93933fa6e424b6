import { createHash } from 'node:crypto';
import { CardMessages, DomainError, ErrorCode, isExpired, isPaymentMethodId } from '@koalarent/core';
import Stripe from 'stripe';
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
import { checkAmount, checkCurrency, checkIdempotencyKey, IDEMPOTENCY_KEY_MAX } from './validation.js';

export interface StripePaymentProviderOptions {
  /** `sk_test_…` / `sk_live_…` (config STRIPE_SECRET_KEY). */
  secretKey: string;
  /**
   * Where the API lives (config STRIPE_API_BASE), e.g. `http://127.0.0.1:12111` for a local fake; Stripe's own
   * when absent. Protocol, host and port only: the SDK has no path prefix.
   */
  apiBase?: string | undefined;
  /** Per-request bound in milliseconds (default 20 s): a worker job must not wait Stripe's default 80 s. */
  timeoutMs?: number;
}

type StripeHost = { protocol: 'http' | 'https'; host: string; port: number };

/** The SDK's host/port/protocol options from a base URL. */
function stripeHost(apiBase: string): StripeHost {
  let url: URL;
  try {
    url = new URL(apiBase);
  } catch {
    throw new Error(`STRIPE_API_BASE is not a URL: ${apiBase}`);
  }
  const protocol = url.protocol.slice(0, -1);
  if (protocol !== 'http' && protocol !== 'https')
    throw new Error(`STRIPE_API_BASE must be http or https, not ${url.protocol}`);
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash)
    throw new Error(`STRIPE_API_BASE must be an origin without a path: ${apiBase}`);
  return {
    protocol,
    // new URL keeps IPv6 hosts in brackets; the SDK hands the host to http.request, which wants it bare.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : protocol === 'https' ? 443 : 80,
  };
}

/**
 * A second request derived from one caller key (the customer made while tokenising, the cancel of an intent that
 * did not reach the hold): its own Stripe key, as deterministic as the first, and within Stripe's length limit.
 */
function derivedKey(key: string, suffix: string): string {
  const candidate = `${key}:${suffix}`;
  return candidate.length <= IDEMPOTENCY_KEY_MAX
    ? candidate
    : `${createHash('sha256').update(key).digest('hex')}:${suffix}`;
}

/** Stripe's card-error codes as our decline reasons (https://docs.stripe.com/declines/codes). */
function declineReason(code: string | undefined, declineCode: string | undefined): DeclineReason {
  if (code === 'expired_card' || declineCode === 'expired_card') return 'expired_card';
  if (declineCode === 'insufficient_funds' || code === 'insufficient_funds') return 'insufficient_funds';
  if (code === 'processing_error' || declineCode === 'processing_error') return 'processing_error';
  return 'declined';
}

/** A refusal of what the member sent, on its field: 400, and nothing was asked of Stripe or changed. */
function invalid(field: string, message: string): DomainError {
  return new DomainError(ErrorCode.ValidationFailed, { message, fieldErrors: { [field]: message } });
}

function decline(reason: DeclineReason): PaymentDeclinedError {
  return new PaymentDeclinedError(reason, DECLINE_MESSAGES[reason]);
}

/**
 * A refusal the member can act on becomes ours: a card error is a decline; a key reused with other parameters is
 * IDEMPOTENCY_MISMATCH (as the sandbox answers). Anything else (network, authentication, rate limits, Stripe's own
 * faults) is thrown as it is, so the job fails and is retried with the same keys.
 */
function translate(error: unknown): unknown {
  if (error instanceof Stripe.errors.StripeCardError)
    return decline(declineReason(error.code, error.decline_code));
  if (error instanceof Stripe.errors.StripeIdempotencyError)
    return new DomainError(ErrorCode.IdempotencyMismatch);
  return error;
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw translate(error);
  }
}

/**
 * The payment provider on Stripe's official SDK, used when STRIPE_SECRET_KEY is set. A hold is a PaymentIntent
 * with manual capture, confirmed at once off-session (the worker has nobody to show a 3-D Secure page to, so a
 * card that needs one is declined by Stripe rather than left waiting); the deposit is a second intent. Every call
 * carries the caller's idempotency key as Stripe's, so a retried job gets Stripe's first answer back.
 *
 * A new card never passes through us: Stripe.js makes its PaymentMethod in the browser from Stripe's own field, and
 * the gateway receives only its id, which is attached to a new Customer here (PCI SAQ A).
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly newCard = 'paymentMethodId' as const;
  readonly #stripe: Stripe;

  constructor(options: StripePaymentProviderOptions) {
    if (!options.secretKey) throw new Error('The Stripe payment provider needs a secret key');
    this.#stripe = new Stripe(options.secretKey, {
      ...(options.apiBase ? stripeHost(options.apiBase) : {}),
      // Safe: every request carries an idempotency key, so a retry after a lost answer is not a second charge.
      maxNetworkRetries: 2,
      timeout: options.timeoutMs ?? 20_000,
      telemetry: false,
      appInfo: { name: 'KoalaRent' },
    });
  }

  /**
   * Card details never come through here with Stripe: the browser hands them to Stripe.js, which answers a
   * PaymentMethod id (see attachPaymentMethod). Creating one from a raw number needs Stripe's special approval and
   * would put the operator under PCI SAQ D instead of SAQ A.
   */
  async tokenizeCard(_card: CardDetails, _idempotencyKey: string): Promise<TokenizedCard> {
    throw invalid('paymentMethod', CardMessages.detailsRefused);
  }

  async attachPaymentMethod(paymentMethodId: string, idempotencyKey: string): Promise<AttachedCard> {
    checkIdempotencyKey(idempotencyKey);
    if (!isPaymentMethodId(paymentMethodId))
      throw invalid('stripePaymentMethodId', CardMessages.paymentMethodId);
    const method = await call(() => this.#stripe.paymentMethods.retrieve(paymentMethodId)).catch(
      (error: unknown) => {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
          throw invalid('stripePaymentMethodId', CardMessages.paymentMethodUnknown);
        throw error;
      },
    );
    if (method.type !== 'card' || !method.card)
      throw invalid('stripePaymentMethodId', CardMessages.paymentMethodUnknown);
    const name = method.billing_details?.name?.trim() ?? '';
    if (!name) throw invalid('nameOnCard', CardMessages.nameOnCard);
    const card = method.card;
    if (isExpired({ month: card.exp_month, year: card.exp_year })) throw decline('expired_card');
    // Attached to a new Customer: Stripe refuses to use a PaymentMethod of no customer more than once, and a
    // booking uses it twice (rent, deposit) and a saved card again later. Stripe also refuses one that already
    // belongs to another customer, so an id seen elsewhere cannot charge someone else's card; the same key (a
    // retried request) replays the first answer.
    await call(() =>
      this.#stripe.customers.create(
        { name, payment_method: method.id, description: 'KoalaRent renter card' },
        { idempotencyKey: derivedKey(idempotencyKey, 'customer') },
      ),
    ).catch((error: unknown) => {
      if (error instanceof Stripe.errors.StripeInvalidRequestError)
        throw invalid('stripePaymentMethodId', CardMessages.paymentMethodUnknown);
      throw error;
    });
    return {
      providerRef: method.id,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.exp_month,
      expYear: card.exp_year,
      nameOnCard: name,
    };
  }

  async authorize(args: AuthorizeArgs): Promise<{ ref: string }> {
    checkAmount(args.amountCents);
    checkIdempotencyKey(args.idempotencyKey);
    const currency = checkCurrency(args.currency).toLowerCase();
    const method = await call(() => this.#stripe.paymentMethods.retrieve(args.paymentMethodRef)).catch(
      (error: unknown) => {
        // An unknown token is the sandbox's 'processing_error' too: the member picks another card.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
          throw decline('processing_error');
        throw error;
      },
    );
    const customer = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
    const intent = await call(() =>
      this.#stripe.paymentIntents.create(
        {
          amount: args.amountCents,
          currency,
          payment_method: method.id,
          ...(customer ? { customer } : {}),
          capture_method: 'manual',
          confirm: true,
          off_session: true,
          // Cards only, never a redirect: there is no browser on the worker's side.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          description: args.description,
        },
        { idempotencyKey: args.idempotencyKey },
      ),
    );
    if (intent.status === 'requires_capture') return { ref: intent.id };
    // Not held (an authentication Stripe could not ask for off-session, say): drop the intent so nothing is left
    // pending on the card, and tell the member to use another one.
    if (intent.status !== 'canceled')
      await call(() =>
        this.#stripe.paymentIntents.cancel(
          intent.id,
          {},
          { idempotencyKey: derivedKey(args.idempotencyKey, 'cancel') },
        ),
      );
    throw decline('declined');
  }

  async capture(ref: string, amountCents: number, idempotencyKey: string): Promise<void> {
    checkAmount(amountCents);
    checkIdempotencyKey(idempotencyKey);
    await call(() =>
      this.#stripe.paymentIntents.capture(ref, { amount_to_capture: amountCents }, { idempotencyKey }),
    );
  }

  async release(ref: string, idempotencyKey: string): Promise<void> {
    checkIdempotencyKey(idempotencyKey);
    await call(() => this.#stripe.paymentIntents.cancel(ref, {}, { idempotencyKey }));
  }

  async refund(ref: string, amountCents: number, idempotencyKey: string): Promise<void> {
    checkAmount(amountCents);
    checkIdempotencyKey(idempotencyKey);
    await call(() =>
      this.#stripe.refunds.create({ payment_intent: ref, amount: amountCents }, { idempotencyKey }),
    );
  }
}
