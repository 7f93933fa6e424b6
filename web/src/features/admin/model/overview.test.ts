import { describe, expect, it } from 'vitest';
import { appError } from '../../../shared/errors/app-error';
import { failureText } from './format';
import { OVERVIEW_CARDS, OVERVIEW_PLACEHOLDER, overviewValue } from './overview';

describe('the Overview cards', () => {
  it('are the spec’s three, plus today’s logins and bookings', () => {
    expect(OVERVIEW_CARDS.map((c) => c.label)).toEqual([
      'Total Users',
      'Active Listings',
      'Pending Approvals',
      'Logins Today',
      'Bookings Today',
    ]);
  });

  it('show the dash until the numbers arrive, then the numbers', () => {
    expect(overviewValue(null, 'totalUsers')).toBe(OVERVIEW_PLACEHOLDER);
    const overview = {
      totalUsers: 1234,
      activeListings: 0,
      pendingApprovals: 3,
      loginsToday: 5,
      bookingsToday: 2,
    };
    expect(overviewValue(overview, 'totalUsers')).toBe('1,234');
    expect(overviewValue(overview, 'activeListings')).toBe('0');
  });
});

describe('failure toasts', () => {
  const fallback = 'An error occurred while updating the user.';
  it('give the server’s reason when it refused, else the spec’s fallback', () => {
    expect(
      failureText(appError({ code: 'FORBIDDEN', message: 'You cannot lock your own account' }), fallback),
    ).toBe('You cannot lock your own account');
    expect(
      failureText(
        appError({
          code: 'BAD_USER_INPUT',
          message: 'Please check',
          fieldErrors: { email: 'Email is taken' },
        }),
        fallback,
      ),
    ).toBe('Email is taken');
    expect(failureText(appError({ network: true }), fallback)).toBe(fallback);
    expect(
      failureText(appError({ code: 'INTERNAL_SERVER_ERROR', message: 'Unexpected error.' }), fallback),
    ).toBe(fallback);
  });
});
