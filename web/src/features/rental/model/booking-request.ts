import {
  type CardInput,
  type ProtectionTerms,
  quoteRental,
  type RentalQuote,
  rentalDays,
} from '@koalarent/core/contracts';
import type { AppError } from '../../../shared/errors/app-error';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { buildPath, PATHS } from '../../../shared/routes/paths';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import type { StorageLike } from '../../../shared/storage/safe-storage';
import type { RentalT } from './rental-text';
import type { WizardState } from './wizard-state';

/** An amount in the item's currency (the API's decimals) in minor units, as the price rules count. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * Spec §9's breakdown for the chosen dates, from the item's own prices (the server recomputes the same); with the
 * protection's terms when the renter added protection (issue 26 §2).
 */
export function quoteForItem(
  item: { pricePerDay: number; securityDeposit: number },
  startDate: string,
  endDate: string,
  protection: ProtectionTerms | null = null,
): RentalQuote {
  return quoteRental(
    toCents(item.pricePerDay),
    toCents(item.securityDeposit),
    rentalDays(startDate, endDate),
    protection,
  );
}

/** The server's protection terms (`protectionTerms`, decimals) as the price rules count them. */
export function protectionTermsOf(terms: {
  feePercent: number;
  minimumFee: number;
  cap: number;
}): ProtectionTerms {
  return {
    feePercent: terms.feePercent,
    minimumFeeCents: toCents(terms.minimumFee),
    capCents: toCents(terms.cap),
  };
}

/** GraphQL `CardEntryInput`: the card goes to the gateway, which tokenises it and keeps only brand, last 4, expiry. */
interface CardEntry {
  cardNumber: string;
  nameOnCard: string;
  expiryDate: string;
  cvv: string;
}

/** GraphQL `BookingRequestInput` (spec §3 booking request; paymentMethod split into an id or a card). */
export interface BookingRequestVariables {
  itemId: number;
  startDate: string;
  endDate: string;
  totalPrice: number;
  deliveryOption: 'pickup' | 'delivery';
  deliveryAddress: string | null;
  message: string | null;
  paymentMethodId: number | null;
  card: CardEntry | null;
  /** With Stripe: the new card's PaymentMethod id from Stripe.js; its number and CVC never leave Stripe's field. */
  stripePaymentMethodId: string | null;
  /** Issue 26 §2: the optional protection at checkout. */
  protection: boolean;
  /**
   * The protection fee the review step showed (with protection, else null): the server refuses the request as a
   * changed price rather than charge another fee if its terms changed since.
   */
  protectionFee: number | null;
}

export type PaymentSelection =
  | { kind: 'saved'; id: number }
  | { kind: 'card'; card: CardInput }
  | { kind: 'stripe'; paymentMethodId: string };

/**
 * The request the wizard sends: totalPrice is rent + fee in the item's currency, without the deposit (spec §9);
 * deliveryAddress is null for pickup (spec §3); an empty message is no message; with protection, the fee shown.
 */
export function bookingRequestInput(args: {
  itemId: number;
  state: Pick<WizardState, 'deliveryOption' | 'deliveryAddress' | 'message'>;
  startDate: string;
  endDate: string;
  quote: RentalQuote;
  payment: PaymentSelection;
  /** The renter added protection on the review step (its fee is in `quote`). */
  protection?: boolean;
}): BookingRequestVariables {
  const message = args.state.message.trim();
  return {
    itemId: args.itemId,
    startDate: args.startDate,
    endDate: args.endDate,
    totalPrice: args.quote.totalCents / 100,
    deliveryOption: args.state.deliveryOption,
    deliveryAddress: args.state.deliveryOption === 'delivery' ? args.state.deliveryAddress.trim() : null,
    message: message === '' ? null : message,
    paymentMethodId: args.payment.kind === 'saved' ? args.payment.id : null,
    card:
      args.payment.kind === 'card'
        ? {
            cardNumber: args.payment.card.cardNumber,
            nameOnCard: args.payment.card.nameOnCard,
            expiryDate: args.payment.card.expiryDate.trim(),
            cvv: args.payment.card.cvv,
          }
        : null,
    stripePaymentMethodId: args.payment.kind === 'stripe' ? args.payment.paymentMethodId : null,
    protection: args.protection ?? false,
    protectionFee: args.protection ? args.quote.protectionFeeCents / 100 : null,
  };
}

/**
 * Whether a failed request may be sent again under the same idempotency key: the server may not have answered
 * it (network, still processing, unavailable, crashed), so the retry must not make a second booking. After any
 * other answer the server has decided that attempt, and a changed or repeated request is a new attempt.
 */
export function isRetryableFailure(error: AppError): boolean {
  return (
    error.network ||
    error.code === 'STILL_PROCESSING' ||
    error.code === 'SERVICE_UNAVAILABLE' ||
    error.code === 'TOO_MANY_REQUESTS' ||
    error.code === 'INTERNAL_SERVER_ERROR'
  );
}

/**
 * Failures the wizard sends again by itself, under the same key: the server did not answer (network), could not
 * (503: the request may still have been booked, issue 20 §4) or has not finished (202). Its answer to the retry is
 * the first request's, so nothing is booked twice.
 */
