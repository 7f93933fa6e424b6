import type { ResultOf } from '../../../shared/graphql/graphql';
import type { Formatters } from '../../../shared/i18n/format';
import { approvalStatusView } from '../../listing/approval-status';
import type { ADMIN_LISTING_FIELDS } from '../graphql/admin-listing-fields.fragment';
import { type AdminT, dollars, money } from './format';

export type AdminListing = ResultOf<typeof ADMIN_LISTING_FIELDS>;

/** Spec §2 Listing Approval tabs; Pending is the default. */
export const LISTING_TABS = ['pending', 'approved', 'rejected', 'all'] as const;
export type ListingTab = (typeof LISTING_TABS)[number];
export const DEFAULT_LISTING_TAB: ListingTab = 'pending';

/** The status argument of adminItems for a tab (null: every status). */
export function statusOfTab(tab: ListingTab): string | null {
  return tab === 'all' ? null : tab;
}

const STATUSES = ['pending', 'approved', 'rejected'] as const;

export interface ListingStatusView {
  label: string;
  palette: 'orange' | 'green' | 'red' | 'gray';
}

/** Spec §2: the Status badge shows approvalStatus, Pending when it has none; an unknown status as sent. */
export function listingStatus(listing: Pick<AdminListing, 'approvalStatus'>, t: AdminT): ListingStatusView {
  const status = listing.approvalStatus || 'pending';
  // The colours are the owner's badge's, so a status looks the same on both sides.
  const { palette } = approvalStatusView(status);
  const known = STATUSES.find((value) => value === status);
  return { label: known ? t(`listings.status.${known}`) : status, palette };
}

/** Spec §2 Owner column: the username, else 'User {ownerId}'. */
export function listingOwner(listing: Pick<AdminListing, 'owner' | 'ownerId'>, t: AdminT): string {
  return listing.owner?.username?.trim() || t('listings.ownerFallback', { id: String(listing.ownerId) });
}

/**
 * Price per day in dollars with two decimals (spec §9: admin shows dollars); a listing priced in another currency
 * also shows its own price.
 */
export function listingPrice(
  listing: Pick<AdminListing, 'pricePerDay' | 'pricePerDayUsd' | 'currency'>,
  f: Formatters,
): {
  dollars: string;
  original: string | null;
} {
  return {
    dollars: dollars(listing.pricePerDayUsd, f),
    original: listing.currency === 'USD' ? null : money(listing.pricePerDay, listing.currency, f),
  };
}

export type ListingAction = 'view' | 'approve' | 'reject';

/** Spec §2: View details always; Approve hidden once approved; Reject hidden once rejected. */
export function listingActions(listing: Pick<AdminListing, 'approvalStatus'>): ListingAction[] {
  const status = listing.approvalStatus || 'pending';
  const actions: ListingAction[] = ['view'];
  if (status !== 'approved') actions.push('approve');
  if (status !== 'rejected') actions.push('reject');
  return actions;
}

/** Whether a listing belongs in a tab as it is now (a decided listing leaves Pending at once). */
export function inListingTab(listing: Pick<AdminListing, 'approvalStatus'>, tab: ListingTab): boolean {
  return tab === 'all' || (listing.approvalStatus || 'pending') === tab;
}

/**
 * Whether a listing answers the search as the server's does (the text within its title, description or category,
 * in any case); for listings arriving live, which the server did not search.
 */
export function matchesListingSearch(
  listing: Pick<AdminListing, 'title' | 'description' | 'category'>,
  search: string,
): boolean {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return true;
  return [listing.title, listing.description, listing.category].some((field) =>
    field.toLowerCase().includes(wanted),
  );
}

/**
 * The list after a listing went pending live: first in the list when it belongs to the tab and search (replacing
 * an older copy of itself), else unchanged.
 */
export function withSubmittedListing<T extends AdminListing>(
  listings: readonly T[],
  submitted: T,
  tab: ListingTab,
  search: string,
): T[] {
  if (!inListingTab(submitted, tab) || !matchesListingSearch(submitted, search)) return [...listings];
  return [submitted, ...listings.filter((listing) => listing.id !== submitted.id)];
}
