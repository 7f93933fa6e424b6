import type {
  ReportAction,
  ReportReason,
  ReportStatus,
  ReportTargetType,
} from '../../contracts/moderation.schema.js';
import type { EntityManager } from '../../db/orm.js';
import { sql } from '../../db/sql.js';

/**
 * SQL: whether either of the two members (SQL expressions giving user ids) has blocked the other. Messaging's
 * `sendMessage` and the bookings worker's request read it in their own transactions.
 */
export function blockedBetweenSql(a: string, b: string): string {
  return `exists (select 1 from user_blocks ub
     where (ub.blocker_id = ${a} and ub.blocked_id = ${b}) or (ub.blocker_id = ${b} and ub.blocked_id = ${a}))`;
}

/** A member someone blocked, as their block list shows them. */
export interface BlockedMemberRecord {
  userId: number;
  username: string;
  fullName: string;
  profileImage: string | null;
  blockedAt: Date;
}

/** The members `blockerId` blocked, newest first. */
export async function blockedMembers(em: EntityManager, blockerId: number): Promise<BlockedMemberRecord[]> {
  const rows = await sql<BlockedMemberRecord>(
    em,
    `select u.id as "userId", u.username, u.full_name as "fullName", u.profile_image as "profileImage",
            b.created_at as "blockedAt"
       from user_blocks b join users u on u.id = b.blocked_id
      where b.blocker_id = ? order by b.created_at desc, u.id`,
    [blockerId],
  );
  return rows.map((r) => ({ ...r, blockedAt: new Date(r.blockedAt) }));
}

/** A message of the reported conversation, as the Reports queue shows it. */
export interface ReportContextMessage {
  id: number;
  senderId: number;
  content: string;
  createdAt: Date;
}

/** A report with what an admin needs to decide: both members, the listing, the last messages between the two. */
export interface ReportRecord {
  id: number;
  reporterId: number;
  reporterName: string;
  targetType: ReportTargetType;
  targetId: number;
  targetUserId: number;
  targetUserName: string | null;
  targetUserLocked: boolean;
  itemTitle: string | null;
  itemApprovalStatus: string | null;
  reason: ReportReason;
  note: string | null;
  status: ReportStatus;
  action: ReportAction | null;
  resolvedAt: Date | null;
  createdAt: Date;
  messages: ReportContextMessage[];
}

/** How many of the two members' last messages the queue shows. */
const REPORT_CONTEXT_MESSAGES = 10;
export const REPORTS_PAGE_MAX = 100;

interface ReportRow extends Omit<ReportRecord, 'messages'> {
  messages: ReportContextMessage[] | null;
}

/**
 * The Reports queue, newest first: open ones (or resolved, or all), at most `limit`. One statement: the members'
 * names, the listing, and the last `REPORT_CONTEXT_MESSAGES` member messages between reporter and reported (oldest
 * first), so the admin sees the conversation the report came from.
 */
export async function adminReports(
  em: EntityManager,
  query: { status: ReportStatus | null; limit: number },
): Promise<ReportRecord[]> {
  const limit = Math.min(Math.max(1, Math.trunc(query.limit) || 1), REPORTS_PAGE_MAX);
  const rows = await sql<ReportRow>(
    em,
    `select r.id, r.reporter_id as "reporterId", rep.username as "reporterName", r.target_type as "targetType",
            r.target_id as "targetId", r.target_user_id as "targetUserId", tu.username as "targetUserName",
            coalesce(tu.is_locked, false) as "targetUserLocked",
            i.title as "itemTitle", i.approval_status as "itemApprovalStatus", r.reason, r.note, r.status,
            r.action, r.resolved_at as "resolvedAt", r.created_at as "createdAt",
            (select json_agg(json_build_object('id', m.id, 'senderId', m.sender_id, 'content', m.content,
                                               'createdAt', m.created_at) order by m.id)
               from (select id, sender_id, content, created_at from messages
                      where kind = 'USER'
                        and ((sender_id = r.reporter_id and receiver_id = r.target_user_id)
                          or (sender_id = r.target_user_id and receiver_id = r.reporter_id))
                      order by id desc limit ${REPORT_CONTEXT_MESSAGES}) m) as messages
       from reports r
       join users rep on rep.id = r.reporter_id
       left join users tu on tu.id = r.target_user_id
       left join items i on r.target_type = 'item' and i.id = r.target_id
      where (?::text is null or r.status = ?::text)
      order by r.id desc
      limit ?`,
    [query.status, query.status, limit],
  );
  return rows.map((r) => ({
    ...r,
    resolvedAt: r.resolvedAt ? new Date(r.resolvedAt) : null,
    createdAt: new Date(r.createdAt),
    messages: (r.messages ?? []).map((m) => ({ ...m, createdAt: new Date(m.createdAt) })),
  }));
}
