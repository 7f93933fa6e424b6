import type { ResultOf } from '../../../shared/graphql/graphql';
import type { ADMIN_OVERVIEW_FIELDS } from '../graphql/admin-overview-fields.fragment';

export type AdminOverview = ResultOf<typeof ADMIN_OVERVIEW_FIELDS>;

/** Spec §2 Overview cards (Total Users, Active Listings, Pending Approvals), plus today's logins and bookings. */
export const OVERVIEW_CARDS: readonly { key: keyof AdminOverview; label: string; hint: string }[] = [
  { key: 'totalUsers', label: 'Total Users', hint: 'Registered members' },
  { key: 'activeListings', label: 'Active Listings', hint: 'Approved and available' },
  { key: 'pendingApprovals', label: 'Pending Approvals', hint: 'Listings waiting for a decision' },
  { key: 'loginsToday', label: 'Logins Today', hint: 'Since midnight UTC' },
  { key: 'bookingsToday', label: 'Bookings Today', hint: 'Since midnight UTC' },
];

/** The spec's dash placeholder, shown until the numbers arrive. */
export const OVERVIEW_PLACEHOLDER = '-';

export function overviewValue(overview: AdminOverview | null | undefined, key: keyof AdminOverview): string {
  const value = overview?.[key];
  return typeof value === 'number' ? value.toLocaleString('en-US') : OVERVIEW_PLACEHOLDER;
}
