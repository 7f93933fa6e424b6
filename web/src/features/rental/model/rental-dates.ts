import {
  addDays,
  BookingMessages,
  MAX_ADVANCE_DAYS,
  MAX_RENTAL_DAYS,
  parseIsoDate,
  rentalDays,
} from '@koalarent/core/contracts';

/** A span the item is fully booked for (inclusive 'yyyy-mm-dd' dates), as the availability query gives it. */
export interface BookedRange {
  startDate: string;
  endDate: string;
}

export const RentalDateMessages = {
  ...BookingMessages,
  /** A chosen range that runs over a span someone else has already booked. */
  overlapsBooking: 'Some of these dates are already booked. Please choose other dates.',
} as const;

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
 * booked day inside the span, and our limits on length and lead time. `today` is the renter's local date.
 */
export function checkRentalDates(
  startDate: string | null,
  endDate: string | null,
  context: { today: string; ranges: readonly BookedRange[] },
): DatesCheck {
  if (!startDate || !endDate) return { ok: false, reason: 'missing', message: BookingMessages.datesRequired };
  const fail = (message: string): DatesCheck => ({ ok: false, reason: 'invalid', message });
  if (!parseIsoDate(startDate) || !parseIsoDate(endDate)) return fail(BookingMessages.date);
  if (startDate < context.today) return fail(BookingMessages.pastDate);
  if (endDate < startDate) return fail(BookingMessages.endBeforeStart);
  if (startDate > latestStartDate(context.today)) return fail(BookingMessages.tooFarAhead);
  const days = rentalDays(startDate, endDate);
  if (days > MAX_RENTAL_DAYS) return fail(BookingMessages.tooLong);
  if (overlapsBooked(startDate, endDate, context.ranges)) return fail(RentalDateMessages.overlapsBooking);
  return { ok: true, days };
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Mon, Jan 5, 2026' for a 'yyyy-mm-dd' date (read as a calendar date, so no time zone can shift it). */
export function formatRentalDate(date: string): string {
  const parsed = parseIsoDate(date);
  return parsed ? LONG_DATE.format(parsed) : date;
}
