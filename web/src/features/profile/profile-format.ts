import { formatMoney, isCurrencyCode } from '@koalarent/core/contracts';
import { format, isValid, parseISO } from 'date-fns';

function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** Spec §2 profile card: 'Joined' month and year ('Recently' when the date is unknown). */
export function formatJoined(createdAt: string | null | undefined): string {
  const date = parseDate(createdAt);
  return date ? format(date, 'MMMM yyyy') : 'Recently';
}

/** Spec §2 Member Since stat card: short month and year, e.g. 'Nov 2026'. */
export function formatMemberSince(createdAt: string | null | undefined): string {
  const date = parseDate(createdAt);
  return date ? format(date, 'MMM yyyy') : 'Recently';
}

/** Spec §2: rating to one decimal, 0.0 by default. */
export function formatRating(rating: number | null | undefined): string {
  return typeof rating === 'number' && Number.isFinite(rating) ? rating.toFixed(1) : '0.0';
}

/** '(1 review)' / '(N reviews)'. */
export function formatReviewCount(count: number | null | undefined): string {
  const n = typeof count === 'number' && count > 0 ? Math.floor(count) : 0;
  return `(${n} ${n === 1 ? 'review' : 'reviews'})`;
}

/** The name a profile shows: the full name, else the username. */
export function displayName(user: { fullName?: string | null; username: string }): string {
  return user.fullName?.trim() || user.username;
}

/** Spec §2 public profile heading: "{fullName or username}'s Profile". */
export function profileHeading(user: { fullName?: string | null; username: string }): string {
  return `${displayName(user)}'s Profile`;
}

/** The avatar fallback: the username's first letter, upper-cased. */
export function avatarInitial(username: string): string {
  return username.trim().charAt(0).toUpperCase() || '?';
}

/** '$25.00/day' in the currency the owner priced the item in (spec §2 writes '$pricePerDay/day'). */
export function pricePerDayLabel(item: { pricePerDay: number; currency: string }): string {
  return `${formatMoney(item.pricePerDay, isCurrencyCode(item.currency) ? item.currency : 'USD')}/day`;
}
