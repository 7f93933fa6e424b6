import type { EntityManager } from '../../db/orm.js';
import { Item } from '../item.entity.js';
import type { CatalogViewer } from '../item.queries.js';
import { execute, itemToManage } from './shared.js';

/**
 * Deletes an item (owner or admin). Its favourites go with it (the foreign key cascades); the owner's itemsListed
 * counter drops by one in the same transaction, so the profile's count stays true.
 */
export async function deleteItem(em: EntityManager, actor: CatalogViewer, id: number): Promise<void> {
  await em.transactional(async (tx) => {
    const item = await itemToManage(tx, actor, id);
    const ownerId = item.owner.id;
    await tx.nativeDelete(Item, { id: item.id });
    await execute(tx, 'update users set items_listed = greatest(items_listed - 1, 0) where id = ?', [
      ownerId,
    ]);
  });
}
