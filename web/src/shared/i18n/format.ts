import { type CurrencyCode, displayPrice, formatMoney, type LanguageCode } from '@koalarent/core/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenderTimeZone } from '../hydration/render-clock';
import { DEFAULT_LANGUAGE, isLanguageCode } from './language-selection';

/** The `Intl` locale of each display language (the region picks the conventions most readers expect). */
export const LOCALES: Record<LanguageCode, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  zh: 'zh-CN',
};

export type DateInput = string | number | Date;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * Dates, numbers and money in one language's conventions. Every formatter answers '' for an unreadable date
 * instead of throwing, so one bad row does not take a table down. `timeZone` is for dates without a time
 * (booking days are stored as UTC midnights and must not shift a day west of Greenwich).
 */
export function formattersFor(language: LanguageCode, defaultTimeZone?: string) {
  const locale = LOCALES[language];
  const dateFormat = (options: Intl.DateTimeFormatOptions) =>
    cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
  const run = (value: DateInput, options: Intl.DateTimeFormatOptions): string => {
    const date = toDate(value);
    const timeZone = options.timeZone ?? defaultTimeZone;
    return date ? dateFormat(timeZone ? { ...options, timeZone } : options).format(date) : '';
  };
  return {
    language,
    locale,
    /** "Jan 5, 2026" · "5 ene 2026" · "2026年1月5日" */
    date: (value: DateInput, timeZone?: string) =>
      run(value, { month: 'short', day: 'numeric', year: 'numeric', timeZone }),
    /** "January 5, 2026" */
    longDate: (value: DateInput, timeZone?: string) =>
      run(value, { month: 'long', day: 'numeric', year: 'numeric', timeZone }),
    /** "Jan 5, 2026, 3:04 PM" */
    dateTime: (value: DateInput) =>
      run(value, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
    /** "3:04 PM" */
    time: (value: DateInput) => run(value, { hour: 'numeric', minute: '2-digit' }),
    /** Any other `Intl.DateTimeFormat` options. */
    custom: run,
    /** "1,234" · "1.234" */
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      cached(
        `n|${locale}|${JSON.stringify(options ?? {})}`,
        () => new Intl.NumberFormat(locale, options),
      ).format(value),
    /** Spec §9: symbol first, two decimals, the language's digits: "$1,234.50", "€1.234,50". */
    money: (amount: number, currency: CurrencyCode = 'USD') => formatMoney(amount, currency, locale),
    /** The item card's price in the viewer's currency with the USD amount beside it (spec §2, §9). */
    price: (amount: number, itemCurrency: string, viewerCurrency: CurrencyCode) =>
      displayPrice(amount, itemCurrency, viewerCurrency, locale),
    /** "3 days ago" · "hace 3 días" · "3天前" (the largest whole unit). */
    relative: (value: DateInput, now: Date = new Date()): string => {
      const date = toDate(value);
      if (!date) return '';
      const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
      const format = cached(`r|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
      for (const [unit, size] of RELATIVE_STEPS) {
        if (Math.abs(seconds) >= size || unit === 'second')
          return format.format(Math.trunc(seconds / size), unit);
      }
      return '';
    },
  };
}

export type Formatters = ReturnType<typeof formattersFor>;

/** The formatters of the language on screen; components re-render (and reformat) when it changes. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  // While the page is a server render or hydrates one: the zone its HTML was written in (see render-clock.ts).
  const zone = useRenderTimeZone();
  return useMemo(() => formattersFor(language, zone), [language, zone]);
}
