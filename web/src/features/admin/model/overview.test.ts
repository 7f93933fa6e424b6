import { beforeAll, describe, expect, it } from 'vitest';
import { appError } from '../../../shared/errors/app-error';
import { formattersFor } from '../../../shared/i18n/format';
import { i18n, loadNamespaces, switchLanguage } from '../../../shared/i18n/i18n';
import { type AdminT, failureText } from './format';
import { OVERVIEW_PLACEHOLDER, overviewCards, overviewValue } from './overview';

const t: AdminT = i18n.getFixedT('en', 'admin');
const de: AdminT = i18n.getFixedT('de', 'admin');
const en = formattersFor('en');
beforeAll(async () => {
  await loadNamespaces('admin');
  // Fetches the German strings of every loaded namespace, then comes back to English.
  await switchLanguage('de');
  await switchLanguage('en');
});

describe('the Overview cards', () => {
  it('are the spec’s three, plus today’s logins and bookings', () => {
    expect(overviewCards(t).map((c) => c.label)).toEqual([
      'Total Users',
      'Active Listings',
      'Pending Approvals',
      'Logins Today',
      'Bookings Today',
    ]);
    expect(overviewCards(t)[0]).toEqual({
      key: 'totalUsers',
      label: 'Total Users',
      hint: 'Registered members',
    });
    expect(overviewCards(de)[0]?.label).toBe('Nutzer gesamt');
  });

  it('show the dash until the numbers arrive, then the numbers', () => {
    expect(overviewValue(null, 'totalUsers', en)).toBe(OVERVIEW_PLACEHOLDER);
    const overview = {
      totalUsers: 1234,
      activeListings: 0,
      pendingApprovals: 3,
      loginsToday: 5,
      bookingsToday: 2,
    };
    expect(overviewValue(overview, 'totalUsers', en)).toBe('1,234');
    expect(overviewValue(overview, 'activeListings', en)).toBe('0');
    expect(overviewValue(overview, 'totalUsers', formattersFor('de'))).toBe('1.234');
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
