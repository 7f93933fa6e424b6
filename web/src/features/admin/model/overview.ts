import type { ResultOf } from '../../../shared/graphql/graphql';
import type { Formatters } from '../../../shared/i18n/format';
import type { ADMIN_OVERVIEW_FIELDS } from '../graphql/admin-overview-fields.fragment';
import type { AdminT } from './format';

export type AdminOverview = ResultOf<typeof ADMIN_OVERVIEW_FIELDS>;

/** Spec §2 Overview cards (Total Users, Active Listings, Pending Approvals), plus today's logins and bookings. */
const OVERVIEW_CARD_KEYS = [
  'totalUsers',
  'activeListings',
  'pendingApprovals',
  'loginsToday',
  'bookingsToday',
] as const satisfies readonly (keyof AdminOverview)[];

export interface OverviewCard {
  key: (typeof OVERVIEW_CARD_KEYS)[number];
  label: string;
  hint: string;
}

/** The cards with their names and hints in the admin's language. */
export function overviewCards(t: AdminT): OverviewCard[] {
  return OVERVIEW_CARD_KEYS.map((key) => ({
    key,
    label: t(`overview.cards.${key}.label`),
    hint: t(`overview.cards.${key}.hint`),
  }));
}

/** The spec's dash placeholder, shown until the numbers arrive. */
export const OVERVIEW_PLACEHOLDER = '-';

export function overviewValue(
  overview: AdminOverview | null | undefined,
  key: keyof AdminOverview,
  f: Formatters,
): string {
  const value = overview?.[key];
  return typeof value === 'number' ? f.number(value) : OVERVIEW_PLACEHOLDER;
}
