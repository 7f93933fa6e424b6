import { computeKoalaRank, type EntityManager, Item, User } from '@koalarent/core';

/**
 * Locks rows, in id order, before the numbers kept on them are recounted. Under READ COMMITTED two transactions
 * that count at the same time each miss the other's uncommitted completion or review, and the later write wins
 * with a count one short; locked first, the second waits, and its count (a new statement) sees the first's commit.
 * Id order keeps two transactions locking the same two members (renter of one booking, owner of another) from
 * deadlocking; NO KEY UPDATE (the lock an UPDATE of these columns takes anyway) does not wait for the KEY SHARE
 * locks other transactions hold on the same rows for their foreign keys (a review inserted for the member).
 */
async function lockRows(
  tx: EntityManager,
  table: 'users' | 'items',
  rowIds: readonly number[],
): Promise<void> {
  const ids = [...new Set(rowIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx
    .getConnection()
    .execute(
      `select id from ${table} where id in (${ids.map(() => '?').join(',')}) order by id for no key update`,
      ids,
      'all',
      tx.getTransactionContext(),
    );
}

export function lockMembers(tx: EntityManager, userIds: readonly number[]): Promise<void> {
  return lockRows(tx, 'users', userIds);
}

/**
 * Recomputes what follows from completed bookings and published reviews for one member: rating and review count
 * (published reviews about them), itemsRented (completed bookings as renter) and koalaRank (spec §9 rules over
 * completed rentals on either side, rating and the identity an admin verified). Counted from the tables each time, so a retried
 * job or two racing completions can never drift the numbers.
 */
export async function refreshMember(tx: EntityManager, userId: number): Promise<void> {
  await lockMembers(tx, [userId]);
  const [row]: { rating: number | null; reviews: number; rented: number; completed: number }[] = await tx
    .getConnection()
    .execute(
      `select (select avg(rating)::float8 from reviews where subject_id = ? and published_at is not null) as rating,
              (select count(*)::int from reviews where subject_id = ? and published_at is not null) as reviews,
              (select count(*)::int from bookings where renter_id = ? and status = 'completed') as rented,
              (select count(*)::int from bookings where (renter_id = ? or owner_id = ?) and status = 'completed') as completed`,
      [userId, userId, userId, userId, userId],
      'all',
      tx.getTransactionContext(),
    );
  const user = await tx.findOneOrFail(User, { id: userId });
  user.rating = Math.round((row?.rating ?? 0) * 100) / 100;
  user.reviewCount = row?.reviews ?? 0;
  user.itemsRented = row?.rented ?? 0;
  user.koalaRank = computeKoalaRank({
    completedRentals: row?.completed ?? 0,
    rating: user.rating,
    reviewCount: user.reviewCount,
    identityVerified: user.identityVerified,
  });
}

/** An item's average rating and review count from the renters' published reviews. */
export async function refreshItemRating(tx: EntityManager, itemId: number): Promise<void> {
  // Locked before counting, for the reason lockRows gives.
  await lockRows(tx, 'items', [itemId]);
  const item = await tx.findOne(Item, { id: itemId });
  if (!item) return;
  const [row]: { rating: number | null; reviews: number }[] = await tx.getConnection().execute(
    `select avg(rating)::float8 as rating, count(*)::int as reviews
         from reviews where item_id = ? and published_at is not null`,
    [itemId],
    'all',
    tx.getTransactionContext(),
  );
  item.averageRating = Math.round((row?.rating ?? 0) * 100) / 100;
  item.reviewCount = row?.reviews ?? 0;
}
