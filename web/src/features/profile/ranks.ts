import {
  KOALA_RANK_LABELS,
  KOALA_RANKS,
  type KoalaRank,
  RANK_REQUIREMENTS as RANK_RULES,
} from '@koalarent/core/contracts';

type RankRule = (typeof RANK_RULES)[number];

/**
 * What a rank asks, line by line, from the rules the server ranks members by (spec §9, `RANK_REQUIREMENTS` in
 * core's contracts): completed rentals, a star rating (which needs at least one review) and a verified identity.
 * The first rung asks only for a first rental; the top one also for community contributions, which the spec's
 * help dialog names and the rule's own text carries.
 */
export function requirementLines(rule: RankRule): string[] {
  if (rule.minRentals === 0) return [rule.text];
  const lines = [`${rule.minRentals}+ completed rentals`, `${rule.minRating}+ star rating`];
  if (rule.verified) lines.push('Verified identity');
  if (/community contributions/i.test(rule.text)) lines.push('Community contributions');
  return lines;
}

export interface RankStep {
  rank: KoalaRank;
  label: string;
  requirements: readonly string[];
}

function ruleFor(rank: KoalaRank): RankRule {
  const rule = RANK_RULES.find((r) => r.rank === rank);
  if (!rule) throw new Error(`No rank rule for ${rank}`);
  return rule;
}

/** The ladder, lowest first: every rank with what it asks. */
export const RANK_LADDER: readonly RankStep[] = KOALA_RANKS.map((rank) => ({
  rank,
  label: KOALA_RANK_LABELS[rank],
  requirements: requirementLines(ruleFor(rank)),
}));
