import type { IdentityCheckStatus } from '../contracts/identity-check.schema.js';
import type { EntityManager } from '../db/orm.js';
import { sql } from '../db/sql.js';

export const IDENTITY_CHECKS_PAGE_MAX = 100;

/** A member's standing: their latest check's status (`none` before the first), and the reason of a rejection. */
export async function myIdentityCheck(
  em: EntityManager,
  userId: number,
): Promise<{ status: IdentityCheckStatus; reason: string | null }> {
  const [latest] = await sql<{ status: IdentityCheckStatus; reason: string | null }>(
    em.fork(),
    'select status, reason from identity_checks where user_id = ? order by id desc limit 1',
    [userId],
  );
  if (!latest) return { status: 'none', reason: null };
  return { status: latest.status, reason: latest.status === 'rejected' ? latest.reason : null };
}

/** One row of the admins' Identity queue: the member beside the ids of their private photos (null once deleted). */
export interface AdminIdentityCheckRow {
  id: number;
  status: Exclude<IdentityCheckStatus, 'none'>;
  userId: number;
  username: string;
  fullName: string;
  documentUploadIds: string[] | null;
  selfieUploadId: string | null;
  reason: string | null;
  decidedById: number | null;
  decidedAt: Date | null;
  createdAt: Date;
}

/** The admins' Identity queue, oldest waiting first for `submitted`, newest first otherwise; `null` is every check. */
export async function adminIdentityChecks(
  em: EntityManager,
  options: { status: Exclude<IdentityCheckStatus, 'none'> | null; limit: number },
): Promise<AdminIdentityCheckRow[]> {
  const limit = Math.min(Math.max(options.limit, 1), IDENTITY_CHECKS_PAGE_MAX);
  const found = await sql<AdminIdentityCheckRow>(
    em.fork(),
    `select c.id, c.status, c.user_id as "userId", u.username, u.full_name as "fullName",
            case when c.documents_deleted_at is null then c.document_upload_ids end as "documentUploadIds",
            case when c.documents_deleted_at is null then c.selfie_upload_id::text end as "selfieUploadId",
            c.reason, c.decided_by_id as "decidedById", c.decided_at as "decidedAt", c.created_at as "createdAt"
       from identity_checks c join users u on u.id = c.user_id
      where (?::text is null or c.status = ?)
      order by case when c.status = 'submitted' then c.id else -c.id end
      limit ?`,
    [options.status, options.status, limit],
  );
  // Raw rows carry PostgreSQL's timestamps as text.
  return found.map((row) => ({
    ...row,
    decidedAt: row.decidedAt === null ? null : new Date(row.decidedAt),
    createdAt: new Date(row.createdAt),
  }));
}
