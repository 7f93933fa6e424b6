import type { EntityManager } from '@koalarent/core';

/**
 * What the admin Overview asks of the bookings service (issue 22 §2: each service answers its own counts): the
 * requests made since a moment, and the newest booking's id, by which the live Overview notices new rows (bookings
 * are written on the request's hot path and carry no trigger).
 */
export async function bookingCounts(
  em: EntityManager,
  since: Date,
): Promise<{ created: number; newestId: number }> {
  const [row]: { created: number; newest_id: number }[] = await em
    .getConnection()
    .execute(
      'select (select count(*) from bookings where created_at >= ?)::int as created, (select coalesce(max(id), 0) from bookings)::int as newest_id',
      [since],
    );
  return { created: row?.created ?? 0, newestId: row?.newest_id ?? 0 };
}

/** The newest booking's id alone (a lookup at the right end of the primary key), for the live Overview's poll. */
export async function newestBookingId(em: EntityManager): Promise<number> {
  const [row]: { id: number }[] = await em
    .getConnection()
    .execute('select coalesce(max(id), 0)::int as id from bookings');
  return row?.id ?? 0;
}
