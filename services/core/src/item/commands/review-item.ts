import { LockMode } from '@mikro-orm/core';
import { AuditTargetType } from '../../audit/audit-entry.entity.js';
import { changedFields, recordAudit } from '../../audit/record-audit.js';
import { parseInput } from '../../commands/parse-input.js';
import { DomainError, ErrorCode } from '../../contracts/errors.js';
import { ApprovalDecisionInput } from '../../contracts/item.schema.js';
import type { EntityManager } from '../../db/orm.js';
import { recordEvent } from '../../outbox/outbox.js';
import { ApprovalStatus, Item } from '../item.entity.js';
import { type CatalogViewer, isRowId, itemNotFound } from '../item.queries.js';

/**
 * An admin approves or rejects a listing (spec §4: either, from any other state), with an optional reason kept
 * for the owner on a rejection. The `item.approved` / `item.rejected` event is written to the outbox in the same
 * transaction. Deciding what is already decided changes nothing and announces nothing (a double click), except
 * that a rejection's reason may be reworded. Whatever changed is written to the audit trail in the same
 * transaction.
 */
export async function reviewItem(
  em: EntityManager,
  actor: CatalogViewer,
  id: number,
  raw: unknown,
): Promise<number> {
  if (actor.role !== 'admin') throw new DomainError(ErrorCode.Forbidden);
  const decision = parseInput(ApprovalDecisionInput, raw);
  return em.transactional(async (tx) => {
    const item = isRowId(id)
      ? await tx.findOne(Item, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE })
      : null;
    if (!item) throw itemNotFound();
    const reason = decision.approvalStatus === ApprovalStatus.Rejected ? decision.reason : null;
    const change = changedFields(
      { approvalStatus: item.approvalStatus, rejectionReason: item.rejectionReason },
      { approvalStatus: decision.approvalStatus, rejectionReason: reason },
    );
    if (change)
      recordAudit(tx, {
        actorId: actor.id,
        action: decision.approvalStatus === ApprovalStatus.Approved ? 'item.approve' : 'item.reject',
        targetType: AuditTargetType.Item,
        targetId: item.id,
        ...change,
      });
    if (item.approvalStatus === decision.approvalStatus) {
      item.rejectionReason = reason;
      await tx.flush();
      return item.id;
    }
    item.approvalStatus = decision.approvalStatus;
    item.rejectionReason = reason;
    if (decision.approvalStatus === ApprovalStatus.Approved)
      recordEvent(tx, 'item.approved', { itemId: item.id, ownerId: item.owner.id, reviewerId: actor.id });
    else
      recordEvent(tx, 'item.rejected', {
        itemId: item.id,
        ownerId: item.owner.id,
        reviewerId: actor.id,
        reason,
      });
    await tx.flush();
    return item.id;
  });
}
