import { beforeAll, describe, expect, it } from 'vitest';
import { formattersFor } from '../../../shared/i18n/format';
import { i18n, loadNamespaces, switchLanguage } from '../../../shared/i18n/i18n';
import type { AdminT } from './format';
import {
  type AdminListing,
  inListingTab,
  listingActions,
  listingOwner,
  listingPrice,
  listingStatus,
  matchesListingSearch,
  statusOfTab,
  withSubmittedListing,
} from './listings';

const t: AdminT = i18n.getFixedT('en', 'admin');
const de: AdminT = i18n.getFixedT('de', 'admin');
const en = formattersFor('en');
beforeAll(async () => {
  await loadNamespaces('admin');
  // Fetches the German strings of every loaded namespace, then comes back to English.
  await switchLanguage('de');
  await switchLanguage('en');
});

function listing(overrides: Partial<AdminListing> = {}): AdminListing {
  return {
    id: 1,
    title: 'Canon EOS R6 camera',
    description: 'Full-frame mirrorless camera with two batteries.',
    category: 'Cameras',
    currency: 'USD',
    pricePerDay: 45,
    pricePerDayUsd: 45,
    securityDeposit: 200,
    location: 'Fitzroy',
    image: null,
    images: [],
    ownerId: 9,
    owner: { id: 9, username: 'priya' },
    approvalStatus: 'pending',
    rejectionReason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

describe('Listing Approval rows', () => {
  it('shows the owner’s username, else User {ownerId}', () => {
    expect(listingOwner(listing(), t)).toBe('priya');
    expect(listingOwner(listing({ owner: null, ownerId: 12 }), t)).toBe('User 12');
    expect(listingOwner(listing({ owner: null, ownerId: 12 }), de)).toBe('Nutzer 12');
  });

  it('shows the daily price in dollars with two decimals, and a foreign price as well', () => {
    expect(listingPrice(listing(), en)).toEqual({ dollars: '$45.00', original: null });
    const euros = listing({ currency: 'EUR', pricePerDay: 1030, pricePerDayUsd: 1119.57 });
    expect(listingPrice(euros, en)).toEqual({ dollars: '$1,119.57', original: '€1,030.00' });
    // The language's digits, the symbol still first (spec §9).
    expect(listingPrice(euros, formattersFor('de'))).toEqual({ dollars: '$1.119,57', original: '€1.030,00' });
  });

  it('badges the approval status, Pending by default', () => {
    expect(listingStatus(listing({ approvalStatus: '' }), t)).toEqual({
      label: 'Pending',
      palette: 'orange',
    });
    expect(listingStatus(listing({ approvalStatus: 'rejected' }), t)).toEqual({
      label: 'Rejected',
      palette: 'red',
    });
    expect(listingStatus(listing({ approvalStatus: 'approved' }), de).label).toBe('Freigegeben');
    expect(listingStatus(listing({ approvalStatus: 'archived' }), t)).toEqual({
      label: 'archived',
      palette: 'gray',
    });
  });

  it('hides Approve once approved and Reject once rejected', () => {
    expect(listingActions(listing())).toEqual(['view', 'approve', 'reject']);
    expect(listingActions(listing({ approvalStatus: 'approved' }))).toEqual(['view', 'reject']);
    expect(listingActions(listing({ approvalStatus: 'rejected' }))).toEqual(['view', 'approve']);
  });

  it('asks the server for one status per tab, every status on All', () => {
    expect(statusOfTab('pending')).toBe('pending');
    expect(statusOfTab('all')).toBeNull();
    expect(inListingTab(listing({ approvalStatus: 'approved' }), 'pending')).toBe(false);
    expect(inListingTab(listing({ approvalStatus: 'approved' }), 'all')).toBe(true);
  });

  it('searches title, description and category like the server', () => {
    expect(matchesListingSearch(listing(), '')).toBe(true);
    expect(matchesListingSearch(listing(), 'eos r6')).toBe(true);
    expect(matchesListingSearch(listing(), 'MIRRORLESS')).toBe(true);
    expect(matchesListingSearch(listing(), 'camer')).toBe(true);
    expect(matchesListingSearch(listing(), 'tent')).toBe(false);
  });

  it('puts a listing that went pending first when it belongs to the tab and search, once', () => {
    const older = [listing({ id: 2 }), listing({ id: 3 })];
    const fresh = listing({ id: 4, title: 'Drone' });
    expect(withSubmittedListing(older, fresh, 'pending', '').map((l) => l.id)).toEqual([4, 2, 3]);
    expect(withSubmittedListing(older, fresh, 'approved', '').map((l) => l.id)).toEqual([2, 3]);
    expect(withSubmittedListing(older, fresh, 'pending', 'tent').map((l) => l.id)).toEqual([2, 3]);
    // An edited listing that was already listed moves to the top instead of showing twice.
    const edited = listing({ id: 3, title: 'Canon EOS R6 camera, new lens' });
    expect(withSubmittedListing(older, edited, 'all', '').map((l) => [l.id, l.title])).toEqual([
      [3, 'Canon EOS R6 camera, new lens'],
      [2, 'Canon EOS R6 camera'],
    ]);
  });
});
