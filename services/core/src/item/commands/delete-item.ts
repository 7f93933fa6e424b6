import { ACTIVE_BOOKING_STATUSES } from '../../contracts/booking.constants.js';
import { DomainError, ErrorCode } from '../../contracts/errors.js';
import type { EntityManager } from '../../db/orm.js';
import { sql } from '../../db/sql.js';
import { Item } from '../item.entity.js';
import type { CatalogViewer } from '../item.queries.js';
import { itemToManage } from './shared.js';

/**
 * Deletes an item (owner or admin). Its favourites go with it (the foreign key cascades); the owner's itemsListed
 * counter drops by one in the same transaction, so the profile's count stays true. An item with a booking still
 * in progress cannot go (the renter is owed the rental); past bookings keep their money and show 'Item name
 * unavailable' (their item reference is set to null by the foreign key). The item's row lock, taken first, is the
 * one a new booking request takes, so no request can slip in between the check and the delete.
 */
export async function deleteItem(em: EntityManager, actor: CatalogViewer, id: number): Promise<void> {
  await em.transactional(async (tx) => {
    const item = await itemToManage(tx, actor, id);
    const ownerId = item.owner.id;
    // The bookings table is in the same database (one migration stream); the kernel reads it by name only.
    const [active] = await sql<{ n: number }>(
      tx,
      'select count(*)::int as n from bookings where item_id = ? and status in (?)',
      [item.id, [...ACTIVE_BOOKING_STATUSES]],
    );
    if ((active?.n ?? 0) > 0)
      throw new DomainError(ErrorCode.Conflict, {
        message: 'This item has bookings in progress. Cancel or complete them before deleting it.',
      });
    await tx.nativeDelete(Item, { id: item.id });
    await sql(tx, 'update users set items_listed = greatest(items_listed - 1, 0) where id = ?', [ownerId]);
  });
}
