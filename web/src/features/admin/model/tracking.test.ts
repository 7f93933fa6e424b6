import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces, switchLanguage } from '../../../shared/i18n/i18n';
import type { AdminT } from './format';
import {
  appendPage,
  type BrowsingRecord,
  browserLabel,
  browsingMatches,
  DEFAULT_TRACKING_FILTERS,
  itemCategoryLabel,
  type LoginRecord,
  locationLabel,
  loginMatches,
  prependLive,
  recordUser,
  TRACKING_RANGES,
  trackingRangeLabel,
  trackingVariables,
} from './tracking';

const t: AdminT = i18n.getFixedT('en', 'admin');
const de: AdminT = i18n.getFixedT('de', 'admin');
beforeAll(async () => {
  await loadNamespaces('admin');
  // Fetches the German strings of every loaded namespace, then comes back to English.
  await switchLanguage('de');
  await switchLanguage('en');
});

const login: LoginRecord = {
  id: 10,
  userId: 7,
  username: 'priya',
  ipAddress: '203.0.113.9',
  location: 'Melbourne, Australia',
  city: 'Melbourne',
  country: 'Australia',
  browser: 'Chrome 131',
  device: 'Desktop',
  timestamp: '2026-11-23T10:00:00.000Z',
};

const view: BrowsingRecord = {
  id: 20,
  userId: 7,
  username: 'priya',
  page: '/search',
  searchQuery: 'drone',
  itemId: null,
  categoryId: 3,
  timestamp: '2026-11-23T10:00:00.000Z',
};

describe('tracking filters', () => {
  it('offers the spec’s ranges with Last 7 days by default', () => {
    expect(TRACKING_RANGES.map((r) => trackingRangeLabel(r, t))).toEqual([
      'Last 24 hours',
      'Last 7 days',
      'Last 30 days',
      'All time',
    ]);
    expect(trackingRangeLabel('DAY', de)).toBe('Letzte 24 Stunden');
    expect(DEFAULT_TRACKING_FILTERS).toEqual({ userId: null, range: 'WEEK', search: '' });
  });

  it('sends a blank search as none', () => {
    expect(trackingVariables({ userId: 7, range: 'DAY', search: '  ' })).toMatchObject({
      userId: 7,
      range: 'DAY',
      search: null,
      after: null,
    });
    expect(trackingVariables({ userId: null, range: 'ALL', search: ' tent ' }, 'c1')).toMatchObject({
      search: 'tent',
      after: 'c1',
    });
  });
});

describe('tracking cells', () => {
  it('falls back to Unknown location and Unknown browser', () => {
    expect(locationLabel(login, t)).toBe('Melbourne, Australia');
    expect(locationLabel({ location: '' }, t)).toBe('Unknown location');
    expect(browserLabel(login, t)).toEqual({ browser: 'Chrome 131', device: 'Desktop' });
    expect(browserLabel({ browser: '', device: '' }, t)).toEqual({
      browser: 'Unknown browser',
      device: null,
    });
  });

  it('says the fallbacks and the kind of device in the t’s language, names as they are', () => {
    expect(locationLabel({ location: 'Unknown location' }, de)).toBe('Unbekannter Standort');
    expect(locationLabel(login, de)).toBe('Melbourne, Australia');
    expect(browserLabel({ browser: 'Unknown browser', device: 'Unknown device' }, de)).toEqual({
      browser: 'Unbekannter Browser',
      device: 'Unbekanntes Gerät',
    });
    expect(browserLabel({ browser: 'Firefox 133', device: 'Mobile · Android' }, de)).toEqual({
      browser: 'Firefox 133',
      device: 'Mobilgerät · Android',
    });
    expect(browserLabel({ browser: 'Safari 18', device: 'Tablet · iOS' }, t).device).toBe('Tablet · iOS');
    expect(browserLabel({ browser: 'curl', device: 'Toaster' }, de).device).toBe('Toaster');
  });

  it('names the user, or the guest', () => {
    expect(recordUser(login, t)).toBe('priya');
    expect(recordUser({ userId: 7, username: null }, t)).toBe('User 7');
    expect(recordUser({ userId: null, username: null }, t)).toBe('Guest');
    expect(recordUser({ userId: null, username: null }, de)).toBe('Gast');
  });

  it('shows Item # and Category #', () => {
    expect(itemCategoryLabel(view, t)).toBe('Category #3');
    expect(itemCategoryLabel({ itemId: 12, categoryId: 3 }, t)).toBe('Item #12 · Category #3');
    expect(itemCategoryLabel({ itemId: null, categoryId: null }, t)).toBe('—');
    expect(itemCategoryLabel({ itemId: 12, categoryId: 3 }, de)).toBe('Artikel Nr. 12 · Kategorie Nr. 3');
  });
});

describe('live rows', () => {
  it('takes a live record only when it fits the user filter and the search', () => {
    expect(loginMatches(login, DEFAULT_TRACKING_FILTERS)).toBe(true);
    expect(loginMatches(login, { ...DEFAULT_TRACKING_FILTERS, userId: 8 })).toBe(false);
    expect(loginMatches(login, { ...DEFAULT_TRACKING_FILTERS, search: 'melbourne' })).toBe(true);
    expect(loginMatches(login, { ...DEFAULT_TRACKING_FILTERS, search: '203.0.113' })).toBe(true);
    expect(loginMatches(login, { ...DEFAULT_TRACKING_FILTERS, search: 'firefox' })).toBe(false);
    expect(browsingMatches(view, { ...DEFAULT_TRACKING_FILTERS, search: 'DRONE' })).toBe(true);
    expect(browsingMatches(view, { ...DEFAULT_TRACKING_FILTERS, search: '/item' })).toBe(false);
    expect(
      browsingMatches({ ...view, userId: null, username: null }, { ...DEFAULT_TRACKING_FILTERS, userId: 7 }),
    ).toBe(false);
  });

  it('puts a live record first, once, keeping the cursor', () => {
    const page = { nodes: [{ ...login, id: 9 }], pageInfo: { endCursor: 'c9', hasNextPage: true } };
    const withLive = prependLive(page, login);
    expect(withLive.nodes.map((n) => n.id)).toEqual([10, 9]);
    expect(withLive.pageInfo).toEqual({ endCursor: 'c9', hasNextPage: true });
    expect(prependLive(withLive, login)).toBe(withLive);
  });

  it('appends the next page without repeating rows that arrived live', () => {
    const first = {
      nodes: [
        { ...login, id: 12 },
        { ...login, id: 11 },
      ],
      pageInfo: { endCursor: 'c11', hasNextPage: true },
    };
    const next = {
      nodes: [
        { ...login, id: 11 },
        { ...login, id: 5 },
      ],
      pageInfo: { endCursor: 'c5', hasNextPage: false },
    };
    expect(appendPage(first, next)).toEqual({
      nodes: [first.nodes[0], first.nodes[1], next.nodes[1]],
      pageInfo: { endCursor: 'c5', hasNextPage: false },
    });
  });
});
