import { LockMode } from '@mikro-orm/core';
import { AuditTargetType } from '../../audit/audit-entry.entity.js';
import { recordAudit } from '../../audit/record-audit.js';
import { parseInput } from '../../commands/parse-input.js';
import { DomainError, ErrorCode } from '../../contracts/errors.js';
import { ModerationMessages, ResolveReportBody } from '../../contracts/moderation.schema.js';
import type { EntityManager } from '../../db/orm.js';
import { reviewItem } from '../../item/commands/review-item.js';
import { type CatalogViewer, isRowId } from '../../item/item.queries.js';
import { recordEvent } from '../../outbox/outbox.js';
import type { SessionStore } from '../../session/session-store.js';
import { adminUpdateUser } from '../../user/commands/update-user.js';
import { Report } from '../report.entity.js';

/** The reason a listing hidden after a report carries to its owner (the listing-rejected notice shows it). */
const HIDDEN_AFTER_REPORT_REASON = 'Hidden by an administrator after a report.';

const notFound = () => new DomainError(ErrorCode.NotFound, { message: ModerationMessages.reportNotFound });

/**
 * An admin resolves an open report (issue 26 §3) with one action:
 * - `dismiss`: nothing else changes;
 * - `hide_listing` (a report about a listing): the listing is rejected with `HIDDEN_AFTER_REPORT_REASON`, so it
 *   leaves search and its page (core's `reviewItem`, audited `item.reject`, its owner told);
 * - `lock_member`: the reported member (a listing's owner) is locked and signed out (`adminUpdateUser`, audited
 *   `user.lock`);
 * - `warn`: the reported member is sent the warning e-mail (`hooks.beforeCommit`: the gateway's mailer, as for
 *   the admin's other e-mails; a mail that could not be sent rolls the resolution back).
 * The report then closes with its own audit row `report.<action>`, in one transaction; the caller tells the
 * reporter the outcome by e-mail, and the event `report.resolved` tells them in the app. A report already resolved is CONFLICT; the effect is applied first, so an admin who
 * retries after a failure applies it again harmlessly and closes the report.
 */
export async function resolveReport(
  em: EntityManager,
  sessions: SessionStore,
  actor: CatalogViewer,
  id: number,
  raw: unknown,
  hooks: { beforeCommit?: (report: Report) => Promise<void> } = {},
): Promise<Report> {
  if (actor.role !== 'admin') throw new DomainError(ErrorCode.Forbidden);
  const { action } = parseInput(ResolveReportBody, raw);
  if (!isRowId(id)) throw notFound();
  const found = await em.fork().findOne(Report, { id });
  if (!found) throw notFound();
  if (found.status !== 'open')
    throw new DomainError(ErrorCode.Conflict, { message: ModerationMessages.alreadyResolved });

  if (action === 'hide_listing') {
    if (found.targetType !== 'item')
      throw new DomainError(ErrorCode.ValidationFailed, {
        message: ModerationMessages.hideNeedsListing,
        fieldErrors: { action: ModerationMessages.hideNeedsListing },
      });
    await reviewItem(em.fork(), actor, found.targetId, {
      approvalStatus: 'rejected',
      reason: HIDDEN_AFTER_REPORT_REASON,
    });
  } else if (action === 'lock_member') {
    await adminUpdateUser(em.fork(), sessions, actor, found.targetUserId, { isLocked: true });
  }

  return em.fork().transactional(async (tx) => {
    const report = await tx.findOne(Report, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!report) throw notFound();
    if (report.status !== 'open')
      throw new DomainError(ErrorCode.Conflict, { message: ModerationMessages.alreadyResolved });
    report.status = 'resolved';
    report.action = action;
    report.resolvedById = actor.id;
    report.resolvedAt = new Date();
    recordAudit(tx, {
      actorId: actor.id,
      action: `report.${action}`,
      targetType: AuditTargetType.Report,
      targetId: report.id,
      before: { status: 'open' },
      after: {
        status: 'resolved',
        action,
        targetType: report.targetType,
        targetId: report.targetId,
        targetUserId: report.targetUserId,
      },
    });
    // The reporter's in-app notice (messaging), committed with the resolution.
    recordEvent(tx, 'report.resolved', {
      reportId: report.id,
      reporterId: report.reporter.id,
      resolvedById: actor.id,
      targetType: report.targetType,
      action,
    });
    await tx.flush();
    // A warning that could not be sent leaves the report open and nothing recorded (the admin may retry).
    await hooks.beforeCommit?.(report);
    return report;
  });
}
