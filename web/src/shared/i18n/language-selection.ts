import { LANGUAGE_COOKIE, LANGUAGES, type LanguageCode } from '@koalarent/core/contracts';
import { type CookieJar, choiceCookies } from '../storage/choice-cookies';
import { STORAGE_KEYS } from '../storage/keys';
import type { StorageLike } from '../storage/safe-storage';

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && LANGUAGES.some((language) => language.code === value);
}

/**
 * The display language to start in: the stored choice; else the language cookie (a choice made on another tab, or
 * one this browser's storage lost); else the language the server answered the page in (`<html lang>`, its reading of
 * Accept-Language, so the app does not switch away from what the first paint said); else English. A stored choice
 * the cookie does not carry yet (made before the cookie existed) is written to it, so the next page arrives in it.
 */
export function initialLanguage(
  storage: StorageLike,
  cookies: CookieJar = choiceCookies,
  pageLanguage?: string,
): LanguageCode {
  const stored = storage.getItem(STORAGE_KEYS.language);
  if (isLanguageCode(stored)) {
    if (cookies.get(LANGUAGE_COOKIE) !== stored) cookies.set(LANGUAGE_COOKIE, stored);
    return stored;
  }
  const chosen = cookies.get(LANGUAGE_COOKIE);
  if (isLanguageCode(chosen)) return chosen;
  return isLanguageCode(pageLanguage) ? pageLanguage : DEFAULT_LANGUAGE;
}

/** Keeps a language choice in local storage (the spec's key) and in the cookie the server reads. */
export function storeLanguage(
  storage: StorageLike,
  value: unknown,
  cookies: CookieJar = choiceCookies,
): LanguageCode | null {
  if (!isLanguageCode(value)) return null;
  storage.setItem(STORAGE_KEYS.language, value);
  cookies.set(LANGUAGE_COOKIE, value);
  return value;
}
