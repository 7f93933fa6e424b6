import { KOALA_RANKS, RANK_REQUIREMENTS } from '@koalarent/core/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { formattersFor } from '../../shared/i18n/format';
import { i18n, loadLanguage, loadNamespaces } from '../../shared/i18n/i18n';
import { rankLadder, requirementLines } from './ranks';

const t = i18n.getFixedT('en', 'profile');
const en = formattersFor('en');
beforeAll(() => loadNamespaces('profile'));

describe('the rank help ladder', () => {
  it('lists all five ranks, lowest first, with the labels of the account ladder', () => {
    const RANK_LADDER = rankLadder(t, en);
    expect(RANK_LADDER.map((step) => step.rank)).toEqual([...KOALA_RANKS]);
    expect(RANK_LADDER.map((step) => step.label)).toEqual([
      'Rookie Koala',
      'Junior Koala',
      'Senior Koala',
      'Expert Koala',
      'Master Koala',
    ]);
  });

  it('states each rank’s requirements from the rules the server ranks by (spec §9)', () => {
    const byRank = Object.fromEntries(rankLadder(t, en).map((step) => [step.rank, step.requirements]));
    expect(byRank.rookie).toEqual(['New member: complete your first rental']);
    expect(byRank.junior).toEqual(['3+ completed rentals', '4+ star rating']);
    expect(byRank.senior).toEqual(['10+ completed rentals', '4.5+ star rating', 'Verified identity']);
    // The ladder is cumulative: the verified identity senior asks for is kept by expert and master.
    expect(byRank.expert).toEqual(['25+ completed rentals', '4.7+ star rating', 'Verified identity']);
    expect(byRank.master).toEqual([
      '50+ completed rentals',
      '4.9+ star rating',
      'Verified identity',
      'Community contributions',
    ]);
  });

  it('follows the rule table rather than a copy of it', () => {
    for (const rule of RANK_REQUIREMENTS) {
      const lines = requirementLines(rule, t, en);
      if (rule.minRentals > 0) expect(lines[0]).toBe(`${rule.minRentals}+ completed rentals`);
      expect(lines.includes('Verified identity')).toBe(rule.verified);
    }
  });

  it('reads the ladder in the language on screen, with its number format', async () => {
    await loadLanguage('de');
    const senior = rankLadder(i18n.getFixedT('de', 'profile'), formattersFor('de')).find(
      (step) => step.rank === 'senior',
    );
    expect(senior?.label).toBe('Senior-Koala');
    expect(senior?.requirements).toEqual([
      '10+ abgeschlossene Mieten',
      'Bewertung ab 4,5 Sternen',
      'Verifizierte Identität',
    ]);
  });
});
