import type { EntityManager } from '../db/orm.js';
import { decodeIdCursor, encodeIdCursor, pageSize } from '../paging/id-cursor.js';
import type { AuditTargetType } from './audit-entry.entity.js';

/** An audit row as the dashboard shows it, with the actor's name at the time of reading. */
export interface AuditRecord {
  id: number;
  actorId: number;
  actorName: string;
  action: string;
  targetType: AuditTargetType;
  targetId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: Date;
}

export interface AuditPage {
  nodes: AuditRecord[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export const AUDIT_PAGE_MAX = 200;
const LIST = 'audit';

interface AuditRow {
  id: number;
  actor_id: number;
  actor_name: string | null;
  action: string;
  target_type: AuditTargetType;
  target_id: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: Date;
}

/** The audit trail, newest first, a page at a time (one statement). */
export async function auditLog(
  em: EntityManager,
  query: { first: number; after: string | null },
): Promise<AuditPage> {
  const first = pageSize(query.first, AUDIT_PAGE_MAX);
  const below = query.after ? decodeIdCursor(LIST, query.after) : null;
  const rows: AuditRow[] = await em.getConnection().execute(
    `select a.id, a.actor_id, u.username as actor_name, a.action, a.target_type, a.target_id, a.before, a.after,
            a.created_at
       from audit_entries a left join users u on u.id = a.actor_id
      where (?::int is null or a.id < ?::int)
      order by a.id desc
      limit ?`,
    [below, below, first + 1],
  );
  const page = rows.slice(0, first);
  const last = page.at(-1);
  return {
    nodes: page.map((r) => ({
      id: r.id,
      actorId: r.actor_id,
      actorName: r.actor_name ?? `User ${r.actor_id}`,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      before: r.before,
      after: r.after,
      createdAt: new Date(r.created_at),
    })),
    hasNextPage: rows.length > first,
    endCursor: last ? encodeIdCursor(LIST, last.id) : null,
  };
}
