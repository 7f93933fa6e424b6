import { AuditTargetType } from '../../audit/audit-entry.entity.js';
import { recordAudit } from '../../audit/record-audit.js';
import { parseInput } from '../../commands/parse-input.js';
import {
  ADMIN_API_TOKEN_SCOPES,
  API_TOKENS_PER_MEMBER,
  ApiTokenMessages,
  CreateApiTokenBody,
} from '../../contracts/api-token.schema.js';
import { DomainError, ErrorCode } from '../../contracts/errors.js';
import type { EntityManager } from '../../db/orm.js';
import { User } from '../../user/user.entity.js';
import { ApiToken } from '../api-token.entity.js';
import { hashApiTokenSecret, newApiTokenSecret } from '../api-token.secret.js';

export interface CreatedApiToken {
  token: ApiToken;
  /** The secret itself: answered once, to the member who made it, and never stored. */
  secret: string;
}

/**
 * A member makes a personal access token: validated with the shared contract (both doors), admin scopes only for
 * an admin, at most API_TOKENS_PER_MEMBER live ones. The token and its audit entry are written in one transaction.
 */
export async function createApiToken(
  em: EntityManager,
  owner: { id: number; role: 'admin' | 'user' },
  input: unknown,
): Promise<CreatedApiToken> {
  const body = parseInput(CreateApiTokenBody, input);
  if (owner.role !== 'admin' && body.scopes.some((s) => ADMIN_API_TOKEN_SCOPES.includes(s)))
    throw new DomainError(ErrorCode.Forbidden, {
      message: ApiTokenMessages.adminScopes,
      fieldErrors: { scopes: ApiTokenMessages.adminScopes },
    });
  const secret = newApiTokenSecret();
  const token = await em.transactional(async (tx) => {
    // Counted under a lock on the member's row, so two requests at once cannot both take the last place.
    await tx
      .getConnection()
      .execute('select 1 from users where id = ? for update', [owner.id], 'all', tx.getTransactionContext());
    const live = await tx.count(ApiToken, {
      user: owner.id,
      revokedAt: null,
      $or: [{ expiresAt: null }, { expiresAt: { $gt: new Date() } }],
    });
    if (live >= API_TOKENS_PER_MEMBER)
      throw new DomainError(ErrorCode.Conflict, { message: ApiTokenMessages.tooMany });
    const made = tx.create(ApiToken, {
      user: tx.getReference(User, owner.id),
      name: body.name,
      tokenHash: hashApiTokenSecret(secret),
      lastFour: secret.slice(-4),
      scopes: body.scopes,
      expiresAt: body.expiresAt,
    });
    await tx.flush();
    recordAudit(tx, {
      actorId: owner.id,
      action: 'token.create',
      targetType: AuditTargetType.ApiToken,
      targetId: made.id,
      before: null,
      after: { name: made.name, scopes: made.scopes, expiresAt: made.expiresAt?.toISOString() ?? null },
    });
    return made;
  });
  return { token, secret };
}
