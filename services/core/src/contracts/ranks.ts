/** Spec §3/§9: the account-page ladder; an unknown rank is treated as rookie. */
export const KOALA_RANKS = ['rookie', 'junior', 'senior', 'expert', 'master'] as const;
export type KoalaRank = (typeof KOALA_RANKS)[number];

export const KOALA_RANK_LABELS: Record<KoalaRank, string> = {
  rookie: 'Rookie Koala',
  junior: 'Junior Koala',
  senior: 'Senior Koala',
  expert: 'Expert Koala',
  master: 'Master Koala',
};

export function normalizeRank(value: string | null | undefined): KoalaRank {
  return (KOALA_RANKS as readonly string[]).includes(value ?? '') ? (value as KoalaRank) : 'rookie';
}
