import { LockMode } from '@mikro-orm/core';
import { AuditTargetType } from '../../audit/audit-entry.entity.js';
import { recordAudit } from '../../audit/record-audit.js';
import { ApiTokenMessages } from '../../contracts/api-token.schema.js';
import { DomainError, ErrorCode } from '../../contracts/errors.js';
import type { EntityManager } from '../../db/orm.js';
import { isRowId } from '../../item/item.queries.js';
import { ApiToken } from '../api-token.entity.js';

/**
 * A member revokes one of their tokens. It stops working at once on every gateway: each bearer request reads the
 * token's row (nothing caches it in a process), and this sets revokedAt in the same transaction as the audit entry.
 * Someone else's token, a revoked one or an unknown id are all NOT_FOUND (no hint that the id exists).
 */
export async function revokeApiToken(
  em: EntityManager,
  owner: { id: number },
  id: number,
): Promise<ApiToken> {
  if (!isRowId(id)) throw new DomainError(ErrorCode.NotFound, { message: ApiTokenMessages.notFound });
  return em.transactional(async (tx) => {
    const token = await tx.findOne(
      ApiToken,
      { id, user: owner.id, revokedAt: null },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!token) throw new DomainError(ErrorCode.NotFound, { message: ApiTokenMessages.notFound });
    token.revokedAt = new Date();
    recordAudit(tx, {
      actorId: owner.id,
      action: 'token.revoke',
      targetType: AuditTargetType.ApiToken,
      targetId: token.id,
      before: { revokedAt: null },
      after: { revokedAt: token.revokedAt.toISOString() },
    });
    return token;
  });
}
