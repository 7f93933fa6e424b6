import { type CurrencyCode, defaultCurrencyFor, isCurrencyCode } from '@koalarent/core/contracts';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import type { StorageLike } from '../../shared/storage/safe-storage';

/** Spec §9: the stored 'preferred-currency', else the browser language's currency, else USD. */
export function initialCurrency(storage: StorageLike, browserLanguage: string | undefined): CurrencyCode {
  return defaultCurrencyFor(storage.getItem(STORAGE_KEYS.currency), browserLanguage);
}

/** Stores a currency choice; anything but a supported code is refused (spec §5). */
export function storeCurrency(storage: StorageLike, value: unknown): CurrencyCode | null {
  if (!isCurrencyCode(value)) return null;
  storage.setItem(STORAGE_KEYS.currency, value);
  return value;
}
