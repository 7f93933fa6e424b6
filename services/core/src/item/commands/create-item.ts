import { parseInput } from '../../commands/parse-input.js';
import { ItemInput, ItemMessages } from '../../contracts/item.schema.js';
import type { EntityManager } from '../../db/orm.js';
import { sql } from '../../db/sql.js';
import { lookupPlace } from '../../geo/gazetteer.js';
import { User } from '../../user/user.entity.js';
import { ApprovalStatus, Item } from '../item.entity.js';
import type { CatalogViewer } from '../item.queries.js';
import {
  attachUploads,
  centsOf,
  distinctImages,
  optionalCentsOf,
  resolveCategory,
  uploadsOf,
} from './shared.js';

/** The priced, placed fields of an item from a validated body (shared by create and update). */
export function itemFields(input: ItemInput) {
  const place = lookupPlace(input.location);
  return {
    title: input.title,
    description: input.description,
    currency: input.currency,
    pricePerDayCents: centsOf(input.pricePerDay, 'pricePerDay', ItemMessages.pricePerDay, true),
    pricePerWeekCents: optionalCentsOf(input.pricePerWeek, 'pricePerWeek', ItemMessages.pricePerWeek),
    pricePerMonthCents: optionalCentsOf(input.pricePerMonth, 'pricePerMonth', ItemMessages.pricePerMonth),
    pricePerYearCents: optionalCentsOf(input.pricePerYear, 'pricePerYear', ItemMessages.pricePerYear),
    securityDepositCents: centsOf(
      input.securityDeposit,
      'securityDeposit',
      ItemMessages.securityDeposit,
      false,
    ),
    location: input.location,
    // From the offline gazetteer; a place it does not know leaves the item out of radius searches only.
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    quantity: input.quantity,
    images: distinctImages(input.images),
  };
}

/**
 * Lists an item for the acting member (spec §5 rules and messages). It starts pending approval and available;
 * its images must be the member's own uploads, which are marked as used; the member's itemsListed counter
 * counts it. All of it in one transaction. Returns the new item's id.
 */
export async function createItem(em: EntityManager, actor: CatalogViewer, raw: unknown): Promise<number> {
  const input = parseInput(ItemInput, raw);
  const fields = itemFields(input);
  return em.transactional(async (tx) => {
    const category = await resolveCategory(tx, input.category);
    const uploads = await uploadsOf(tx, actor.id, fields.images);
    const item = tx.create(Item, {
      ...fields,
      category,
      owner: tx.getReference(User, actor.id),
      availability: true,
      instantBook: input.instantBook ?? false,
      approvalStatus: ApprovalStatus.Pending,
      rejectionReason: null,
    });
    await tx.flush();
    await attachUploads(tx, uploads);
    await sql(tx, 'update users set items_listed = items_listed + 1 where id = ?', [actor.id]);
    return item.id;
  });
}
