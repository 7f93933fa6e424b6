import { KOALA_RANKS } from '@koalarent/core/contracts';
import { describe, expect, it } from 'vitest';
import {
  avatarInitial,
  displayName,
  formatJoined,
  formatMemberSince,
  formatRating,
  formatReviewCount,
  pricePerDayLabel,
  profileHeading,
} from './profile-format';
import { RANK_LADDER } from './ranks';

describe('profile dates', () => {
  // Mid-month at noon UTC: the same month in every time zone the tests may run in.
  const created = '2026-11-15T12:00:00.000Z';

  it("shows 'Joined' as month and year, 'Recently' when unknown", () => {
    expect(formatJoined(created)).toBe('November 2026');
    expect(formatJoined(null)).toBe('Recently');
    expect(formatJoined('not a date')).toBe('Recently');
  });

  it('shows Member Since as short month and year', () => {
    expect(formatMemberSince(created)).toBe('Nov 2026');
    expect(formatMemberSince(undefined)).toBe('Recently');
  });
});

describe('profile numbers and names', () => {
  it('rounds the rating to one decimal, 0.0 by default', () => {
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(null)).toBe('0.0');
    expect(formatRating(Number.NaN)).toBe('0.0');
  });

  it('counts reviews', () => {
    expect(formatReviewCount(0)).toBe('(0 reviews)');
    expect(formatReviewCount(1)).toBe('(1 review)');
    expect(formatReviewCount(12)).toBe('(12 reviews)');
  });

  it('names the member by full name, else username', () => {
    expect(displayName({ fullName: 'Olivia Chen', username: 'olivia' })).toBe('Olivia Chen');
    expect(displayName({ fullName: '  ', username: 'olivia' })).toBe('olivia');
    expect(profileHeading({ fullName: '', username: 'sam' })).toBe("sam's Profile");
    expect(avatarInitial('olivia')).toBe('O');
  });
});

describe('pricePerDayLabel', () => {
  it("shows the daily price in the item's own currency", () => {
    expect(pricePerDayLabel({ pricePerDay: 25, currency: 'USD' })).toBe('$25.00/day');
    expect(pricePerDayLabel({ pricePerDay: 19.5, currency: 'EUR' })).toBe('€19.50/day');
    expect(pricePerDayLabel({ pricePerDay: 10, currency: '???' })).toBe('$10.00/day');
  });
});

describe('rank ladder', () => {
  it('lists every rank with the spec §9 requirements', () => {
    expect(RANK_LADDER.map((r) => r.rank)).toEqual([...KOALA_RANKS]);
    const byRank = Object.fromEntries(RANK_LADDER.map((r) => [r.rank, r]));
    expect(byRank.senior?.requirements).toEqual([
      '10+ completed rentals',
      '4.5+ star rating',
      'Verified identity',
    ]);
    expect(byRank.master?.requirements).toContain('Community contributions');
    expect(byRank.rookie?.label).toBe('Rookie Koala');
  });
});
