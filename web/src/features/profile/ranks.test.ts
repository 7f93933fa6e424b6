import { KOALA_RANKS, RANK_REQUIREMENTS } from '@koalarent/core/contracts';
import { describe, expect, it } from 'vitest';
import { RANK_LADDER, requirementLines } from './ranks';

describe('the rank help ladder', () => {
  it('lists all five ranks, lowest first, with the labels of the account ladder', () => {
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
    const byRank = Object.fromEntries(RANK_LADDER.map((step) => [step.rank, step.requirements]));
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
      const lines = requirementLines(rule);
      if (rule.minRentals > 0) expect(lines[0]).toBe(`${rule.minRentals}+ completed rentals`);
      expect(lines.includes('Verified identity')).toBe(rule.verified);
    }
  });
});
