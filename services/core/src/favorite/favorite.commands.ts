import type { EntityManager } from '../db/orm.js';
import { type CatalogViewer, isRowId, itemNotFound, visibleItem } from '../item/item.queries.js';

/**
 * Saves an item to the member's favourites. Only an item they may see (else 404 'Item not found'); saving it
 * twice is fine (the unique pair decides, no error).
 */
export async function addFavorite(em: EntityManager, viewer: CatalogViewer, itemId: number): Promise<void> {
  await visibleItem(em, itemId, viewer);
  await em
    .getConnection()
    .execute(
      'insert into favorites (user_id, item_id) values (?, ?) on conflict on constraint favorites_user_item_unique do nothing',
      [viewer.id, itemId],
      'run',
    );
}

/**
 * Removes an item from the member's favourites; removing one that is not saved is fine. A saved item that has
 * since disappeared from view (its owner locked, say) can still be removed; an item that neither is saved nor
 * visible answers 404.
 */
export async function removeFavorite(
  em: EntityManager,
  viewer: CatalogViewer,
  itemId: number,
): Promise<void> {
  if (!isRowId(itemId)) throw itemNotFound();
  const result = (await em
    .getConnection()
    .execute('delete from favorites where user_id = ? and item_id = ?', [viewer.id, itemId], 'run')) as {
    affectedRows?: number;
  };
  if (!result.affectedRows) await visibleItem(em, itemId, viewer);
}

/** Whether the member saved this item; an item they may not see answers 404. Signed out: false. */
export async function favoriteStatus(
  em: EntityManager,
  viewer: CatalogViewer | null,
  itemId: number,
): Promise<boolean> {
  await visibleItem(em, itemId, viewer);
  if (!viewer) return false;
  const rows: unknown[] = await em
    .getConnection()
    .execute('select 1 from favorites where user_id = ? and item_id = ?', [viewer.id, itemId]);
  return rows.length > 0;
}
