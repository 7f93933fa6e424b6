import { parseInput } from '../../commands/parse-input.js';
import { DomainError, ErrorCode } from '../../contracts/errors.js';
import { CreateReportBody, ModerationMessages } from '../../contracts/moderation.schema.js';
import type { EntityManager } from '../../db/orm.js';
import { sql } from '../../db/sql.js';
import { PUBLIC_ITEM_SQL } from '../../item/item.queries.js';
import { Report } from '../report.entity.js';

const refuse = (code: ErrorCode, message: string, field?: string) =>
  new DomainError(code, { message, ...(field ? { fieldErrors: { [field]: message } } : {}) });

/** Whether a PostgreSQL error is the unique index's refusal (two reports racing). */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/**
 * A member reports a listing or another member (issue 26 §3). The target must exist for the reporter (a listing
 * they may see; a member), and be neither themselves nor their own listing. One open report per reporter and
 * target: a second is CONFLICT until an admin resolves the first (the partial unique index decides a race). The
 * per-reporter rate limit is the gateway's.
 */
export async function createReport(
  em: EntityManager,
  reporter: { id: number; role: string },
  raw: unknown,
): Promise<Report> {
  const input = parseInput(CreateReportBody, raw);
  const fork = em.fork();
  let targetUserId: number;
  if (input.targetType === 'item') {
    const [item] = await sql<{ ownerId: number; visible: boolean }>(
      fork,
      `select i.owner_id as "ownerId", (${PUBLIC_ITEM_SQL} or i.owner_id = ? or ?) as visible
         from items i join users u on u.id = i.owner_id where i.id = ?`,
      [reporter.id, reporter.role === 'admin', input.targetId],
    );
    if (!item?.visible) throw refuse(ErrorCode.NotFound, ModerationMessages.itemNotFound, 'targetId');
    targetUserId = item.ownerId;
  } else {
    const [user] = await sql<{ id: number }>(fork, 'select id from users where id = ?', [input.targetId]);
    if (!user) throw refuse(ErrorCode.NotFound, ModerationMessages.userNotFound, 'targetId');
    targetUserId = user.id;
  }
  if (targetUserId === reporter.id) throw refuse(ErrorCode.Forbidden, ModerationMessages.reportYourself);

  const open = await fork.findOne(Report, {
    reporter: reporter.id,
    targetType: input.targetType,
    targetId: input.targetId,
    status: 'open',
  });
  if (open) throw refuse(ErrorCode.Conflict, ModerationMessages.alreadyReported);
  const report = fork.create(Report, {
    reporter: reporter.id,
    targetType: input.targetType,
    targetId: input.targetId,
    targetUserId,
    reason: input.reason,
    note: input.note,
  });
  try {
    await fork.persist(report).flush();
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(ErrorCode.Conflict, ModerationMessages.alreadyReported);
    throw error;
  }
  return report;
}
