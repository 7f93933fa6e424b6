import { addDays, OWNER_BLOCK_SOURCE, parseIsoDate, rentalDays, toIsoDate } from '@koalarent/core/contracts';

/**
 * The owner's calendar of one listing (issue 23 §1), as pure functions: what each day is (booked, blocked, kept
 * free between rentals, free), what a click or Enter on a day selects (a range to block, a blocked range to unblock,
 * the bookings on a day), what a drag across days selects, where the arrow keys move, and the month grids. Dates are 'yyyy-mm-dd' strings, which
 * order like the days they name.
 */

/** A range the owner or an imported calendar blocked (blockedDates). */
export interface CalendarBlock {
  id: number;
  startDate: string;
  endDate: string;
  note: string | null;
  /** 'owner', or the id of the imported calendar whose event it is. */
  source: string;
}

/** An active booking of the listing (pending or later, not yet returned), as the owner's bookings list it. */
export interface CalendarBooking {
  id: number;
  startDate: string;
  endDate: string;
  status: string;
  renterName: string | null;
}

/** A range itemAvailability gives: days a renter cannot have, and why. */
interface CalendarUnavailable {
  startDate: string;
  endDate: string;
  kind: string;
}

export interface CalendarData {
  /** The owner's local today: earlier days cannot be blocked. */
  today: string;
  blocks: readonly CalendarBlock[];
  bookings: readonly CalendarBooking[];
  /** itemAvailability's ranges: its 'booked' ones (every unit taken) and 'buffer' ones are shown too. */
  unavailable: readonly CalendarUnavailable[];
}

/**
 * What a day is, most telling first: booked (a booking holds it, or every unit is taken), blocked by the owner,
 * blocked by an imported calendar, kept free between rentals (buffer), or free.
 */
export type DayState = 'booked' | 'blocked' | 'imported' | 'buffer' | 'free';

export interface DayInfo {
  date: string;
  state: DayState;
  past: boolean;
  today: boolean;
  /** The bookings holding the day. */
  bookings: CalendarBooking[];
  /** The blocked range covering the day (the owner's first), if any. */
  block: CalendarBlock | null;
}

const covers = (range: { startDate: string; endDate: string }, date: string) =>
  range.startDate <= date && date <= range.endDate;

/** Whether a blocked range is the owner's own (an imported one changes only with its calendar). */
export function isOwnerBlock(block: CalendarBlock): boolean {
  return block.source === OWNER_BLOCK_SOURCE;
}

/** What a day is on the owner's calendar. */
export function dayInfo(date: string, data: CalendarData): DayInfo {
  const bookings = data.bookings.filter((booking) => covers(booking, date));
  const blocks = data.blocks.filter((block) => covers(block, date));
  const block = blocks.find(isOwnerBlock) ?? blocks[0] ?? null;
  const fullyBooked = data.unavailable.some((range) => range.kind === 'booked' && covers(range, date));
  const buffer = data.unavailable.some((range) => range.kind === 'buffer' && covers(range, date));
  const state: DayState =
    bookings.length > 0 || fullyBooked
      ? 'booked'
      : block
        ? isOwnerBlock(block)
          ? 'blocked'
          : 'imported'
        : buffer
          ? 'buffer'
          : 'free';
  return { date, state, past: date < data.today, today: date === data.today, bookings, block };
}

/** What the owner has chosen on the calendar. */
export type Selection =
  | { kind: 'none' }
  /** The first day of a range to block; the next day picked ends it. */
  | { kind: 'start'; start: string }
  /** An inclusive range of days to block. */
  | { kind: 'range'; start: string; end: string }
  /** A blocked range, to unblock (an imported one is only shown). */
  | { kind: 'block'; block: CalendarBlock }
  /** The bookings on a day, to see what they are. */
  | { kind: 'bookings'; date: string; bookings: CalendarBooking[] };

export const NO_SELECTION: Selection = { kind: 'none' };

/**
 * What picking a day (click or Enter) selects. A past day changes nothing. While a range is started, the day ends
 * it (in either order; the start again is a one-day range). Otherwise a blocked day selects its range, a booked day
 * its bookings, and any other day starts a range.
 */
export function pickDay(selection: Selection, date: string, data: CalendarData): Selection {
  const info = dayInfo(date, data);
  if (info.past) return selection;
  if (selection.kind === 'start') {
    const [start, end] = selection.start <= date ? [selection.start, date] : [date, selection.start];
    return { kind: 'range', start, end };
  }
  if (info.block && (info.state === 'blocked' || info.state === 'imported'))
    return { kind: 'block', block: info.block };
  if (info.state === 'booked' && info.bookings.length > 0)
    return { kind: 'bookings', date, bookings: info.bookings };
  return { kind: 'start', start: date };
}