export function isAutoRetriedFailure(error: AppError): boolean {
  return error.network || error.code === 'STILL_PROCESSING' || error.code === 'SERVICE_UNAVAILABLE';
}

/** The waits before the wizard's automatic retries of one submission (then the renter decides). */
export const AUTO_RETRY_DELAYS_MS = [1_000, 2_000, 4_000] as const;

/**
 * A request's fingerprint without its card secrets (a stored attempt must never hold a card number or CVV): the
 * card counts by its last four digits, expiry and name, and the whole is hashed (cyrb53), so storage keeps no
 * rental details either.
 */
function requestFingerprint(request: BookingRequestVariables): string {
  const card = request.card
    ? {
        last4: request.card.cardNumber.replace(/\D/g, '').slice(-4),
        expiryDate: request.card.expiryDate,
        nameOnCard: request.card.nameOnCard,
      }
    : null;
  const text = JSON.stringify({ ...request, card });
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

interface StoredAttempt {
  itemId: number;
  fingerprint: string;
  key: string;
}

function readAttempt(storage: StorageLike, itemId: number): StoredAttempt | null {
  const raw = storage.getItem(STORAGE_KEYS.bookingAttempt);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredAttempt> | null;
    if (
      value?.itemId === itemId &&
      typeof value.fingerprint === 'string' &&
      typeof value.key === 'string' &&
      /^[A-Za-z0-9_-]{8,100}$/.test(value.key)
    )
      return { itemId, fingerprint: value.fingerprint, key: value.key };
  } catch {}
  return null;
}

/**
 * One idempotency key per submission of the wizard (a fresh `crypto.randomUUID()`), kept while the same request is
 * sent again after a failure the server may not have decided; a different request, a decided answer or a success
 * starts over. With a storage the open attempt is kept there too, so it survives a page reload while the pending
 * rental is kept: the renter who reloads after a 503 and confirms again gets the booking the first request made.
 */
export class AttemptKeys {
  private current: { fingerprint: string; key: string } | null = null;

  constructor(
    private readonly newKey: () => string,
    private readonly store?: { storage: StorageLike; itemId: number },
  ) {
    if (store) this.current = readAttempt(store.storage, store.itemId);
  }

  keyFor(request: BookingRequestVariables): string {
    const fingerprint = requestFingerprint(request);
    if (this.current?.fingerprint !== fingerprint) {
      this.current = { fingerprint, key: this.newKey() };
      // Saved before the request leaves: a reload while it is in flight must find the key it went with.
      this.store?.storage.setItem(
        STORAGE_KEYS.bookingAttempt,
        JSON.stringify({ itemId: this.store.itemId, ...this.current } satisfies StoredAttempt),
      );
    }
    return this.current.key;
  }

  /** The attempt's outcome: 'retry' keeps the key for the same request, 'decided' forgets it. */
  settle(outcome: 'retry' | 'decided'): void {
    if (outcome !== 'decided') return;
    this.current = null;
    if (this.store && readAttempt(this.store.storage, this.store.itemId))
      this.store.storage.removeItem(STORAGE_KEYS.bookingAttempt);
  }
}

/** Spec §8: 'Booking failed' with the server's message (in the language on screen), else 'Failed to process payment'. */
export function bookingFailureNotice(error: AppError, t: RentalT): { title: string; description: string } {
  return {
    title: t('toasts.failedTitle'),
    description: error.message ? translateServerMessage(error.message) : t('toasts.failedDescription'),
  };
}

/** Where the wizard takes the renter after a refusal: the dates, the price review, or the card form. */
export function failureStep(error: AppError): 1 | 2 | 3 {
  // The dates were taken meanwhile, or the listing's rules (issue 23) refuse them: back to the calendar.
  if (error.reason === 'DATES_UNAVAILABLE' || error.reason === 'DATES_NOT_BOOKABLE') return 1;
  if (error.reason === 'PRICE_CHANGED') return 2;
  return 3;
}

/** Spec §2: sign-in (or account creation) from the wizard, back to the item to resume the rental. */
export function rentalAuthPath(itemId: number, options: { register: boolean }): string {
  const itemPage = buildPath(PATHS.item, { id: itemId });
  return buildPath(
    PATHS.auth,
    {},
    {
      redirectTo: itemPage,
      returnTo: itemPage,
      resumeRental: 'true',
      register: options.register ? 'true' : undefined,
    },
  );
}

/**
 * A fresh idempotency key: `crypto.randomUUID()`, which browsers offer only in secure contexts (https,
 * localhost); elsewhere a version-4 UUID from `getRandomValues`, which they always offer.
 */
export function newIdempotencyKey(
  source: {
    randomUUID?: () => string;
    getRandomValues<T extends ArrayBufferView>(array: T): T;
  } = globalThis.crypto,
): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const CARD_FIELDS = ['cardNumber', 'nameOnCard', 'expiryDate', 'cvv'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/** The server's messages for the card's fields, whether it names them `cardNumber`, `card.cardNumber` or `paymentMethod.cardNumber`. */
export function cardFieldErrors(fieldErrors: Record<string, string>): Partial<Record<CardField, string>> {
  const found: Partial<Record<CardField, string>> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const field = path.split('.').pop();
    const known = CARD_FIELDS.find((name) => name === field);
    if (known && !(known in found)) found[known] = message;
  }
  return found;
}
