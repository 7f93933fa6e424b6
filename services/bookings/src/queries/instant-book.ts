import { type Config, type EntityManager, isRowId } from '@koalarent/core';
import {
  type InstantBookDecision,
  instantBookDecision,
  type TrustFactColumns,
  type TrustThresholds,
  trustFactsOf,
  trustFactsSql,
} from '../booking/instant-book.js';

export {
  type InstantBookRefusal,
  isTrustedRenter,
  TRUST_SHORTFALLS,
  type TrustShortfall,
  type TrustThresholds,
} from '../booking/instant-book.js';

/** Instant book's thresholds from the configuration (issue 23 §5). */
export function trustThresholdsOf(
  config: Pick<
    Config,
    'INSTANT_BOOK_MIN_COMPLETED_RENTALS' | 'INSTANT_BOOK_MIN_RATING' | 'INSTANT_BOOK_REQUIRE_ID'
  >,
): TrustThresholds {
  return {
    minCompletedRentals: config.INSTANT_BOOK_MIN_COMPLETED_RENTALS,
    minRating: config.INSTANT_BOOK_MIN_RATING,
    requireIdentity: config.INSTANT_BOOK_REQUIRE_ID,
  };
}

/** What the item page and the wizard tell a renter before they confirm: whether the request is approved at once. */
export interface InstantBookCheck extends InstantBookDecision {
  /** The listing's switch. */
  readonly listingInstantBook: boolean;
  /** The rule both sides are shown. */
  readonly rule: TrustThresholds;
}

/**
 * Would this viewer's request on this item be approved at once (and if not, why not)? The same rule and the same
 * facts the request command decides with (booking/instant-book.ts), read now; null when there is no such item.
 * Whether the item may be seen at all is the caller's to judge (the gateway asks only about a listing it shows).
 */
export async function instantBookCheck(
  em: EntityManager,
  itemId: number,
  viewerId: number | null,
  rule: TrustThresholds,
): Promise<InstantBookCheck | null> {
  if (!isRowId(itemId)) return null;
  const [row] = await em
    .getConnection()
    .execute<({ instant_book: boolean; owner_id: number; renter_id: number | null } & TrustFactColumns)[]>(
      `select i.instant_book, i.owner_id, r.id as renter_id, ${trustFactsSql('r.id', 'r.id is not null')}
       from items i left join users r on r.id = ?
      where i.id = ?`,
      [viewerId ?? 0, itemId],
    );
  if (!row) return null;
  const decision = instantBookDecision(
    { instantBook: row.instant_book, ownerId: row.owner_id },
    row.renter_id === null ? null : { id: row.renter_id, facts: trustFactsOf(row) },
    rule,
  );
  return { ...decision, listingInstantBook: row.instant_book, rule };
}
