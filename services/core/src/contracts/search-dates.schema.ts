import { z } from 'zod';
import {
  addDays,
  BookingMessages,
  earliestStartDate,
  MAX_ADVANCE_DAYS,
  MAX_RENTAL_DAYS,
  parseIsoDate,
  rentalDays,
} from './booking.constants.js';
import { text } from './text.js';

/**
 * Issue 23 §4: searching by dates (`ItemFilter.startDate/endDate`, REST `?startDate=&endDate=`, the web's filter and
 * the home page's "When?"). Both days are inclusive, as a booking's. These are the shapes and the refusals; which
 * listings have a unit free for the range is the bookings service's rule (services/bookings/src/booking/).
 */

export const SearchDateMessages = {
  date: BookingMessages.date,
  startRequired: 'Please give the first day too: a search by dates needs both a start and an end date',
  endRequired: 'Please give the last day too: a search by dates needs both a start and an end date',
  endBeforeStart: BookingMessages.endBeforeStart,
  past: 'Past dates cannot be searched',
  tooLong: BookingMessages.tooLong,
  tooFarAhead: BookingMessages.tooFarAhead,
} as const;

/** One day of a search, 'YYYY-MM-DD'; blank is "not given". */
export const SearchDate = text()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || parseIsoDate(value) !== null, SearchDateMessages.date);

interface MaybeDates {
  startDate?: string | null;
  endDate?: string | null;
}

/** Both days or neither, the last not before the first (a malformed day is its own field's issue). */
export function checkSearchDates(value: MaybeDates, ctx: z.RefinementCtx): void {
  const start = value.startDate ?? null;
  const end = value.endDate ?? null;
  if (start === null && end !== null)
    ctx.addIssue({ code: 'custom', path: ['startDate'], message: SearchDateMessages.startRequired });
  else if (start !== null && end === null)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: SearchDateMessages.endRequired });
  else if (start !== null && end !== null && parseIsoDate(start) && parseIsoDate(end) && end < start)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: SearchDateMessages.endBeforeStart });
}

/** The pair alone (the web's filter and the home page's "When?" check what they put in the URL with it). */
export const SearchDatesInput = z
  .object({ startDate: SearchDate, endDate: SearchDate })
  .superRefine(checkSearchDates);
export type SearchDatesInput = z.infer<typeof SearchDatesInput>;

/** A search's range once both days are given and well-formed. */
export interface SearchDateRange {
  startDate: string;
  endDate: string;
}

/**
 * What the day it is says about a well-formed range, as the booking request says it (the same bounds): a start in
 * the past (before the earliest start a request accepts), a range longer than a rental may last, or a start further
 * ahead than a rental may start. Null when the range can be searched.
 */
export function searchDatesRefusal(
  range: SearchDateRange,
  now: Date,
): { field: 'startDate' | 'endDate'; message: string } | null {
  const earliest = earliestStartDate(now);
  if (range.startDate < earliest) return { field: 'startDate', message: SearchDateMessages.past };
  if (rentalDays(range.startDate, range.endDate) > MAX_RENTAL_DAYS)
    return { field: 'endDate', message: SearchDateMessages.tooLong };
  if (range.startDate > addDays(earliest, MAX_ADVANCE_DAYS + 1))
    return { field: 'startDate', message: SearchDateMessages.tooFarAhead };
  return null;
}
