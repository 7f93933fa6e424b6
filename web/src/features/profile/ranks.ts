import { KOALA_RANKS, type KoalaRank, RANK_REQUIREMENTS as RANK_RULES } from '@koalarent/core/contracts';
import type { TFunction } from 'i18next';
import type { Formatters } from '../../shared/i18n/format';

type RankRule = (typeof RANK_RULES)[number];
type T = TFunction<'profile'>;

/** A rank's name in the reader's language ('Rookie Koala'). */
export function rankLabel(rank: KoalaRank, t: T): string {
  return t(`ranks.${rank}`);
}

/**
 * What a rank asks, line by line, from the rules the server ranks members by (spec §9, `RANK_REQUIREMENTS` in
 * core's contracts): completed rentals, a star rating (which needs at least one review) and a verified identity.
 * The first rung asks only for a first rental; the top one also for community contributions, which the spec's
 * help dialog names and the rule's own text carries.
 */
export function requirementLines(rule: RankRule, t: T, fmt: Formatters): string[] {
  if (rule.minRentals === 0) return [t('ranks.firstRental')];
  const lines: string[] = [
    t('ranks.completedRentals', { n: fmt.number(rule.minRentals) }),
    t('ranks.starRating', { rating: fmt.number(rule.minRating) }),
  ];
  if (rule.verified) lines.push(t('ranks.verifiedIdentity'));
  if (/community contributions/i.test(rule.text)) lines.push(t('ranks.communityContributions'));
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

/** The ladder, lowest first: every rank with what it asks, in the reader's language. */
export function rankLadder(t: T, fmt: Formatters): readonly RankStep[] {
  return KOALA_RANKS.map((rank) => ({
    rank,
    label: rankLabel(rank, t),
    requirements: requirementLines(ruleFor(rank), t, fmt),
  }));
}
