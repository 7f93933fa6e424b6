import { describe, expect, it } from 'vitest';
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
  trackingVariables,
} from './tracking';

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
    expect(TRACKING_RANGES.map((r) => r.label)).toEqual([
      'Last 24 hours',
      'Last 7 days',
      'Last 30 days',
      'All time',
    ]);
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
    expect(locationLabel(login)).toBe('Melbourne, Australia');
    expect(locationLabel({ location: '' })).toBe('Unknown location');
    expect(browserLabel(login)).toEqual({ browser: 'Chrome 131', device: 'Desktop' });
    expect(browserLabel({ browser: '', device: '' })).toEqual({ browser: 'Unknown browser', device: null });
  });

  it('names the user, or the guest', () => {
    expect(recordUser(login)).toBe('priya');
    expect(recordUser({ userId: 7, username: null })).toBe('User 7');
    expect(recordUser({ userId: null, username: null })).toBe('Guest');
  });

  it('shows Item # and Category #', () => {
    expect(itemCategoryLabel(view)).toBe('Category #3');
    expect(itemCategoryLabel({ itemId: 12, categoryId: 3 })).toBe('Item #12 · Category #3');
    expect(itemCategoryLabel({ itemId: null, categoryId: null })).toBe('—');
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
