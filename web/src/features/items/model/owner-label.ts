import { KOALA_RANK_LABELS, normalizeRank } from '@koalarent/core/contracts';

/** Spec §2 'Listed by': the owner's username, 'User #{ownerId}' without one, 'Unknown' without an owner. */
export function ownerLabel(
  owner: { username?: string | null } | null | undefined,
  ownerId: number | null | undefined,
): string {
  if (!owner) return 'Unknown';
  const username = owner.username?.trim();
  if (username) return username;
  return typeof ownerId === 'number' ? `User #${ownerId}` : 'Unknown';
}

/** The rank badge's text; an unknown rank reads as the first rung (spec §3). */
export function rankLabel(rank: string | null | undefined): string {
  return KOALA_RANK_LABELS[normalizeRank(rank)];
}
