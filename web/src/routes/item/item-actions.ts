import { signInThenPath, userPath } from '../../features/items/model/item-links';
import { buildPath, PATHS } from '../../shared/routes/paths';

export interface ItemActions {
  /** null: the viewer owns the item and gets no Rent Now / Message Owner. */
  rentNow: string | null;
  messageOwner: string | null;
}

/**
 * Where the item page's Rent Now and Message Owner lead (spec §2). Signed out: sign-in, coming back to the
 * item (Rent Now also asks to resume the rental, spec §2 rental wizard). Signed in: until the rental wizard
 * and the message dialog exist, both open the owner's profile, where the member can reach the owner.
 */
export function itemActions(
  item: { id: number; ownerId: number },
  viewer: { signedIn: boolean; userId: number | null },
): ItemActions {
  if (viewer.signedIn && viewer.userId === item.ownerId) return { rentNow: null, messageOwner: null };
  const itemPage = buildPath(PATHS.item, { id: item.id });
  if (!viewer.signedIn) {
    return {
      rentNow: buildPath(PATHS.auth, {}, { redirectTo: itemPage, resumeRental: 'true' }),
      messageOwner: signInThenPath(itemPage),
    };
  }
  return { rentNow: userPath(item.ownerId), messageOwner: userPath(item.ownerId) };
}

/** A route id the API can look up, or null (then the item cannot exist). */
export function parseItemId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
