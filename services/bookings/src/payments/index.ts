import {
  type CardInput,
  CardMessages,
  type Config,
  cardDigits,
  DomainError,
  ErrorCode,
  type Orm,
  parseExpiry,
} from '@koalarent/core';
import type { CardDetails, PaymentProvider } from './provider.js';
import { SandboxPaymentProvider } from './sandbox-provider.js';
import { StripePaymentProvider } from './stripe-provider.js';

export * from './provider.js';
export { SandboxPaymentProvider } from './sandbox-provider.js';
export { StripePaymentProvider } from './stripe-provider.js';

/**
 * The provider this deployment pays through: Stripe when STRIPE_SECRET_KEY is set (STRIPE_API_BASE may point it at
 * another host), else the built-in sandbox keeping its books in the service's database.
 */
export function createPaymentProvider(options: {
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE' | 'PAYMENT_FINGERPRINT_SECRET'>;
  orm: Orm;
}): PaymentProvider {
  const { config, orm } = options;
  if (config.STRIPE_SECRET_KEY)
    return new StripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      apiBase: config.STRIPE_API_BASE,
    });
  return new SandboxPaymentProvider({ orm, fingerprintSecret: config.PAYMENT_FINGERPRINT_SECRET });
}

/**
 * The wizard's card (spec §3, already checked by the CardInput schema: digits, 'MM/YY', 3–4 digit CVV) as a
 * provider takes it. Only handed to `tokenizeCard`; never stored or logged.
 */
export function cardDetailsFromInput(card: CardInput): CardDetails {
  const expiry = parseExpiry(card.expiryDate);
  if (!expiry)
    throw new DomainError(ErrorCode.ValidationFailed, {
      message: CardMessages.expiryDate,
      fieldErrors: { expiryDate: CardMessages.expiryDate },
    });
  return {
    number: cardDigits(card.cardNumber),
    expMonth: expiry.month,
    expYear: expiry.year,
    cvv: card.cvv,
    nameOnCard: card.nameOnCard.trim(),
  };
}
