import { type EntityManager, isRowId, minorUnits } from '@koalarent/core';

export interface EarningLineRecord {
  bookingId: number;
  /** Null once the listing was deleted. */
  itemTitle: string | null;
  completedAt: Date;
  amountCents: number;
  currency: string;
}

export interface OwnerEarningsRecord {
  /** One total per currency, in currency order. */
  totals: { currency: string; amountCents: number }[];
  /** Each completed booking's payout, newest first. */
  lines: EarningLineRecord[];
}

/**
 * What an owner was paid: each completed booking's payout (rent, late fee and damages kept, credited at
 * completion), and the totals per currency. Amounts in different currencies are never added together.
 */
export async function ownerEarnings(em: EntityManager, ownerId: number): Promise<OwnerEarningsRecord> {
  if (!isRowId(ownerId)) return { totals: [], lines: [] };
  const rows: Record<string, unknown>[] = await em.getConnection().execute(
    `select b.id as "bookingId", i.title as "itemTitle", b.completed_at as "completedAt",
            b.owner_payout_cents as "amountCents", b.currency
       from bookings b left join items i on i.id = b.item_id
      where b.owner_id = ? and b.status = 'completed' and b.completed_at is not null
      order by b.completed_at desc, b.id desc`,
    [ownerId],
  );
  const lines: EarningLineRecord[] = rows.map((row) => ({
    bookingId: Number(row.bookingId),
    itemTitle: (row.itemTitle as string | null) ?? null,
    completedAt: row.completedAt instanceof Date ? row.completedAt : new Date(String(row.completedAt)),
    amountCents: minorUnits(row.amountCents),
    currency: String(row.currency),
  }));
  const sums = new Map<string, number>();
  for (const line of lines) sums.set(line.currency, (sums.get(line.currency) ?? 0) + line.amountCents);
  const totals = [...sums]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amountCents]) => ({ currency, amountCents }));
  return { totals, lines };
}
