import { normalizeRank } from '@koalarent/core/contracts';
import type { TFunction } from 'i18next';

/**
 * Spec §2 'Listed by': the owner's username, 'User #{ownerId}' without one, 'Unknown' without an owner;
 * the fallbacks in the language of `t` (the 'items' namespace).
 */
export function ownerLabel(
  owner: { username?: string | null } | null | undefined,
  ownerId: number | null | undefined,
  t: TFunction<'items'>,
): string {
  if (!owner) return t('owner.unknown');
  const username = owner.username?.trim();
  if (username) return username;
  return typeof ownerId === 'number' ? t('owner.user', { id: String(ownerId) }) : t('owner.unknown');
}

/** The rank badge's text; an unknown rank reads as the first rung (spec §3). */
export function rankLabel(rank: string | null | undefined, t: TFunction<'items'>): string {
  return t(`ranks.${normalizeRank(rank)}`);
}
