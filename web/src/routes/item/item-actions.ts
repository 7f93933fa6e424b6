import { signInThenPath } from '../../features/items/model/item-links';
import { buildPath, PATHS } from '../../shared/routes/paths';

export interface ItemActions {
  /** The viewer owns the item: no Rent Now and no Message Owner (spec §2, §6). */
  ownItem: boolean;
  /**
   * What Message Owner does: signed out, sign in and come back to the item (spec §5); signed in, open the message
   * dialog (spec §2); null on the viewer's own item.
   */
  messageOwner: { kind: 'signIn'; path: string } | { kind: 'dialog' } | null;
}

/**
 * The item page's actions besides Rent Now, which opens the rental wizard for anyone but the owner (spec §6:
 * visitors may start it; it asks them to sign in at payment). Message Owner: signed out, sign-in coming back to
 * the item; signed in, the message dialog.
 */
export function itemActions(
  item: { id: number; ownerId: number },
  viewer: { signedIn: boolean; userId: number | null },
): ItemActions {
  if (viewer.signedIn && viewer.userId === item.ownerId) return { ownItem: true, messageOwner: null };
  if (!viewer.signedIn) {
    return {
      ownItem: false,
      messageOwner: { kind: 'signIn', path: signInThenPath(buildPath(PATHS.item, { id: item.id })) },
    };
  }
  return { ownItem: false, messageOwner: { kind: 'dialog' } };
}

/** A route id the API can look up, or null (then the item cannot exist). */
export function parseItemId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
