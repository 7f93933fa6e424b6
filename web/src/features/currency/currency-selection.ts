import {
  CURRENCY_COOKIE,
  type CurrencyCode,
  defaultCurrencyFor,
  isCurrencyCode,
} from '@koalarent/core/contracts';
import { type CookieJar, choiceCookies } from '../../shared/storage/choice-cookies';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import type { StorageLike } from '../../shared/storage/safe-storage';

/**
 * Spec §9: the stored 'preferred-currency'; else the currency cookie (a choice made on another tab, or one this
 * browser's storage lost); else the browser language's currency, else USD. A stored choice the cookie does not carry
 * yet is written to it, so the server knows it from the next page on.
 */
export function initialCurrency(
  storage: StorageLike,
  browserLanguage: string | undefined,
  cookies: CookieJar = choiceCookies,
): CurrencyCode {
  const stored = storage.getItem(STORAGE_KEYS.currency);
  if (isCurrencyCode(stored)) {
    if (cookies.get(CURRENCY_COOKIE) !== stored) cookies.set(CURRENCY_COOKIE, stored);
    return stored;
  }
  return defaultCurrencyFor(cookies.get(CURRENCY_COOKIE), browserLanguage);
}

/** Stores a currency choice (local storage and the cookie the server reads); anything but a supported code is refused (spec §5). */
export function storeCurrency(
  storage: StorageLike,
  value: unknown,
  cookies: CookieJar = choiceCookies,
): CurrencyCode | null {
  if (!isCurrencyCode(value)) return null;
  storage.setItem(STORAGE_KEYS.currency, value);
  cookies.set(CURRENCY_COOKIE, value);
  return value;
}
