import {
  addDays,
  MAX_ADVANCE_DAYS,
  MAX_RENTAL_DAYS,
  parseIsoDate,
  rentalDays,
} from '@koalarent/core/contracts';
import type { Formatters } from '../../i18n/format';
import type { RentalT } from './rental-text';

/** A span the item is fully booked for (inclusive 'yyyy-mm-dd' dates), as the availability query gives it. */
export interface BookedRange {
  startDate: string;
  endDate: string;
}

// 'yyyy-mm-dd' strings order like the dates they name, so plain string comparison is date comparison.

/** Whether a day falls inside one of the booked ranges. */
export function isBooked(date: string, ranges: readonly BookedRange[]): boolean {
  return ranges.some((range) => range.startDate <= date && date <= range.endDate);
}

/** Whether the inclusive span start…end shares at least one day with a booked range. */
export function overlapsBooked(start: string, end: string, ranges: readonly BookedRange[]): boolean {
  return ranges.some((range) => range.startDate <= end && start <= range.endDate);
}

/** The last day a rental may start (spec §9 has no limit; ours: two years ahead, as the server checks). */
export function latestStartDate(today: string): string {
  return addDays(today, MAX_ADVANCE_DAYS);
}

/** What the calendar offers: not before today (the renter's local today), not booked. */
export function isSelectableDay(date: string, context: { today: string; ranges: readonly BookedRange[] }) {
  return date >= context.today && !isBooked(date, context.ranges);
}

export type DatesCheck =
  | { ok: true; days: number }
  | { ok: false; reason: 'missing' | 'invalid'; message: string };

/**
 * Step 1's date rules (spec §5): both dates present, real dates, not in the past, end not before start, no
 * booked day inside the span, and our limits on length and lead time. `today` is the renter's local date. The
 * messages are the shared BookingMessages' (the server's), in the language on screen.
 */
export function checkRentalDates(
  startDate: string | null,
  endDate: string | null,
  context: { today: string; ranges: readonly BookedRange[] },
  t: RentalT,
): DatesCheck {
  if (!startDate || !endDate) return { ok: false, reason: 'missing', message: t('dates.required') };
  const fail = (message: string): DatesCheck => ({ ok: false, reason: 'invalid', message });
  if (!parseIsoDate(startDate) || !parseIsoDate(endDate)) return fail(t('dates.invalid'));
  if (startDate < context.today) return fail(t('dates.past'));
  if (endDate < startDate) return fail(t('dates.endBeforeStart'));
  if (startDate > latestStartDate(context.today))
    return fail(t('dates.tooFarAhead', { days: String(MAX_ADVANCE_DAYS) }));
  const days = rentalDays(startDate, endDate);
  if (days > MAX_RENTAL_DAYS) return fail(t('dates.tooLong', { days: String(MAX_RENTAL_DAYS) }));
  // A chosen range that runs over a span someone else has already booked.
  if (overlapsBooked(startDate, endDate, context.ranges)) return fail(t('dates.overlapsBooking'));
  return { ok: true, days };
}

const LONG_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
};

/**
 * 'Mon, Jan 5, 2026' ('lun, 5 ene 2026', '2026年1月5日周一' …) for a 'yyyy-mm-dd' date, read as a calendar date
 * in UTC so no time zone can shift it.
 */
export function formatRentalDate(date: string, f: Formatters): string {
  const parsed = parseIsoDate(date);
  return parsed ? f.custom(parsed, LONG_DATE) : date;
}
