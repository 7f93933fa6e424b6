import { CARD_BRAND_LABELS, type CardBrand, DEMO_CARD, formatExpiry } from '@koalarent/core/contracts';
import type { RentalT } from './rental-text';

/** Expiry as typed: digits become 'MM/YY' ('1/26' is read as January). */
export function formatExpiryInput(value: string): string {
  const singleMonth = /^\s*(\d)\s*\/(.*)$/.exec(value);
  const digits = (singleMonth ? `0${singleMonth[1]}${singleMonth[2]}` : value).replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The security code as typed: digits only, at most four. */
export function formatCvvInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}

/** A card network's name (the same in every language); a card of no known network is just 'Card', translated. */
export function brandLabel(brand: string, t: RentalT): string {
  const known = brand.toLowerCase();
  if (known === 'unknown' || !brand) return t('payment.unknownBrand');
  if (Object.hasOwn(CARD_BRAND_LABELS, known)) return CARD_BRAND_LABELS[known as CardBrand];
  return brand.charAt(0).toUpperCase() + brand.slice(1);
}

export interface SavedMethod {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** How a saved method is read out: 'Visa ending in 4242, expires 12/34'. */
export function savedMethodLabel(method: SavedMethod, t: RentalT): string {
  return t('payment.savedMethod', {
    brand: brandLabel(method.brand, t),
    last4: method.last4,
    expiry: formatExpiry(method.expMonth, method.expYear),
  });
}

/** Spec §9: the suggested demo card shown to signed-in members. */
export function demoCardText(t: RentalT): string {
  return t('card.demo', {
    number: DEMO_CARD.number.replace(/(\d{4})(?=\d)/g, '$1 '),
    expiry: DEMO_CARD.expiry,
    cvv: DEMO_CARD.cvv,
  });
}
