import { CardMessages, DomainError, ErrorCode, isExpired, passesLuhn } from '@koalarent/core';
import { type CardDetails, DECLINE_MESSAGES, PaymentDeclinedError } from './provider.js';

/** Stripe's limit on an idempotency key; the sandbox accepts the same. */
export const IDEMPOTENCY_KEY_MAX = 255;

/**
 * Checks shared by both providers. An amount, currency or key the bookings service gets wrong is a programming
 * fault (a plain Error, never shown to a member); a card the member typed wrongly is a validation error on its
 * field, and an expired card a decline, as a real provider answers.
 */
export function checkAmount(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new Error(`A payment amount must be a positive whole number of minor units, not ${amountCents}`);
}

/** ISO 4217 code, upper case (the sandbox's form; Stripe's is lower case). */
export function checkCurrency(currency: string): string {
  if (!/^[A-Za-z]{3}$/.test(currency)) throw new Error(`Not a currency code: '${currency}'`);
  return currency.toUpperCase();
}

export function checkIdempotencyKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX)
    throw new Error(`An idempotency key is 1 to ${IDEMPOTENCY_KEY_MAX} characters`);
}

function invalid(field: keyof typeof CardMessages & string, message: string): DomainError {
  return new DomainError(ErrorCode.ValidationFailed, { message, fieldErrors: { [field]: message } });
}

/** The card as a provider would accept it; returns the number's digits. An expired card is declined. */
export function checkCard(card: CardDetails, now: Date = new Date()): string {
  const digits = card.number;
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits))
    throw invalid('cardNumber', CardMessages.cardNumber);
  if (!card.nameOnCard?.trim()) throw invalid('nameOnCard', CardMessages.nameOnCard);
  if (
    !Number.isInteger(card.expMonth) ||
    card.expMonth < 1 ||
    card.expMonth > 12 ||
    !Number.isInteger(card.expYear) ||
    card.expYear < 2000 ||
    card.expYear > 2099
  )
    throw invalid('expiryDate', CardMessages.expiryDate);
  if (!/^\d{3,4}$/.test(card.cvv)) throw invalid('cvv', CardMessages.cvv);
  if (isExpired({ month: card.expMonth, year: card.expYear }, now))
    throw new PaymentDeclinedError('expired_card', DECLINE_MESSAGES.expired_card);
  return digits;
}
