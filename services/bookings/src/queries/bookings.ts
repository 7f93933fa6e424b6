import { ACTIVE_BOOKING_STATUSES, type EntityManager, isRowId, parseIsoDate } from '@koalarent/core';
import {
  BOOKING_COLUMNS,
  BOOKING_FROM,
  type BookingRecord,
  type BookingViewer,
  bookingRecord,
} from './records.js';

/** The statuses holding an item's dates, as SQL literals (fixed strings from the shared constants). */
const ACTIVE_SQL = ACTIVE_BOOKING_STATUSES.map((s) => `'${s}'`).join(',');

async function bookingsWhere(em: EntityManager, where: string, params: unknown[]): Promise<BookingRecord[]> {
  const rows: Record<string, unknown>[] = await em
    .getConnection()
    .execute(`select ${BOOKING_COLUMNS} from ${BOOKING_FROM} where ${where}`, params);
  return rows.map(bookingRecord);
}

/** A renter's bookings, newest first (spec: GET /api/bookings/as-renter). */
export function bookingsOfRenter(em: EntityManager, renterId: number): Promise<BookingRecord[]> {
  if (!isRowId(renterId)) return Promise.resolve([]);
  return bookingsWhere(em, 'b.renter_id = ? order by b.created_at desc, b.id desc', [renterId]);
}

/** The requests and rentals of an owner's items, newest first. */
export function bookingsOfOwner(em: EntityManager, ownerId: number): Promise<BookingRecord[]> {
  if (!isRowId(ownerId)) return Promise.resolve([]);
  return bookingsWhere(em, 'b.owner_id = ? order by b.created_at desc, b.id desc', [ownerId]);
}

export async function bookingById(em: EntityManager, id: number): Promise<BookingRecord | null> {
  if (!isRowId(id)) return null;
  const [row] = await bookingsWhere(em, 'b.id = ?', [id]);
  return row ?? null;
}

/** Whether the viewer may see the booking at all: its renter, its owner, or an admin. */
export function mayViewBooking(booking: Pick<BookingRecord, 'renterId' | 'ownerId'>, viewer: BookingViewer) {
  return viewer.id === booking.renterId || viewer.id === booking.ownerId || viewer.role === 'admin';
}

/**
 * One booking as the viewer may see it; null when it does not exist or is not theirs to see (the caller answers
 * 404 either way, so a stranger cannot tell the two apart).
 */
export async function visibleBooking(
  em: EntityManager,
  id: number,
  viewer: BookingViewer,
): Promise<BookingRecord | null> {
  const booking = await bookingById(em, id);
  return booking && mayViewBooking(booking, viewer) ? booking : null;
}

/** Admins: bookings whose damage claim the renter disputed, oldest dispute first (the queue to decide). */
export function disputedBookings(em: EntityManager): Promise<BookingRecord[]> {
  return bookingsWhere(
    em,
    `exists (select 1 from damage_claims c where c.booking_id = b.id and c.status = 'disputed')
     order by (select c.created_at from damage_claims c where c.booking_id = b.id), b.id`,
    [],
  );
}

/** Which protection claims the admins' queue shows: those waiting for a decision, the decided, or both. */
export const PROTECTION_CLAIM_FILTERS = ['pending', 'decided', 'all'] as const;
export type ProtectionClaimFilter = (typeof PROTECTION_CLAIM_FILTERS)[number];

/**
 * Admins (issue 26 §2): bookings whose damage claim has a part above the deposit (a protected booking's), oldest
 * claim first; `pending` is the queue to decide.
 */
export function protectionClaimBookings(
  em: EntityManager,
  filter: ProtectionClaimFilter,
): Promise<BookingRecord[]> {
  const status =
    filter === 'pending'
      ? `c.protection_status = 'pending'`
      : filter === 'decided'
        ? `c.protection_status in ('approved', 'rejected')`
        : `c.protection_status <> 'none'`;
  return bookingsWhere(
    em,
    `exists (select 1 from damage_claims c where c.booking_id = b.id and ${status})
     order by (select c.created_at from damage_claims c where c.booking_id = b.id), b.id`,
    [],
  );
}

export interface BookedRange {
  /** Inclusive, 'yyyy-mm-dd'. */
  startDate: string;
  endDate: string;
}

/**
 * The dates from `fromDate` on on which every unit of the item is taken by active bookings, as inclusive ranges
 * (consecutive full days merged). One statement: each active booking's days are expanded, counted per day, and
 * the full days are grouped into runs (a day minus its rank is constant along a run of consecutive days).
 * An unknown item has no full days.
 */
export async function itemAvailability(
  em: EntityManager,
  itemId: number,
  fromDate: string,
): Promise<BookedRange[]> {
  if (!isRowId(itemId) || !parseIsoDate(fromDate)) return [];
  const rows: BookedRange[] = await em.getConnection().execute(
    `with taken as (
       select d::date as day, count(*) as n
         from bookings b
         cross join lateral generate_series(greatest(b.start_date, ?::date), b.end_date, interval '1 day') as d
        where b.item_id = ? and b.status in (${ACTIVE_SQL}) and b.end_date >= ?::date
        group by d::date
     ), full_days as (
       select t.day, t.day - (row_number() over (order by t.day))::int as run
         from taken t join items i on i.id = ?
        where t.n >= i.quantity
     )
     select min(day)::text as "startDate", max(day)::text as "endDate"
       from full_days group by run order by min(day)`,
    [fromDate, itemId, fromDate, itemId],
  );
  return rows.map((r) => ({ startDate: r.startDate, endDate: r.endDate }));
}
