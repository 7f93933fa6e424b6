import { LockMode } from '@mikro-orm/core';
import { AuditTargetType } from '../../audit/audit-entry.entity.js';
import { recordAudit } from '../../audit/record-audit.js';
import { parseInput } from '../../commands/parse-input.js';
import { DomainError, ErrorCode } from '../../contracts/errors.js';
import { DecideIdentityCheckBody, IdentityCheckMessages } from '../../contracts/identity-check.schema.js';
import type { EntityManager } from '../../db/orm.js';
import { isRowId } from '../../item/item.queries.js';
import { recordEvent } from '../../outbox/outbox.js';
import { User } from '../../user/user.entity.js';
import { IdentityCheck } from '../identity-check.entity.js';

const notFound = () => new DomainError(ErrorCode.NotFound, { message: IdentityCheckMessages.notFound });

/**
 * An admin decides a waiting identity check (issue 26 §1): `verified` sets the member's `identityVerified`,
 * `rejected` (with a reason, which the member is shown) leaves it false and lets them submit again. One transaction
 * with its audit row `identity.verify` / `identity.reject` and the event `identity_check.decided` (the bookings
 * worker recounts the member's rank); a check already decided is CONFLICT. The caller tells the member by e-mail
 * once it is committed.
 */
export async function decideIdentityCheck(
  em: EntityManager,
  actor: { id: number; role: string },
  id: number,
  raw: unknown,
): Promise<IdentityCheck> {
  if (actor.role !== 'admin') throw new DomainError(ErrorCode.Forbidden);
  const { decision, reason } = parseInput(DecideIdentityCheckBody, raw);
  if (!isRowId(id)) throw notFound();
  return em.fork().transactional(async (tx) => {
    const check = await tx.findOne(IdentityCheck, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!check) throw notFound();
    if (check.status !== 'submitted')
      throw new DomainError(ErrorCode.Conflict, { message: IdentityCheckMessages.alreadyDecided });
    const user = await tx.findOne(User, { id: check.user.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!user) throw notFound();
    const wasVerified = user.identityVerified;
    check.status = decision;
    check.reason = reason;
    check.decidedById = actor.id;
    check.decidedAt = new Date();
    user.identityVerified = decision === 'verified';
    recordAudit(tx, {
      actorId: actor.id,
      action: decision === 'verified' ? 'identity.verify' : 'identity.reject',
      targetType: AuditTargetType.IdentityCheck,
      targetId: check.id,
      before: { status: 'submitted', identityVerified: wasVerified },
      after: { status: decision, identityVerified: user.identityVerified, userId: user.id, reason },
    });
    // The bookings worker recounts the member's rank (spec §9: senior and above need a verified identity).
    recordEvent(tx, 'identity_check.decided', { checkId: check.id, userId: user.id, decision });
    await tx.flush();
    return check;
  });
}
