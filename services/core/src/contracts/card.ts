/**
 * Card entry rules (spec §3 card fields), shared by the wizard and the server. The number and CVV are only
 * checked here and passed to the payment provider; neither is ever stored or logged (brand, last four and expiry
 * only). Browser-safe: no zod.
 */

export const CardMessages = {
  cardNumber: 'Please enter a valid card number',
  nameOnCard: 'Please enter the name on the card',
  expiryDate: 'Please enter the expiry date as MM/YY',
  expired: 'This card has expired',
  cvv: 'The security code is 3 or 4 digits',
  /** A card reference that is not a Stripe PaymentMethod id (what Stripe.js answers in the browser). */
  paymentMethodId: 'Please enter the card again: its reference is not a Stripe payment method (pm_…)',
  /** Stripe is configured: the number and CVC go from the browser to Stripe, never to us. */
  detailsRefused:
    'Card details are entered in Stripe’s secure field: send a Stripe payment method id (pm_…), not the card number and CVC',
  /** Stripe is not configured: the demo's built-in sandbox takes the card's details. */
  paymentMethodIdRefused: 'This server takes the card’s details: it does not pay through Stripe',
  /** The id names no PaymentMethod on the operator's Stripe account, or one that is not a card. */
  paymentMethodUnknown: 'This card could not be found. Please enter it again.',
} as const;

/**
 * A Stripe PaymentMethod id as Stripe.js answers it in the browser (`pm_` then Stripe's id characters). The only
 * card data the server receives when it pays through Stripe (PCI SAQ A): the number and CVC stay in Stripe's
 * field.
 */
export const PAYMENT_METHOD_ID_PATTERN = /^pm_[A-Za-z0-9_]{6,250}$/;

export function isPaymentMethodId(value: unknown): value is string {
  return typeof value === 'string' && PAYMENT_METHOD_ID_PATTERN.test(value);
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: 'Card',
};

/** Digits only: people type spaces and dashes between the groups. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** 'MM/YY' (or 'MM/YYYY') as month and four-digit year; null when it is not one. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

export function formatExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** Groups the digits in fours as the renter types. */
export function formatCardNumber(value: string): string {
  return cardDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Stripe-style test cards the built-in sandbox provider knows; any other Luhn-valid number succeeds. The first
 * is the suggested demo card shown to signed-in members (spec §9).
 */
export const SANDBOX_TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;
export const DEMO_CARD = { number: SANDBOX_TEST_CARDS.success, expiry: '12/34', cvv: '123' } as const;