/**
 * What dragging from `anchor` to `over` selects (pointer or touch, pressed on one day and moved over others): the
 * range between them in either order, as a click on each would; past days are left out (the range starts today at
 * the earliest), and a drag begun on a past day selects nothing (null). A blocked or booked day in it is kept: the
 * panel then says why the range cannot be blocked as it is.
 */
export function dragSelection(anchor: string, over: string, data: CalendarData): Selection | null {
  if (anchor < data.today) return null;
  const day = over < data.today ? data.today : over;
  const [start, end] = anchor <= day ? [anchor, day] : [day, anchor];
  return { kind: 'range', start, end };
}

/** The range a selection would block (a started range is its one day so far), or null. */
export function selectedRange(selection: Selection): { start: string; end: string } | null {
  if (selection.kind === 'start') return { start: selection.start, end: selection.start };
  if (selection.kind === 'range') return { start: selection.start, end: selection.end };
  return null;
}

/** How a day stands in the selection: its ends, inside it, or not in it. */
export type SelectionMark = 'start' | 'end' | 'startEnd' | 'inside' | null;

export function selectionMark(date: string, selection: Selection): SelectionMark {
  let range = selectedRange(selection);
  if (!range && selection.kind === 'block')
    range = { start: selection.block.startDate, end: selection.block.endDate };
  if (!range || date < range.start || date > range.end) return null;
  if (date === range.start && date === range.end) return 'startEnd';
  if (date === range.start) return 'start';
  if (date === range.end) return 'end';
  return 'inside';
}

/** Why a chosen range cannot be blocked as it is, or null: it holds a booked day (the booking is named). */
export type RangeProblem = { kind: 'booking'; booking: CalendarBooking } | { kind: 'fullyBooked' } | null;

export function rangeProblem(range: { start: string; end: string }, data: CalendarData): RangeProblem {
  const overlaps = (r: { startDate: string; endDate: string }) =>
    r.startDate <= range.end && range.start <= r.endDate;
  const booking = [...data.bookings]
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id)
    .find(overlaps);
  if (booking) return { kind: 'booking', booking };
  if (data.unavailable.some((r) => r.kind === 'booked' && overlaps(r))) return { kind: 'fullyBooked' };
  return null;
}

/** How many days a range holds, both ends included. */
export function rangeLength(range: { start: string; end: string }): number {
  return rentalDays(range.start, range.end);
}

/** The keys that move the focused day, as the ARIA date grid pattern has them. */
export type MoveKey =
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'ArrowUp'
  | 'ArrowDown'
  | 'Home'
  | 'End'
  | 'PageUp'
  | 'PageDown';

const MOVE_KEYS = new Set<string>([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

export function isMoveKey(key: string): key is MoveKey {
  return MOVE_KEYS.has(key);
}

/** The weekday of a date, 0 = Sunday. */
function weekday(date: string): number {
  return (parseIsoDate(date) as Date).getUTCDay();
}

/** The same day `months` months on, kept within the month (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const parsed = parseIsoDate(date) as Date;
  const first = new Date(Date.UTC(parsed.getUTCFullYear(), parsed.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(parsed.getUTCDate(), last));
  return toIsoDate(first);
}

/**
 * Where a key moves the focused day: a day left or right, a week up or down, the week's first or last day (Home,
 * End), a month back or on (Page Up, Page Down). `weekStartsOn` is 0 for Sunday, 1 for Monday.
 */
export function moveFocus(date: string, key: MoveKey, weekStartsOn: 0 | 1): string {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -((weekday(date) - weekStartsOn + 7) % 7));
    case 'End':
      return addDays(date, 6 - ((weekday(date) - weekStartsOn + 7) % 7));
    case 'PageUp':
      return addMonths(date, -1);
    case 'PageDown':
      return addMonths(date, 1);
  }
}

/** The first day of a date's month. */
export function monthOf(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/**
 * One month's weeks for a grid: each week seven slots, a date or null for a day of the neighbouring months (the
 * grid beside it shows those).
 */
export function monthWeeks(month: string, weekStartsOn: 0 | 1): (string | null)[][] {
  const first = monthOf(month);
  const next = addMonths(first, 1);
  const lead = (weekday(first) - weekStartsOn + 7) % 7;
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; day < next; day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

/**
 * The first shown month after focus moved to `date`: unchanged while the date is within the `count` months shown,
 * else paged so the date's month is the last shown (moving on) or the first (moving back).
 */
export function visibleFirstMonth(firstMonth: string, date: string, count: number): string {
  const target = monthOf(date);
  const lastShown = addMonths(firstMonth, count - 1);
  if (target < firstMonth) return target;
  if (target > lastShown) return addMonths(target, -(count - 1));
  return firstMonth;
}
