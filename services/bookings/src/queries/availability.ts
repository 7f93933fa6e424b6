import {
  ACTIVE_BOOKING_STATUSES,
  type AvailabilityRules,
  type BlockedRange,
  type EntityManager,
  isRowId,
  parseIsoDate,
} from '@koalarent/core';
import { type BookingWindow, bookingWindow, rulesOrDefault } from '../booking/availability.js';
import { type BookedRange, itemAvailability } from './bookings.js';

const ACTIVE_SQL = ACTIVE_BOOKING_STATUSES.map((s) => `'${s}'`).join(',');

/** A listing's availability rules (the defaults when its owner set none). */
export async function availabilityRulesOf(em: EntityManager, itemId: number): Promise<AvailabilityRules> {
  if (!isRowId(itemId)) return rulesOrDefault(null);
  const [row] = await em.getConnection().execute<Partial<AvailabilityRules>[]>(
    `select min_days as "minDays", max_days as "maxDays", buffer_days as "bufferDays",
            advance_notice_days as "advanceNoticeDays", horizon_days as "horizonDays"
       from item_availability_rules where item_id = ?`,
    [itemId],
  );
  return rulesOrDefault(row);
}

/** Every range blocked on a listing (the owner's and imported ones), in date order. */
export async function blockedRangesOf(em: EntityManager, itemId: number): Promise<BlockedRange[]> {
  if (!isRowId(itemId)) return [];
  return em.getConnection().execute(
    `select id, start_date::text as "startDate", end_date::text as "endDate", note, source
       from item_blocked_dates where item_id = ? order by start_date, end_date, id`,
    [itemId],
  );
}

/**
 * What a renter's calendar shows of a listing from `fromDate` on (issue 23 §2), the same the request command
 * decides with: the days every unit is booked, the days blocked (merged, whoever blocked them), the days within the
 * buffer of rentals that a rental could not cover (not counting booked days), the rules, and the window the rules
 * leave (the earliest start, the latest end) at `now`.
 */
export interface ItemCalendar {
  booked: BookedRange[];
  blocked: BookedRange[];
  buffer: BookedRange[];
  rules: AvailabilityRules;
  window: BookingWindow;
}

export async function itemCalendar(
  em: EntityManager,
  itemId: number,
  fromDate: string,
  now: Date,
): Promise<ItemCalendar> {
  const rules = await availabilityRulesOf(em, itemId);
  const window = bookingWindow(rules, now);
  if (!isRowId(itemId) || !parseIsoDate(fromDate))
    return { booked: [], blocked: [], buffer: [], rules, window };
  const [booked, blocked, buffer] = await Promise.all([
    itemAvailability(em, itemId, fromDate),
    runsOf(
      em,
      `select distinct d::date as day
         from item_blocked_dates bd
         cross join lateral generate_series(greatest(bd.start_date, ?::date), bd.end_date, interval '1 day') as d
        where bd.item_id = ? and bd.end_date >= ?::date`,
      [fromDate, itemId, fromDate],
    ),
    rules.bufferDays === 0 ? [] : bufferRuns(em, itemId, fromDate, rules.bufferDays),
  ]);
  return { booked, blocked, buffer, rules, window };
}

/**
 * The days a rental cannot cover because of the buffer: a rental on day d needs, on every day of d … d + buffer,
 * a unit not within its buffer of another rental (bookings stretched by the buffer after their end, as the request
 * counts them). So every day at most `buffer` days before a day where the stretched bookings take every unit is out;
 * the days that are simply booked are left to `booked`.
 */
function bufferRuns(
  em: EntityManager,
  itemId: number,
  fromDate: string,
  buffer: number,
): Promise<BookedRange[]> {
  return runsOf(
    em,
    `with stretched as (
       select d::date as day, count(*) as n
         from bookings b
         cross join lateral generate_series(b.start_date, b.end_date + ?::int, interval '1 day') as d
        where b.item_id = ? and b.status in (${ACTIVE_SQL}) and b.end_date + ?::int >= ?::date
        group by d::date
     ), taken as (
       select d::date as day, count(*) as n
         from bookings b
         cross join lateral generate_series(greatest(b.start_date, ?::date), b.end_date, interval '1 day') as d
        where b.item_id = ? and b.status in (${ACTIVE_SQL}) and b.end_date >= ?::date
        group by d::date
     ), quantity as (select quantity as q from items where id = ?)
     select distinct (s.day - k) as day
       from stretched s cross join quantity cross join generate_series(0, ?::int) as k
      where s.n >= quantity.q and (s.day - k) >= ?::date
        and not exists (select 1 from taken t where t.day = s.day - k and t.n >= quantity.q)`,
    [buffer, itemId, buffer, fromDate, fromDate, itemId, fromDate, itemId, buffer, fromDate],
  );
}

/** Why a renter cannot have the days of a range. */
export type UnavailableKind = 'booked' | 'blocked' | 'buffer';

export interface UnavailableRange extends BookedRange {
  kind: UnavailableKind;
}

/**
 * The calendar's days a renter cannot pick, as one list in date order: every unit booked, blocked, or within the
 * buffer of a rental. A blocked range may overlap a booked one (an imported calendar may block booked days).
 */
export async function unavailableRanges(
  em: EntityManager,
  itemId: number,
  fromDate: string,
  now: Date,
): Promise<UnavailableRange[]> {
  const calendar = await itemCalendar(em, itemId, fromDate, now);
  const tagged = (kind: UnavailableKind, ranges: BookedRange[]) => ranges.map((r) => ({ ...r, kind }));
  return [
    ...tagged('booked', calendar.booked),
    ...tagged('blocked', calendar.blocked),
    ...tagged('buffer', calendar.buffer),
  ].sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
}

/** The rules a renter books under, and the first and last days they leave at `now`. */
export async function itemBookingRules(
  em: EntityManager,
  itemId: number,
  now: Date,
): Promise<{ rules: AvailabilityRules; window: BookingWindow }> {
  const rules = await availabilityRulesOf(em, itemId);
  return { rules, window: bookingWindow(rules, now) };
}

/** Days (one per row, column `day`) grouped into inclusive runs of consecutive days. */
async function runsOf(em: EntityManager, daysSql: string, params: unknown[]): Promise<BookedRange[]> {
  const rows: BookedRange[] = await em.getConnection().execute(
    `with days as (${daysSql}), numbered as (
       select day, day - (row_number() over (order by day))::int as run from days
     )
     select min(day)::text as "startDate", max(day)::text as "endDate" from numbered group by run order by min(day)`,
    params,
  );
  return rows.map((r) => ({ startDate: r.startDate, endDate: r.endDate }));
}
