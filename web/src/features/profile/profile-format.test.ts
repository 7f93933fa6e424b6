import { KOALA_RANKS } from '@koalarent/core/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { formattersFor } from '../../shared/i18n/format';
import { i18n, loadLanguage, loadNamespaces } from '../../shared/i18n/i18n';
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
import { rankLadder } from './ranks';

const t = i18n.getFixedT('en', 'profile');
const en = formattersFor('en');
beforeAll(() => loadNamespaces('profile'));

describe('profile dates', () => {
  // Mid-month at noon UTC: the same month in every time zone the tests may run in.
  const created = '2026-11-15T12:00:00.000Z';

  it("shows 'Joined' as month and year, 'Recently' when unknown", () => {
    expect(formatJoined(created, en, t)).toBe('November 2026');
    expect(formatJoined(null, en, t)).toBe('Recently');
    expect(formatJoined('not a date', en, t)).toBe('Recently');
  });

  it('shows Member Since as short month and year', () => {
    expect(formatMemberSince(created, en, t)).toBe('Nov 2026');
    expect(formatMemberSince(undefined, en, t)).toBe('Recently');
  });

  it('follows the language on screen', async () => {
    await Promise.all([loadLanguage('es'), loadLanguage('zh')]);
    const es = i18n.getFixedT('es', 'profile');
    expect(formatJoined(created, formattersFor('es'), es)).toBe('noviembre de 2026');
    expect(formatJoined(null, formattersFor('es'), es)).toBe('Recientemente');
    expect(formatMemberSince(created, formattersFor('zh'), i18n.getFixedT('zh', 'profile'))).toBe(
      '2026年11月',
    );
  });
});

describe('profile numbers and names', () => {
  it('rounds the rating to one decimal, 0.0 by default', () => {
    expect(formatRating(4.25, en)).toBe('4.3');
    expect(formatRating(5, en)).toBe('5.0');
    expect(formatRating(null, en)).toBe('0.0');
    expect(formatRating(Number.NaN, en)).toBe('0.0');
    expect(formatRating(4.25, formattersFor('de'))).toBe('4,3');
  });

  it('counts reviews', () => {
    expect(formatReviewCount(0, t)).toBe('(0 reviews)');
    expect(formatReviewCount(1, t)).toBe('(1 review)');
    expect(formatReviewCount(12, t)).toBe('(12 reviews)');
  });

  it('names the member by full name, else username', () => {
    expect(displayName({ fullName: 'Olivia Chen', username: 'olivia' })).toBe('Olivia Chen');
    expect(displayName({ fullName: '  ', username: 'olivia' })).toBe('olivia');
    expect(profileHeading({ fullName: '', username: 'sam' }, t)).toBe("sam's Profile");
    expect(avatarInitial('olivia')).toBe('O');
  });
});

describe('pricePerDayLabel', () => {
  it("shows the daily price in the item's own currency", async () => {
    await loadLanguage('de');
    expect(pricePerDayLabel({ pricePerDay: 25, currency: 'USD' }, en, t)).toBe('$25.00/day');
    expect(pricePerDayLabel({ pricePerDay: 19.5, currency: 'EUR' }, en, t)).toBe('€19.50/day');
    expect(pricePerDayLabel({ pricePerDay: 10, currency: '???' }, en, t)).toBe('$10.00/day');
    expect(
      pricePerDayLabel(
        { pricePerDay: 1250, currency: 'EUR' },
        formattersFor('de'),
        i18n.getFixedT('de', 'profile'),
      ),
    ).toBe('€1.250,00/Tag');
  });
});

describe('rank ladder', () => {
  it('lists every rank with the spec §9 requirements', () => {
    const RANK_LADDER = rankLadder(t, en);
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
