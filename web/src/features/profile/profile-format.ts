import { isCurrencyCode } from '@koalarent/core/contracts';
import { isValid, parseISO } from 'date-fns';
import type { TFunction } from 'i18next';
import type { Formatters } from '../../shared/i18n/format';

type T = TFunction<'profile'>;

function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** Spec §2 profile card: 'Joined' month and year, e.g. 'November 2026' ('Recently' when the date is unknown). */
export function formatJoined(createdAt: string | null | undefined, fmt: Formatters, t: T): string {
  const date = parseDate(createdAt);
  return date ? fmt.custom(date, { month: 'long', year: 'numeric' }) : t('card.recently');
}

/** Spec §2 Member Since stat card: short month and year, e.g. 'Nov 2026'. */
export function formatMemberSince(createdAt: string | null | undefined, fmt: Formatters, t: T): string {
  const date = parseDate(createdAt);
  return date ? fmt.custom(date, { month: 'short', year: 'numeric' }) : t('card.recently');
}

/** Spec §2: rating to one decimal, 0.0 by default (with the language's decimal sign). */
export function formatRating(rating: number | null | undefined, fmt: Formatters): string {
  const value = typeof rating === 'number' && Number.isFinite(rating) ? rating : 0;
  return fmt.number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** '(1 review)' / '(N reviews)'. */
export function formatReviewCount(count: number | null | undefined, t: T): string {
  const n = typeof count === 'number' && count > 0 ? Math.floor(count) : 0;
  return t('card.reviewCount', { count: n });
}

/** The name a profile shows: the full name, else the username. */
export function displayName(user: { fullName?: string | null; username: string }): string {
  return user.fullName?.trim() || user.username;
}

/** Spec §2 public profile heading: "{fullName or username}'s Profile". */
export function profileHeading(user: { fullName?: string | null; username: string }, t: T): string {
  return t('page.heading', { name: displayName(user) });
}

/** The avatar fallback: the username's first letter, upper-cased. */
export function avatarInitial(username: string): string {
  return username.trim().charAt(0).toUpperCase() || '?';
}

/** '$25.00/day' in the currency the owner priced the item in (spec §2 writes '$pricePerDay/day'). */
export function pricePerDayLabel(
  item: { pricePerDay: number; currency: string },
  fmt: Formatters,
  t: T,
): string {
  const price = fmt.money(item.pricePerDay, isCurrencyCode(item.currency) ? item.currency : 'USD');
  return t('listings.perDay', { price });
}
