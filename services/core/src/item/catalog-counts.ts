import type { EntityManager } from '../db/orm.js';

export interface CatalogCounts {
  members: number;
  /** Approved and available: what renters can book now. */
  activeListings: number;
  /** Waiting for an admin's approval. */
  pendingApprovals: number;
}

/** What the admin Overview asks of core (issue 22 §2: each service answers its own counts), in one statement. */
export async function catalogCounts(em: EntityManager): Promise<CatalogCounts> {
  const [row]: { members: number; active_listings: number; pending_approvals: number }[] = await em
    .getConnection()
    .execute(
      `select (select count(*) from users)::int as members,
              (select count(*) from items where approval_status = 'approved' and availability)::int as active_listings,
              (select count(*) from items where approval_status = 'pending')::int as pending_approvals`,
    );
  return {
    members: row?.members ?? 0,
    activeListings: row?.active_listings ?? 0,
    pendingApprovals: row?.pending_approvals ?? 0,
  };
}
