import { DomainError, type EntityManager, ErrorCode, isRowId } from '@koalarent/core';
import {
  CLAIM_COLUMNS,
  type ClaimRecord,
  claimRecord,
  PAYMENT_METHOD_COLUMNS,
  type PaymentMethodRecord,
  paymentMethodRecord,
  REVIEW_COLUMNS,
  type ReviewRecord,
  reviewRecord,
} from './records.js';

/**
 * What a list of bookings shows beside each booking, read for the whole list at once (the gateway's per-request
 * loaders call these with every id of the page): one statement each, answers in the order of the ids given.
 */

function wantedIds(ids: readonly number[]): number[] {
  return [...new Set(ids.filter(isRowId))];
}

/** Each booking's damage claim (a booking has at most one), or null. */
export async function claimsOfBookings(
  em: EntityManager,
  bookingIds: readonly number[],
): Promise<(ClaimRecord | null)[]> {
  const wanted = wantedIds(bookingIds);
  const rows: Record<string, unknown>[] = wanted.length
    ? await em
        .getConnection()
        .execute(`select ${CLAIM_COLUMNS} from damage_claims c where c.booking_id in (?)`, [wanted])
    : [];
  const byBooking = new Map(rows.map((row) => [Number(row.bookingId), claimRecord(row)]));
  return bookingIds.map((id) => byBooking.get(id) ?? null);
}

/** The review `authorId` wrote on each booking (published or still hidden: it is their own), or null. */
export async function reviewsByAuthorOn(
  em: EntityManager,
  authorId: number,
  bookingIds: readonly number[],
): Promise<(ReviewRecord | null)[]> {
  const wanted = wantedIds(bookingIds);
  const rows: Record<string, unknown>[] =
    wanted.length && isRowId(authorId)
      ? await em
          .getConnection()
          .execute(`select ${REVIEW_COLUMNS} from reviews r where r.author_id = ? and r.booking_id in (?)`, [
            authorId,
            wanted,
          ])
      : [];
  const byBooking = new Map(rows.map((row) => [Number(row.bookingId), reviewRecord(row)]));
  return bookingIds.map((id) => byBooking.get(id) ?? null);
}

/** Payment methods by id (removed ones too: a booking still names the card it was paid with). */
export async function paymentMethodsByIds(
  em: EntityManager,
  ids: readonly number[],
): Promise<(PaymentMethodRecord | null)[]> {
  const wanted = wantedIds(ids);
  const rows: Record<string, unknown>[] = wanted.length
    ? await em
        .getConnection()
        .execute(`select ${PAYMENT_METHOD_COLUMNS} from payment_methods p where p.id in (?)`, [wanted])
    : [];
  const byId = new Map(rows.map((row) => [Number(row.id), paymentMethodRecord(row)]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** A member's saved cards (not removed), newest first: the wizard's step 3 offers these. */
export async function paymentMethodsOf(em: EntityManager, userId: number): Promise<PaymentMethodRecord[]> {
  if (!isRowId(userId)) return [];
  const rows: Record<string, unknown>[] = await em
    .getConnection()
    .execute(
      `select ${PAYMENT_METHOD_COLUMNS} from payment_methods p where p.user_id = ? and p.removed_at is null order by p.created_at desc, p.id desc`,
      [userId],
    );
  return rows.map(paymentMethodRecord);
}

/**
 * Removes a saved card from the member's list. The row stays (bookings paid with it still name it) and only gets
 * `removed_at`; a request already on its way with this card is refused by the worker, which reads the same flag.
 * NOT_FOUND for a card that is not the member's or already removed.
 */
export async function removePaymentMethod(em: EntityManager, userId: number, id: number): Promise<void> {
  const changed =
    isRowId(userId) && isRowId(id)
      ? await em
          .getConnection()
          .execute(
            'update payment_methods set removed_at = now() where id = ? and user_id = ? and removed_at is null',
            [id, userId],
            'run',
          )
      : { affectedRows: 0 };
  if (!(changed as { affectedRows?: number }).affectedRows)
    throw new DomainError(ErrorCode.NotFound, { message: 'Payment method not found' });
}

/** Published reviews of an item (the renters' reviews), newest first. */
export async function reviewsOfItem(em: EntityManager, itemId: number): Promise<ReviewRecord[]> {
  if (!isRowId(itemId)) return [];
  const rows: Record<string, unknown>[] = await em
    .getConnection()
    .execute(
      `select ${REVIEW_COLUMNS} from reviews r where r.item_id = ? and r.published_at is not null order by r.created_at desc, r.id desc`,
      [itemId],
    );
  return rows.map(reviewRecord);
}

/** Published reviews about a member (as renter or owner), newest first. */
export async function reviewsOfUser(em: EntityManager, userId: number): Promise<ReviewRecord[]> {
  if (!isRowId(userId)) return [];
  const rows: Record<string, unknown>[] = await em
    .getConnection()
    .execute(
      `select ${REVIEW_COLUMNS} from reviews r where r.subject_id = ? and r.published_at is not null order by r.created_at desc, r.id desc`,
      [userId],
    );
  return rows.map(reviewRecord);
}

/** One review by id (the review mutation answers the review it wrote). */
export async function reviewById(em: EntityManager, id: number): Promise<ReviewRecord | null> {
  if (!isRowId(id)) return null;
  const [row]: Record<string, unknown>[] = await em
    .getConnection()
    .execute(`select ${REVIEW_COLUMNS} from reviews r where r.id = ?`, [id]);
  return row ? reviewRecord(row) : null;
}
