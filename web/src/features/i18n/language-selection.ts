import { LANGUAGES, type LanguageCode } from '@koalarent/core/contracts';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import type { StorageLike } from '../../shared/storage/safe-storage';

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && LANGUAGES.some((language) => language.code === value);
}

/** The stored display language, else English (spec §1: a display choice only, no auto-detection). */
export function initialLanguage(storage: StorageLike): LanguageCode {
  const stored = storage.getItem(STORAGE_KEYS.language);
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

export function storeLanguage(storage: StorageLike, value: unknown): LanguageCode | null {
  if (!isLanguageCode(value)) return null;
  storage.setItem(STORAGE_KEYS.language, value);
  return value;
}
