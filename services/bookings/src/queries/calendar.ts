import {
  ACTIVE_BOOKING_STATUSES,
  addDays,
  type CalendarSyncError,
  type CalendarSyncStatus,
  type EntityManager,
  earliestStartDate,
  isRowId,
  OWNER_BLOCK_SOURCE,
} from '@koalarent/core';
import { type BookedRange, itemAvailability } from './bookings.js';

const ACTIVE_SQL = ACTIVE_BOOKING_STATUSES.map((s) => `'${s}'`).join(',');

/** How far back the feed shows past days (calendars keep a little history; older days change nothing). */
export const FEED_PAST_DAYS = 30;

/** A listing's secret feed address: the gateway's public URL and the token. */
export function calendarFeedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/calendar/${token}.ics`;
}

/** The token of a listing's feed, or null until its owner first asks for the address. */
export async function calendarFeedTokenOf(em: EntityManager, itemId: number): Promise<string | null> {
  if (!isRowId(itemId)) return null;
  const [row] = await em
    .getConnection()
    .execute<{ token: string }[]>('select token from item_calendar_feeds where item_id = ?', [itemId]);
  return row?.token ?? null;
}

/** What a listing's feed shows: the days every unit is booked, and the owner's own blocked ranges. */
export interface CalendarFeed {
  itemId: number;
  title: string;
  booked: BookedRange[];
  blocked: { id: number; startDate: string; endDate: string; createdAt: Date }[];
}

/**
 * The feed a token names, or null (an unknown or rotated token). Booked days are the days every unit is taken by an
 * active booking (so a listing of several units shows a day as booked only when none is left), nothing of the
 * renter; blocked ranges are the owner's own: ranges imported from other calendars are left out, so two calendars
 * that import each other do not echo each other's days back for ever.
 */
export async function calendarFeedByToken(em: EntityManager, token: string): Promise<CalendarFeed | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const conn = em.getConnection();
  const [feed] = await conn.execute<{ item_id: number; title: string }[]>(
    `select f.item_id, i.title from item_calendar_feeds f join items i on i.id = f.item_id where f.token = ?`,
    [token],
  );
  if (!feed) return null;
  const from = addDays(earliestStartDate(new Date()), -FEED_PAST_DAYS);
  const [booked, blocked] = await Promise.all([
    itemAvailability(em, feed.item_id, from),
    conn.execute<{ id: number; startDate: string; endDate: string; createdAt: Date }[]>(
      `select id, start_date::text as "startDate", end_date::text as "endDate", created_at as "createdAt"
         from item_blocked_dates where item_id = ? and source = ? and end_date >= ?::date
        order by start_date, id`,
      [feed.item_id, OWNER_BLOCK_SOURCE, from],
    ),
  ]);
  return { itemId: feed.item_id, title: feed.title, booked, blocked };
}

/** An imported range that overlaps an active booking: the booking stands; the owner resolves it with the other site. */
export interface CalendarImportConflict {
  bookingId: number;
  startDate: string;
  endDate: string;
}

/** An imported calendar as its owner sees it on the calendar screen. */
export interface CalendarImportView {
  id: number;
  itemId: number;
  url: string;
  name: string | null;
  status: CalendarSyncStatus;
  errorCode: CalendarSyncError | null;
  errorDetail: string | null;
  errorMessage: string | null;
  lastSyncAt: Date | null;
  lastSuccessAt: Date | null;
  rangeCount: number;
  conflicts: CalendarImportConflict[];
}

type ImportRow = Omit<CalendarImportView, 'conflicts'>;

/**
 * A listing's imported calendars (oldest first) with their last sync's outcome, and, for each, the active bookings
 * its blocked ranges overlap (conflicts), read now: a booking cancelled since no longer conflicts.
 */
export async function calendarImportsOf(em: EntityManager, itemId: number): Promise<CalendarImportView[]> {
  if (!isRowId(itemId)) return [];
  const conn = em.getConnection();
  const rows: ImportRow[] = await conn.execute(
    `select id, item_id as "itemId", url, name, status, error_code as "errorCode", error_detail as "errorDetail",
            error_message as "errorMessage", last_sync_at as "lastSyncAt", last_success_at as "lastSuccessAt",
            range_count as "rangeCount"
       from item_calendar_imports where item_id = ? order by id`,
    [itemId],
  );
  if (rows.length === 0) return [];
  const conflicts: (CalendarImportConflict & { source: string })[] = await conn.execute(
    `select distinct bd.source, b.id as "bookingId", b.start_date::text as "startDate", b.end_date::text as "endDate"
       from item_blocked_dates bd
       join bookings b on b.item_id = bd.item_id and b.status in (${ACTIVE_SQL})
        and b.start_date <= bd.end_date and b.end_date >= bd.start_date
      where bd.item_id = ? and bd.source <> ?
      order by "startDate", "bookingId"`,
    [itemId, OWNER_BLOCK_SOURCE],
  );
  return rows.map((row) => ({
    ...row,
    conflicts: conflicts
      .filter((c) => c.source === String(row.id))
      .map(({ bookingId, startDate, endDate }) => ({ bookingId, startDate, endDate })),
  }));
}

/** One imported calendar of a listing, or null. */
export async function calendarImportOf(
  em: EntityManager,
  itemId: number,
  importId: number,
): Promise<CalendarImportView | null> {
  if (!isRowId(importId)) return null;
  return (await calendarImportsOf(em, itemId)).find((i) => i.id === importId) ?? null;
}
