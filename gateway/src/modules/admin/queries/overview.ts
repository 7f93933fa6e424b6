import type { EntityManager } from '@koalarent/core';

export interface AdminOverview {
  totalUsers: number;
  activeListings: number;
  pendingApprovals: number;
  loginsToday: number;
  bookingsToday: number;
}

/** UTC midnight of today, in SQL: "today" is one day for every admin, wherever they are. */
const UTC_MIDNIGHT = "(date_trunc('day', now() at time zone 'utc') at time zone 'utc')";

/**
 * The Overview cards, counted in one statement. Login records and bookings belong to the tracking and bookings
 * services; the gateway reads across modules, and counting here saves three round trips.
 */
export async function adminOverview(em: EntityManager): Promise<AdminOverview> {
  const [row]: {
    total_users: number;
    active_listings: number;
    pending_approvals: number;
    logins_today: number;
    bookings_today: number;
  }[] = await em.getConnection().execute(
    `select (select count(*) from users)::int as total_users,
            (select count(*) from items where approval_status = 'approved' and availability)::int as active_listings,
            (select count(*) from items where approval_status = 'pending')::int as pending_approvals,
            (select count(*) from login_records where "timestamp" >= ${UTC_MIDNIGHT})::int as logins_today,
            (select count(*) from bookings where created_at >= ${UTC_MIDNIGHT})::int as bookings_today`,
  );
  return {
    totalUsers: row?.total_users ?? 0,
    activeListings: row?.active_listings ?? 0,
    pendingApprovals: row?.pending_approvals ?? 0,
    loginsToday: row?.logins_today ?? 0,
    bookingsToday: row?.bookings_today ?? 0,
  };
}

export interface Watermark {
  bookings: number;
  logins: number;
}

/**
 * The newest booking's and login record's ids: these tables are written on hot paths and carry no trigger, so the
 * live overview notices their new rows by these (two lookups at the right end of their primary keys).
 */
export async function overviewWatermark(em: EntityManager): Promise<Watermark> {
  const [row]: { bookings: number; logins: number }[] = await em
    .getConnection()
    .execute(
      'select (select coalesce(max(id), 0) from bookings)::int as bookings, (select coalesce(max(id), 0) from login_records)::int as logins',
    );
  return { bookings: row?.bookings ?? 0, logins: row?.logins ?? 0 };
}
