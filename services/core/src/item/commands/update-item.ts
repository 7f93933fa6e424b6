import { ref } from '@mikro-orm/core';
import { parseInput } from '../../commands/parse-input.js';
import { AvailabilityInput, ItemInput } from '../../contracts/item.schema.js';
import type { EntityManager } from '../../db/orm.js';
import { ApprovalStatus } from '../item.entity.js';
import type { CatalogViewer } from '../item.queries.js';
import { itemFields } from './create-item.js';
import { attachUploads, itemToManage, resolveCategory, uploadsOf } from './shared.js';

export interface UpdateItemResult {
  id: number;
  /** The edit sent an approved or rejected listing back to pending approval (the owner is told so). */
  sentBackToPending: boolean;
}

/**
 * Replaces an item's fields (the full body of PUT /api/items/{id}); owner or admin only. When its owner changes
 * what an admin reviewed — title, description, category or images — an approved listing goes back to pending
 * approval; any owner edit of a rejected listing resubmits it. Admins' edits keep the state they decided.
 */
export async function updateItem(
  em: EntityManager,
  actor: CatalogViewer,
  id: number,
  raw: unknown,
): Promise<UpdateItemResult> {
  const input = parseInput(ItemInput, raw);
  const fields = itemFields(input);
  return em.transactional(async (tx) => {
    const item = await itemToManage(tx, actor, id);
    const category = await resolveCategory(tx, input.category);
    // New photos must be the owner's uploads (an admin edits with the owner's photos, not their own).
    const uploads = await uploadsOf(tx, item.owner.id, fields.images, item.images);
    const reviewedContentChanged =
      fields.title !== item.title ||
      fields.description !== item.description ||
      category.id !== item.category.id ||
      JSON.stringify(fields.images) !== JSON.stringify(item.images);
    const byOwner = actor.role !== 'admin';
    const sentBackToPending =
      byOwner &&
      ((item.approvalStatus === ApprovalStatus.Approved && reviewedContentChanged) ||
        item.approvalStatus === ApprovalStatus.Rejected);
    Object.assign(item, fields);
    item.category = ref(category);
    if (input.availability !== undefined) item.availability = input.availability;
    if (input.instantBook !== undefined) item.instantBook = input.instantBook;
    if (sentBackToPending) {
      item.approvalStatus = ApprovalStatus.Pending;
      item.rejectionReason = null;
    }
    await tx.flush();
    await attachUploads(tx, uploads);
    return { id: item.id, sentBackToPending };
  });
}

/** Turns an item's availability on or off (the owner's toggle; admins too). */
export async function setItemAvailability(
  em: EntityManager,
  actor: CatalogViewer,
  id: number,
  raw: unknown,
): Promise<number> {
  const input = parseInput(AvailabilityInput, raw);
  return em.transactional(async (tx) => {
    const item = await itemToManage(tx, actor, id);
    item.availability = input.availability;
    await tx.flush();
    return item.id;
  });
}
