import { LockMode } from '@mikro-orm/core';
import { Category } from '../../category/category.entity.js';
import { DomainError, ErrorCode } from '../../contracts/errors.js';
import { ItemMessages } from '../../contracts/item.schema.js';
import { exactMinorUnits, isWholeMinorUnits, MoneyMessages } from '../../contracts/money.js';
import type { EntityManager } from '../../db/orm.js';
import { sql } from '../../db/sql.js';
import { User } from '../../user/user.entity.js';
import { ApprovalStatus, Item } from '../item.entity.js';
import { type CatalogViewer, isRowId, itemNotFound } from '../item.queries.js';

/** A refusal on one field, with the spec's message as both the answer's message and the field's. */
function fieldError(field: string, message: string): DomainError {
  return new DomainError(ErrorCode.ValidationFailed, { message, fieldErrors: { [field]: message } });
}

/**
 * The listing form sends the category's name; API clients may send its id as text. Either must name an existing
 * category, else the spec's 'Please select a category'.
 */
export async function resolveCategory(tx: EntityManager, value: string): Promise<Category> {
  const text = value.trim();
  const asId = /^\d{1,10}$/.test(text) ? Number(text) : null;
  const category =
    asId !== null && isRowId(asId)
      ? await tx.findOne(Category, { id: asId })
      : await tx.findOne(Category, { name: { $ilike: text.replace(/[\\%_]/g, (ch) => `\\${ch}`) } });
  if (!category) throw fieldError('category', ItemMessages.category);
  return category;
}

/**
 * Checks that every image URL is a rendition of an upload the member made here (no foreign URLs, no other
 * member's photos) and returns those uploads' ids. Any rendition's URL names its upload. `alreadyUsed` are URLs
 * the item shows today: they stay allowed (an item seeded with images from elsewhere can still be edited).
 * The uploads are share-locked until the transaction ends, so the clean-up of abandoned uploads (which skips
 * locked rows) cannot delete one between this check and `attachUploads`.
 */
export async function uploadsOf(
  tx: EntityManager,
  ownerId: number,
  images: readonly string[],
  alreadyUsed: readonly string[] = [],
): Promise<string[]> {
  const fresh = images.filter((url) => !alreadyUsed.includes(url));
  if (fresh.length === 0) return [];
  const rows = await sql<{ id: string; url: string }>(
    tx,
    `select u.id, v->>'url' as url from uploads u cross join lateral jsonb_array_elements(u.variants) v
      where u.owner_id = ? and not u.private and v->>'url' in (?) for share of u`,
    [ownerId, fresh],
  );
  const found = new Map(rows.map((r) => [r.url, r.id]));
  if (fresh.some((url) => !found.has(url))) throw fieldError('images', ItemMessages.imageUrl);
  return [...new Set(found.values())];
}

/** Marks uploads as used, so the clean-up of abandoned uploads leaves them alone. */
export async function attachUploads(tx: EntityManager, uploadIds: readonly string[]): Promise<void> {
  if (uploadIds.length === 0) return;
  await sql(tx, 'update uploads set attached_at = now() where id in (?) and attached_at is null', [
    uploadIds,
  ]);
}

/** Keeps the first of repeated URLs: the same photo twice is one photo. */
export function distinctImages(images: readonly string[]): string[] {
  return [...new Set(images)];
}

/**
 * Decimal to cents, exactly: more decimals than the currency has (0.005, 0.001) are refused, never rounded to a
 * cent or to nothing (ItemInput refuses them first); a positive amount is checked in cents, the value stored, so no
 * database check can turn it into a server error.
 */
export function centsOf(amount: number, field: string, message: string, positive: boolean): number {
  if (!isWholeMinorUnits(amount)) throw fieldError(field, MoneyMessages.decimals);
  const cents = exactMinorUnits(amount);
  if (positive && cents <= 0) throw fieldError(field, message);
  return cents;
}

export function optionalCentsOf(amount: number | null, field: string, message: string): number | null {
  return amount === null ? null : centsOf(amount, field, message, true);
}

/**
 * The item an actor wants to change, locked for the rest of the transaction. Someone who may not see it gets
 * 404 'Item not found' (its existence is not revealed); someone who sees it but is neither its owner nor an admin
 * gets 403.
 */
export async function itemToManage(tx: EntityManager, actor: CatalogViewer, id: number): Promise<Item> {
  if (!isRowId(id)) throw itemNotFound();
  const item = await tx.findOne(Item, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!item) throw itemNotFound();
  if (actor.role === 'admin' || item.owner.id === actor.id) return item;
  const owner = await tx.findOne(User, { id: item.owner.id });
  const isPublic =
    item.approvalStatus === ApprovalStatus.Approved && item.availability && owner !== null && !owner.isLocked;
  if (!isPublic) throw itemNotFound();
  throw new DomainError(ErrorCode.Forbidden, { message: 'Only the owner of this item can change it.' });
}
