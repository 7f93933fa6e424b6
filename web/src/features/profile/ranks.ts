import { KOALA_RANK_LABELS, KOALA_RANKS, type KoalaRank } from '@koalarent/core/contracts';

/** Spec §9 rank requirements as the account page's help dialog lists them. */
export const RANK_REQUIREMENTS: Record<KoalaRank, readonly string[]> = {
  rookie: ['New to KoalaRent', 'Complete your first rental'],
  junior: ['3+ completed rentals', '4+ star rating'],
  senior: ['10+ completed rentals', '4.5+ star rating', 'Verified identity'],
  expert: ['25+ completed rentals', '4.7+ star rating'],
  master: ['50+ completed rentals', '4.9+ star rating', 'Community contributions'],
};

export interface RankStep {
  rank: KoalaRank;
  label: string;
  requirements: readonly string[];
}

/** The ladder, lowest first. */
export const RANK_LADDER: readonly RankStep[] = KOALA_RANKS.map((rank) => ({
  rank,
  label: KOALA_RANK_LABELS[rank],
  requirements: RANK_REQUIREMENTS[rank],
}));
