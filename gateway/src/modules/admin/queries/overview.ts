import { bookingCounts, newestBookingId } from '@koalarent/bookings/client';
import { catalogCounts, type EntityManager } from '@koalarent/core';
import { loginCounts, newestLoginRecordId } from '@koalarent/tracking/client';

export interface AdminOverview {
  totalUsers: number;
  activeListings: number;
  pendingApprovals: number;
  loginsToday: number;
  bookingsToday: number;
}

export interface Watermark {
  bookings: number;
  logins: number;
}

/** UTC midnight of today: "today" is one day for every admin, wherever they are. */
function utcMidnight(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * The Overview cards, each service answering its own counts (core: members and listings; bookings; tracking:
 * sign-ins), and with them the watermark — the newest booking's and login record's ids — by which the live
 * Overview notices new rows in tables that carry no trigger.
 */
export async function adminOverviewWithWatermark(
  em: EntityManager,
): Promise<{ overview: AdminOverview; watermark: Watermark }> {
  const since = utcMidnight();
  const [catalog, bookings, logins] = await Promise.all([
    catalogCounts(em),
    bookingCounts(em, since),
    loginCounts(em, since),
  ]);
  return {
    overview: {
      totalUsers: catalog.members,
      activeListings: catalog.activeListings,
      pendingApprovals: catalog.pendingApprovals,
      loginsToday: logins.recorded,
      bookingsToday: bookings.created,
    },
    watermark: { bookings: bookings.newestId, logins: logins.newestId },
  };
}

export async function adminOverview(em: EntityManager): Promise<AdminOverview> {
  return (await adminOverviewWithWatermark(em)).overview;
}

/** The watermark alone, for the live Overview's poll between recounts. */
export async function overviewWatermark(em: EntityManager): Promise<Watermark> {
  const [bookings, logins] = await Promise.all([newestBookingId(em), newestLoginRecordId(em)]);
  return { bookings, logins };
}
