import {
  CURRENCY_COOKIE,
  type CurrencyCode,
  defaultCurrencyFor,
  isCurrencyCode,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type LanguageCode,
  TIME_ZONE_COOKIE,
} from '@koalarent/core';
import { parseCookies } from '../session/cookies.js';

/** The language and currency a page is answered in, decided before any script runs (issue 21 §1). */
export interface VisitorLocale {
  language: LanguageCode;
  /** The visitor's chosen currency, or null when they never chose one (the app then picks its own default). */
  currency: CurrencyCode | null;
  /**
   * The currency a server-rendered page shows prices in: the chosen one, else the one the web app picks for the
   * browser's language (its first Accept-Language range, which is what `navigator.language` says).
   */
  displayCurrency: CurrencyCode;
  /** The zone the web app reported (its cookie), else UTC: what a server-rendered page writes dates in. */
  timeZone: string;
}

const zones = new Map<string, boolean>();

/** An IANA zone this runtime knows ('Europe/Berlin', 'UTC'); remembered, since a visitor sends theirs on every page. */
function isTimeZone(value: unknown): value is string {
  if (
    typeof value !== 'string' ||
    value.length === 0 ||
    value.length > 64 ||
    !/^[A-Za-z0-9_+\-/]+$/.test(value)
  )
    return false;
  let known = zones.get(value);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: value });
      known = true;
    } catch {
      known = false;
    }
    if (zones.size < 1000) zones.set(value, known);
  }
  return known;
}

const DEFAULT_LANGUAGE: LanguageCode = 'en';

const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && LANGUAGES.some((language) => language.code === value);

/** RFC 9110 §12.4.2: a weight is 0 to 1 with at most three decimals; anything else makes the entry unusable. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** A header can list any number of ranges; a real browser sends a handful, so the rest are not read. */
const MAX_RANGES = 32;

/**
 * The best of our languages for an Accept-Language header: ranges are taken by weight (ties in the order given),
 * each matched on its primary subtag (`de-AT` and `de-CH` are German, `zh-Hant-TW` Chinese), `q=0` means "not
 * this one", `*` means "any" (our default). English when nothing matches or there is no header.
 */
export function bestLanguage(acceptLanguage: string | undefined): LanguageCode {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranges: { language: LanguageCode; q: number; at: number }[] = [];
  acceptLanguage
    .split(',')
    .slice(0, MAX_RANGES)
    .forEach((part, at) => {
      const [range = '', ...params] = part.split(';').map((piece) => piece.trim());
      let q = 1;
      for (const param of params) {
        const [name, value = ''] = param.split('=').map((piece) => piece.trim());
        if (name?.toLowerCase() !== 'q') continue;
        q = QVALUE.test(value) ? Number(value) : Number.NaN;
      }
      if (!(q > 0)) return;
      const primary = range.toLowerCase().split('-')[0];
      const language = primary === '*' ? DEFAULT_LANGUAGE : primary;
      if (isLanguageCode(language)) ranges.push({ language, q, at });
    });
  ranges.sort((a, b) => b.q - a.q || a.at - b.at);
  return ranges[0]?.language ?? DEFAULT_LANGUAGE;
}

/**
 * The visitor's language (the menus' cookie, else the best match of Accept-Language, else English) and currency
 * (the menus' cookie, else none). A cookie holding anything but one of our codes counts as no choice.
 */
export function visitorLocale(headers: {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}): VisitorLocale {
  const cookies = parseCookies(headers.cookie);
  const chosenLanguage = cookies[LANGUAGE_COOKIE];
  const chosenCurrency = cookies[CURRENCY_COOKIE];
  const zone = cookies[TIME_ZONE_COOKIE];
  const currency = isCurrencyCode(chosenCurrency) ? chosenCurrency : null;
  const browserLanguage = headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim();
  return {
    language: isLanguageCode(chosenLanguage) ? chosenLanguage : bestLanguage(headers['accept-language']),
    currency,
    displayCurrency: currency ?? defaultCurrencyFor(null, browserLanguage),
    timeZone: isTimeZone(zone) ? zone : 'UTC',
  };
}
