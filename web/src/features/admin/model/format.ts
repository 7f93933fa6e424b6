import { formatMoney, isCurrencyCode } from '@koalarent/core/contracts';
import { format, isValid, parseISO } from 'date-fns';
import type { AppError } from '../../../shared/errors/app-error';

/** 'Nov 23, 2026', or '—' when the value is missing or unreadable. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM d, yyyy') : '—';
}

/** 'Nov 23, 2026, 10:04:31 AM': the tracking tables' Date & Time (the admin's own time zone). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM d, yyyy, h:mm:ss a') : '—';
}

/** Spec §9: admin shows dollars with two decimals ('$30.00'). */
export function dollars(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** An amount in its own currency ('€27.60'); an unknown code is shown after the number. */
export function money(amount: number, currency: string): string {
  return isCurrencyCode(currency) ? formatMoney(amount, currency) : `${amount.toFixed(2)} ${currency}`;
}

/**
 * A failure toast's description: the server's own words when it refused for a reason an admin can act on (a rule
 * such as 'You cannot lock your own account', a field that failed a check, a conflict), else the spec's fallback.
 */
export function failureText(error: AppError, fallback: string): string {
  if (error.network || !error.message) return fallback;
  if (error.code === 'INTERNAL_SERVER_ERROR') return fallback;
  const firstField = Object.values(error.fieldErrors)[0];
  return firstField ?? error.message;
}
