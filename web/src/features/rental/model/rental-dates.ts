import {
  addDays,
  MAX_ADVANCE_DAYS,
  MAX_RENTAL_DAYS,
  parseIsoDate,
  rentalDays,
} from '@koalarent/core/contracts';
import type { Formatters } from '../../../shared/i18n/format';
import type { RentalT } from './rental-text';

/**
 * A span a renter cannot have (inclusive 'yyyy-mm-dd' dates), as the availability query gives it, with why: every
 * unit booked, blocked by the owner, or within the owner's days between rentals. Without a kind: booked.
 */
export interface BookedRange {
  startDate: string;
  endDate: string;
  kind?: string;
}

export type RangeKind = 'booked' | 'blocked' | 'buffer';

/** What the listing's rules allow (itemBookingRules): the length, and the first start and last end they leave. */
export interface BookingBounds {
  minDays: number;
  maxDays: number | null;
  earliestStartDate: string;
  latestEndDate: string | null;
}

/** Why the calendar will not take a day; the dates name the limit it meets. */
export type DayReason =
  | { kind: RangeKind }
  | { kind: 'notice'; earliest: string }
  | { kind: 'horizon'; latest: string }
  | { kind: 'tooShort'; earliestEnd: string }
  | { kind: 'tooLong'; latestEnd: string };

const KIND_ORDER: readonly RangeKind[] = ['booked', 'blocked', 'buffer'];

function kindOf(range: BookedRange): RangeKind {
  return range.kind === 'blocked' || range.kind === 'buffer' ? range.kind : 'booked';
}

/** The kind of the ranges covering a day, booked first; null when none does. */
function rangeKindOf(date: string, ranges: readonly BookedRange[]): RangeKind | null {
  const kinds = new Set(ranges.filter((r) => r.startDate <= date && date <= r.endDate).map(kindOf));
  return KIND_ORDER.find((kind) => kinds.has(kind)) ?? null;
}

/**
 * Why a day cannot be picked now, or null: a range covers it, it is before the owner's notice or after the horizon,
 * or, while the renter picks the end (`pickingFrom` is the chosen start), it would make the rental shorter than the
 * minimum or longer than the maximum. The start itself stays pickable (choosing it again is a one-day rental, which
 * the step's check explains).
 */
export function dayUnavailability(
  date: string,
  context: { ranges: readonly BookedRange[]; bounds?: BookingBounds | null; pickingFrom?: string | null },
): DayReason | null {
  const kind = rangeKindOf(date, context.ranges);
  if (kind) return { kind };
  const bounds = context.bounds;
  if (!bounds) return null;
  if (date < bounds.earliestStartDate) return { kind: 'notice', earliest: bounds.earliestStartDate };
  if (bounds.latestEndDate !== null && date > bounds.latestEndDate)
    return { kind: 'horizon', latest: bounds.latestEndDate };
  const from = context.pickingFrom;
  if (from && date > from) {
    const days = rentalDays(from, date);
    if (days < bounds.minDays) return { kind: 'tooShort', earliestEnd: addDays(from, bounds.minDays - 1) };
    if (bounds.maxDays !== null && days > bounds.maxDays)
      return { kind: 'tooLong', latestEnd: addDays(from, bounds.maxDays - 1) };
  }
  return null;
}

// 'yyyy-mm-dd' strings order like the dates they name, so plain string comparison is date comparison.

/** Whether a day falls inside one of the ranges. */
export function isBooked(date: string, ranges: readonly BookedRange[]): boolean {
  return ranges.some((range) => range.startDate <= date && date <= range.endDate);
}

/** Whether the inclusive span start…end shares at least one day with a range (of `kind`, when given). */
export function overlapsBooked(
  start: string,
  end: string,
  ranges: readonly BookedRange[],
  kind?: RangeKind,
): boolean {
  return ranges.some(
    (range) => (!kind || kindOf(range) === kind) && range.startDate <= end && start <= range.endDate,
  );
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
  context: {
    today: string;
    ranges: readonly BookedRange[];
    /** The listing's rules (issue 23), once known: the server refuses what breaks them with the same reasons. */
    bounds?: BookingBounds | null;
    /** How a date is shown in a message (the wizard's long date); as written when not given. */
    formatDate?: (date: string) => string;
  },
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
  const bounds = context.bounds;
  const show = context.formatDate ?? ((date: string) => date);
  if (bounds) {
    if (days < bounds.minDays) return fail(t('dates.minDays', { count: bounds.minDays }));
    if (bounds.maxDays !== null && days > bounds.maxDays)
      return fail(t('dates.maxDays', { count: bounds.maxDays }));
    if (startDate < bounds.earliestStartDate)
      return fail(t('dates.notice', { date: show(bounds.earliestStartDate) }));
    if (bounds.latestEndDate !== null && endDate > bounds.latestEndDate)
      return fail(t('dates.horizon', { date: show(bounds.latestEndDate) }));
  }
  // A chosen range that runs over a span someone else has already booked, the owner blocked, or the owner keeps
  // free around another rental.
  if (overlapsBooked(startDate, endDate, context.ranges, 'booked')) return fail(t('dates.overlapsBooking'));
  if (overlapsBooked(startDate, endDate, context.ranges, 'blocked')) return fail(t('dates.overlapsBlocked'));
  if (overlapsBooked(startDate, endDate, context.ranges, 'buffer')) return fail(t('dates.overlapsBuffer'));
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
