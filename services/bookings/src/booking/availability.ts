import {
  type AvailabilityRules,
  addDays,
  DEFAULT_AVAILABILITY_RULES,
  earliestStartDate,
  rentalDays,
} from '@koalarent/core/contracts';

/**
 * Issue 23 §2: what an owner's availability rules mean for a request, in one place. The request command decides
 * with `rangeRefusal` on the rules, bookings and blocks it reads under the item's lock, the calendar
 * the wizard reads (`itemCalendar`) shows the same window, and nothing else decides. Pure and browser-safe.
 *
 * Days are calendar days in UTC, as the rest of the booking rules: "today" is the UTC day, except that with no
 * advance notice a renter west of UTC may still start on their own today (`earliestStartDate`).
 */

export type { AvailabilityRules };

/** Refusals of a request by the listing's rules (409 DATES_NOT_BOOKABLE), each in its own words. */
export const AvailabilityRefusalMessages = {
  minDays: (days: number) => `This item can be rented for at least ${days} days`,
  maxDays: (days: number) =>
    days === 1
      ? 'This item can be rented for one day at most'
      : `This item can be rented for at most ${days} days`,
  advanceNotice: (date: string) => `This item needs advance notice: the earliest start date is ${date}`,
  horizon: (date: string) => `This item can only be booked until ${date}`,
  blocked: 'The owner has blocked some of these dates',
  buffer: (days: number) =>
    days === 1
      ? 'These dates are too close to another booking: the owner keeps a day free between rentals'
      : `These dates are too close to another booking: the owner keeps ${days} days free between rentals`,
  /** Blocking dates an active booking holds (409 CONFLICT), naming the booking. */
  blockOverlapsBooking: (bookingId: number, startDate: string, endDate: string) =>
    `These dates overlap booking #${bookingId} (${startDate} to ${endDate}). It must end or be cancelled before they can be blocked.`,
} as const;

/** The first and last days a request may cover today under the rules (null: no limit on the last). */
export interface BookingWindow {
  earliestStart: string;
  latestEnd: string | null;
}

export function bookingWindow(rules: AvailabilityRules, now: Date): BookingWindow {
  const yesterday = earliestStartDate(now);
  return {
    earliestStart:
      rules.advanceNoticeDays === 0 ? yesterday : addDays(yesterday, rules.advanceNoticeDays + 1),
    latestEnd: rules.horizonDays === null ? null : addDays(yesterday, rules.horizonDays + 1),
  };
}

/**
 * Why the rules refuse a request for `startDate`–`endDate` (inclusive) at `now`, or null when they allow it: the
 * length first (min, then max), then the advance notice, then the horizon. Blocked days and buffers need the
 * item's other bookings and blocks: `rangeRefusal` decides with those too.
 */
function rulesRefusal(
  rules: AvailabilityRules,
  startDate: string,
  endDate: string,
  now: Date,
): string | null {
  const days = rentalDays(startDate, endDate);
  if (days < rules.minDays) return AvailabilityRefusalMessages.minDays(rules.minDays);
  if (rules.maxDays !== null && days > rules.maxDays)
    return AvailabilityRefusalMessages.maxDays(rules.maxDays);
  const window = bookingWindow(rules, now);
  if (startDate < window.earliestStart)
    return AvailabilityRefusalMessages.advanceNotice(window.earliestStart);
  if (window.latestEnd !== null && endDate > window.latestEnd)
    return AvailabilityRefusalMessages.horizon(window.latestEnd);
  return null;
}

/** Rules as stored (a listing without a row has the defaults). */
export function rulesOrDefault(row: Partial<AvailabilityRules> | null | undefined): AvailabilityRules {
  if (!row || row.minDays === undefined || row.minDays === null) return { ...DEFAULT_AVAILABILITY_RULES };
  return {
    minDays: Number(row.minDays),
    maxDays: row.maxDays === null || row.maxDays === undefined ? null : Number(row.maxDays),
    bufferDays: Number(row.bufferDays ?? 0),
    advanceNoticeDays: Number(row.advanceNoticeDays ?? 0),
    horizonDays: row.horizonDays === null || row.horizonDays === undefined ? null : Number(row.horizonDays),
  };
}

/** Days a booking or a block covers, inclusive ('YYYY-MM-DD'). */
export interface DayRange {
  startDate: string;
  endDate: string;
}

/** What the rules read of a listing to decide a range: the bookings counted are the active ones (pending included). */
export interface ListingAvailability {
  rules: AvailabilityRules;
  quantity: number;
  /** Active bookings (ACTIVE_BOOKING_STATUSES: a pending request holds its dates too). */
  bookings: readonly DayRange[];
  /** Every blocked range, the owner's and imported ones. */
  blocks: readonly DayRange[];
}

/** The most of `ranges`, each stretched by `stretch` days after its end, on any one day from `from` to `to`. */
function mostOnOneDay(ranges: readonly DayRange[], from: string, to: string, stretch: number): number {
  let most = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const n = ranges.filter((r) => r.startDate <= day && day <= addDays(r.endDate, stretch)).length;
    if (n > most) most = n;
  }
  return most;
}

/**
 * Why a listing has no unit free for the range, in the order the request command answers them: the rules (their own
 * message), a blocked day, every unit booked on some day (the spec's "These dates are no longer available"), or the
 * buffer (a unit's rental within the owner's free days of another).
 */
export type RangeRefusal =
  | { reason: 'rules'; message: string }
  | { reason: 'blocked'; message: string }
  | { reason: 'booked' }
  | { reason: 'buffer'; message: string };

/**
 * Issue 23 §2/§4: why a listing has no unit free for the whole range at `now`, or null when it has one. The rules
 * allow it (`rulesRefusal`), no day of it is blocked, on no day does every unit have an active booking, and with a
 * buffer, on no day from the start to the buffer after the end does every unit have a booking stretched by the buffer
 * after its end (so a unit keeps the buffer free before and after). The request command decides with it on the facts
 * it reads under the item's lock (`listingFactsSql`, commands/request-booking.ts); the search's SQL
 * (`notFreeForRangeSql`) says the same for every listing at once. Property tests hold both to it
 * (request-availability.int, availability-sql.int). The range must already be one a request may ask for (not in the
 * past, not longer than a rental, not too far ahead).
 */
export function rangeRefusal(listing: ListingAvailability, range: DayRange, now: Date): RangeRefusal | null {
  const { rules, quantity } = listing;
  const rule = rulesRefusal(rules, range.startDate, range.endDate, now);
  if (rule !== null) return { reason: 'rules', message: rule };
  if (listing.blocks.some((b) => b.startDate <= range.endDate && b.endDate >= range.startDate))
    return { reason: 'blocked', message: AvailabilityRefusalMessages.blocked };
  if (mostOnOneDay(listing.bookings, range.startDate, range.endDate, 0) >= quantity)
    return { reason: 'booked' };
  if (rules.bufferDays > 0) {
    const stretchedEnd = addDays(range.endDate, rules.bufferDays);
    if (mostOnOneDay(listing.bookings, range.startDate, stretchedEnd, rules.bufferDays) >= quantity)
      return { reason: 'buffer', message: AvailabilityRefusalMessages.buffer(rules.bufferDays) };
  }
  return null;
}

/** Whether a listing has a unit free for the whole range at `now` (`rangeRefusal` finds no reason against it). */
export function freeForRange(listing: ListingAvailability, range: DayRange, now: Date): boolean {
  return rangeRefusal(listing, range, now) === null;
}
