import { parseIsoDate } from '@koalarent/core/contracts';

/**
 * Issue 23 §4: the dates of a search by dates ('YYYY-MM-DD', both inclusive, '' when not chosen), as the search page's
 * filter and the home page's "When?" pick them. The server judges the same with core's SearchDatesInput (and refuses
 * a past start); these are the browser's words for it before a request is made, without zod on a public page.
 */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export const NO_DATES: DateRange = { startDate: '', endDate: '' };

/** Why a picked range cannot be searched yet: a day missing, the end before the start, or a start before today. */
export type DateRangeProblem = 'needStart' | 'needEnd' | 'endBeforeStart' | 'past';

const isDate = (value: string) => parseIsoDate(value) !== null;

/**
 * What is wrong with the range, or null when it can be searched (both days real dates, in order, not before
 * `today`) or nothing is picked. `today` is the visitor's own day, null while it is not known (a server render):
 * then the past is left to the server.
 */
export function dateRangeProblem(range: DateRange, today: string | null): DateRangeProblem | null {
  const start = isDate(range.startDate) ? range.startDate : '';
  const end = isDate(range.endDate) ? range.endDate : '';
  if (!start && !end) return null;
  if (!start) return 'needStart';
  if (!end) return 'needEnd';
  if (end < start) return 'endBeforeStart';
  if (today !== null && start < today) return 'past';
  return null;
}

/** A range read from a URL: both days real dates in order, else no dates (an unreadable link searches without). */
export function readDateRange(startDate: string | null, endDate: string | null): DateRange {
  const start = (startDate ?? '').trim();
  const end = (endDate ?? '').trim();
  return isDate(start) && isDate(end) && start <= end ? { startDate: start, endDate: end } : NO_DATES;
}

export const hasDates = (range: DateRange): boolean => range.startDate !== '' && range.endDate !== '';
