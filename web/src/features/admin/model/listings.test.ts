import { describe, expect, it } from 'vitest';
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
    expect(listingOwner(listing())).toBe('priya');
    expect(listingOwner(listing({ owner: null, ownerId: 12 }))).toBe('User 12');
  });

  it('shows the daily price in dollars with two decimals, and a foreign price as well', () => {
    expect(listingPrice(listing())).toEqual({ dollars: '$45.00', original: null });
    expect(listingPrice(listing({ currency: 'EUR', pricePerDay: 30, pricePerDayUsd: 32.61 }))).toEqual({
      dollars: '$32.61',
      original: '€30.00',
    });
  });

  it('badges the approval status, Pending by default', () => {
    expect(listingStatus(listing({ approvalStatus: '' })).label).toBe('Pending');
    expect(listingStatus(listing({ approvalStatus: 'rejected' })).label).toBe('Rejected');
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
