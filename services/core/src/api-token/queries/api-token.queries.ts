import type { ApiTokenScope } from '../../contracts/api-token.schema.js';
import type { EntityManager } from '../../db/orm.js';
import { ApiToken } from '../api-token.entity.js';
import { hashApiTokenSecret } from '../api-token.secret.js';

/** A member's tokens for the Developer section: unrevoked ones (expired ones included, marked by their date), newest first. */
export function listApiTokens(em: EntityManager, userId: number): Promise<ApiToken[]> {
  return em.find(ApiToken, { user: userId, revokedAt: null }, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

/** What a bearer request learns from a token's row. */
export interface ApiTokenGrant {
  id: number;
  userId: number;
  scopes: ApiTokenScope[];
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

interface GrantRow {
  id: number;
  user_id: number;
  scopes: ApiTokenScope[] | string;
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

/**
 * The row of a presented secret, read from PostgreSQL on every bearer request (one indexed lookup by hash), so a
 * revocation is seen by every gateway at once. Null when no token has that secret. Expiry and revocation are the
 * caller's to judge (it answers them as one 401).
 */
export async function findApiTokenGrant(em: EntityManager, secret: string): Promise<ApiTokenGrant | null> {
  const rows: GrantRow[] = await em
    .getConnection()
    .execute(
      'select id, user_id, scopes, expires_at, revoked_at, last_used_at from api_tokens where token_hash = ?',
      [hashApiTokenSecret(secret)],
    );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    scopes: typeof row.scopes === 'string' ? (JSON.parse(row.scopes) as ApiTokenScope[]) : row.scopes,
    expiresAt: row.expires_at ? new Date(row.expires_at) : null,
    revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at) : null,
  };
}

/**
 * Which of these tokens still work (one answer per id, in order): not revoked, not expired, their member not locked.
 * The periodic check of token sockets asks it, so a token that simply expires stops its open subscriptions too.
 */
export async function apiTokensInForce(
  em: EntityManager,
  ids: readonly number[],
  now: Date,
): Promise<boolean[]> {
  if (ids.length === 0) return [];
  const rows: { id: number }[] = await em.getConnection().execute(
    `select t.id from api_tokens t join users u on u.id = t.user_id
        where t.id = any(?::int[]) and t.revoked_at is null and (t.expires_at is null or t.expires_at > ?)
          and not u.is_locked`,
    [`{${ids.join(',')}}`, now],
  );
  const working = new Set(rows.map((r) => r.id));
  return ids.map((id) => working.has(id));
}

/** How stale a token's "last used" may be: one write per token per minute at most, however busy it is. */
export const API_TOKEN_TOUCH_MS = 60_000;

/** Records a use of the token (at most once a minute: the condition makes a busy token cost no write). */
export async function touchApiToken(
  em: EntityManager,
  grant: ApiTokenGrant,
  now = new Date(),
): Promise<void> {
  if (grant.lastUsedAt && now.getTime() - grant.lastUsedAt.getTime() < API_TOKEN_TOUCH_MS) return;
  await em
    .getConnection()
    .execute(
      `update api_tokens set last_used_at = ? where id = ? and (last_used_at is null or last_used_at < ?)`,
      [now, grant.id, new Date(now.getTime() - API_TOKEN_TOUCH_MS)],
    );
}
