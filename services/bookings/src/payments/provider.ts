/**
 * What the bookings service needs from a payment provider. Amounts are integer minor units of `currency`.
 * Every money-moving call takes an idempotency key: a job retried after a crash repeats the call with the same
 * key and the provider answers as the first time instead of charging or refunding twice.
 */
export interface TokenizedCard {
  /** The provider's reference of the card (a payment-method id); the only thing later calls need. */
  providerRef: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A card Stripe.js registered in the browser, as the provider found it; the name is the one typed beside it. */
export interface AttachedCard extends TokenizedCard {
  nameOnCard: string;
}

export interface CardDetails {
  /** Digits only. Never stored or logged. */
  number: string;
  expMonth: number;
  expYear: number;
  /** Never stored or logged. */
  cvv: string;
  nameOnCard: string;
}

export interface AuthorizeArgs {
  amountCents: number;
  currency: string;
  paymentMethodRef: string;
  idempotencyKey: string;
  /** Shown on the provider's dashboard, e.g. 'Booking 12: rent + fee'. */
  description: string;
}

export type DeclineReason = 'declined' | 'insufficient_funds' | 'expired_card' | 'processing_error';

/** The card was refused: a refusal the renter can fix (another card), never retried. */
export class PaymentDeclinedError extends Error {
  constructor(
    readonly reason: DeclineReason,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}

/** What the renter reads for each decline reason. */
export const DECLINE_MESSAGES: Record<DeclineReason, string> = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'This card has expired',
  processing_error: 'The payment could not be processed. Please try again.',
};

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /**
   * How a new card reaches this provider: its details through our server (the sandbox, demo mode), or only the
   * PaymentMethod id Stripe.js made in the browser (Stripe: the number and CVC never touch our servers).
   */
  readonly newCard: 'details' | 'paymentMethodId';
  /**
   * Registers a typed card with the provider (the same key and card answer the same token). Refused (400) by a
   * provider whose new cards come as a PaymentMethod id.
   */
  tokenizeCard(card: CardDetails, idempotencyKey: string): Promise<TokenizedCard>;
  /**
   * Takes a card the browser registered with the provider itself (Stripe.js's PaymentMethod id) and attaches it
   * to a customer of ours, so the rent hold, the deposit's hold and a saved card can all use it (the same key and
   * id answer the same card). Refused (400) by a provider whose new cards come as details.
   */
  attachPaymentMethod(paymentMethodId: string, idempotencyKey: string): Promise<AttachedCard>;
  /** Places a hold (authorisation without capture); returns the provider's reference of it. */
  authorize(args: AuthorizeArgs): Promise<{ ref: string }>;
  /** Captures `amountCents` (at most what was held); the rest of the hold is released. */
  capture(ref: string, amountCents: number, idempotencyKey: string): Promise<void>;
  /** Releases a hold that was never captured. */
  release(ref: string, idempotencyKey: string): Promise<void>;
  /** Refunds part or all of a captured amount. */
  refund(ref: string, amountCents: number, idempotencyKey: string): Promise<void>;
}
