import { isCurrencyCode } from '@koalarent/core/contracts';
import type { TFunction } from 'i18next';
import type { AppError } from '../../../shared/errors/app-error';
import type { Formatters } from '../../../shared/i18n/format';

/** The 'admin' namespace's `t` (components pass `useTranslation('admin').t`, tests the English one). */
export type AdminT = TFunction<'admin'>;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 'Nov 23, 2026' in English ('23 nov 2026', '2026年11月23日' …), or '—' when the value is missing or unreadable.
 * A 'yyyy-mm-dd' calendar date (a booking's day) is read in UTC, where it was written, so it is the same day in
 * every zone; a timestamp shows in the admin's own zone.
 */
export function formatDate(value: string | null | undefined, f: Formatters): string {
  if (!value) return '—';
  return (CALENDAR_DATE.test(value) ? f.date(value, 'UTC') : f.date(value)) || '—';
}

/** 'Nov 23, 2026, 10:04:31 AM': the tracking tables' Date & Time, to the second (the admin's own time zone). */
export function formatDateTime(value: string | null | undefined, f: Formatters): string {
  if (!value) return '—';
  return (
    f.custom(value, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
    }) || '—'
  );
}

/** Spec §9: admin shows dollars, symbol first, with two decimals ('$30.00'; '$1.234,50' in German). */
export function dollars(amount: number, f: Formatters): string {
  return f.money(amount, 'USD');
}

/** An amount in its own currency ('€27.60'); an unknown code is shown after the number. */
export function money(amount: number, currency: string, f: Formatters): string {
  return isCurrencyCode(currency)
    ? f.money(amount, currency)
    : `${f.number(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
}

/**
 * A failure toast's description: the server's own words when it refused for a reason an admin can act on (a rule
 * such as 'You cannot lock your own account', a field that failed a check, a conflict), else the spec's fallback.
 * `toAppError` has already put the server's words in the language on screen (translateServerMessage).
 */
export function failureText(error: AppError, fallback: string): string {
  if (error.network || !error.message) return fallback;
  if (error.code === 'INTERNAL_SERVER_ERROR') return fallback;
  const firstField = Object.values(error.fieldErrors)[0];
  return firstField ?? error.message;
}
