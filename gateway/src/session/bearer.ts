import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { HeaderMap } from '@apollo/server';
import {
  ApiTokenMessages,
  type ApiTokenScope,
  DomainError,
  ERROR_TABLE,
  ErrorCode,
  findApiTokenGrant,
  loadMemberSnapshot,
  looksLikeApiTokenSecret,
  type MemberSnapshot,
  redisKey,
  touchApiToken,
} from '@koalarent/core';
import { GraphQLError } from 'graphql';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { GatewayDeps } from '../deps.js';

/**
 * Personal access tokens on the wire (issue 25 §3): `Authorization: Bearer krt_…` on /graphql and /api, or
 * `{ authorization: 'Bearer krt_…' }` in graphql-ws connectionParams. A bearer request is judged by its token
 * alone: its session cookie is never read, no cookie is set, and it needs no Origin check (a page on another site
 * cannot make a browser attach a secret it does not know, as it can a cookie).
 */

/** What a context knows of the token a request came with. */
export interface TokenAuth {
  id: number;
  scopes: readonly ApiTokenScope[];
}

/** The secret of a `Bearer` credential, or undefined when the value is no bearer credential at all. */
export function bearerOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^\s*Bearer\s+(.*?)\s*$/i.exec(value);
  return match ? match[1] : undefined;
}

/** Whether a request carries `Authorization: Bearer …` (then it is judged by the token, never by a cookie). */
export function hasBearer(headers: IncomingHttpHeaders): boolean {
  return bearerOf(headers.authorization) !== undefined;
}

/** The bearer secret of graphql-ws connectionParams (`authorization` or `Authorization`). */
export function bearerOfConnectionParams(params: unknown): string | undefined {
  if (typeof params !== 'object' || params === null) return undefined;
  const record = params as Record<string, unknown>;
  return bearerOf(record.authorization ?? record.Authorization);
}

/** Only the API's own paths take tokens; the web app's pages and the queue dashboard are for browsers. */
export function takesBearer(path: string): boolean {
  return path === '/graphql' || path.startsWith('/graphql?') || path === '/api' || path.startsWith('/api/');
}

const invalidToken = () => new DomainError(ErrorCode.Unauthenticated, { message: ApiTokenMessages.invalid });

/**
 * The token and its member, read from PostgreSQL on every request: a revocation, an expiry or a lock takes effect
 * on every gateway at the next request, with no cache to invalidate. Unknown, malformed, revoked and expired
 * secrets are all one 401; a locked member's token is ACCOUNT_LOCKED (403).
 */
export async function resolveBearer(
  deps: GatewayDeps,
  secret: string,
): Promise<{ token: TokenAuth; member: MemberSnapshot }> {
  if (!looksLikeApiTokenSecret(secret)) throw invalidToken();
  const grant = await findApiTokenGrant(deps.orm.em, secret);
  const now = new Date();
  if (!grant || grant.revokedAt || (grant.expiresAt && grant.expiresAt <= now)) throw invalidToken();
  const member = await loadMemberSnapshot(deps.orm.em, grant.userId);
  if (!member?.isVerified) throw invalidToken();
  if (member.isLocked) throw new DomainError(ErrorCode.AccountLocked);
  touchApiToken(deps.orm.em, grant, now).catch((error: unknown) =>
    deps.logger.warn({ err: error, tokenId: grant.id }, 'could not record an API token use'),
  );
  return { token: { id: grant.id, scopes: grant.scopes }, member };
}

// ---- scopes ----

function mayRead(token: TokenAuth): boolean {
  return token.scopes.includes('read') || token.scopes.includes('write');
}

function mayWrite(token: TokenAuth): boolean {
  return token.scopes.includes('write');
}

/** A REST write (any method but GET, HEAD and OPTIONS on /api) needs `write`; a read needs `read` or `write`. */
export function assertRestScope(token: TokenAuth, method: string | undefined): void {
  const reading = method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
  if (reading ? !mayRead(token) : !mayWrite(token))
    throw new DomainError(ErrorCode.Forbidden, {
      message: reading ? ApiTokenMessages.needsRead : ApiTokenMessages.needsWrite,
    });
}

/** A GraphQL operation: queries and subscriptions need `read` (or `write`), mutations `write`. */
export function assertOperationScope(token: TokenAuth, operation: string | undefined): void {
  if (operation === 'mutation' ? !mayWrite(token) : !mayRead(token))
    throw new DomainError(ErrorCode.Forbidden, {
      message: operation === 'mutation' ? ApiTokenMessages.needsWrite : ApiTokenMessages.needsRead,
    });
}

/**
 * An admin operation by token: the owner's role is checked as for a session (fresh on every request); the token
 * must carry `admin:write` for a mutation, `admin:read` or `admin:write` for anything else.
 */
export function assertAdminScope(token: TokenAuth, operation: string | undefined): void {
  const ok =
    operation === 'mutation'
      ? token.scopes.includes('admin:write')
      : token.scopes.includes('admin:read') || token.scopes.includes('admin:write');
  if (!ok)
    throw new DomainError(ErrorCode.Forbidden, {
      message: operation === 'mutation' ? ApiTokenMessages.needsAdminWrite : ApiTokenMessages.needsAdminRead,
    });
}

// ---- limits ----

/** A limit's state after a request, as the X-RateLimit-* headers say it. */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Epoch seconds when the window resets. */
  reset: number;
  /** `core` for the per-minute request count, `graphql` for the hourly cost budget (GitHub's names). */
  resource: 'core' | 'graphql';
}

export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    'x-ratelimit-limit': String(state.limit),
    'x-ratelimit-remaining': String(state.remaining),
    'x-ratelimit-reset': String(state.reset),
    'x-ratelimit-resource': state.resource,
  };
}

export function setRateLimitHeaders(res: ServerResponse | null | undefined, state: RateLimitState): void {
  if (!res || res.headersSent) return;
  for (const [name, value] of Object.entries(rateLimitHeaders(state))) res.setHeader(name, value);
}

/** A spent limit: RATE_LIMITED (429 with Retry-After) that also carries the limit's headers. */
export class TokenLimitError extends DomainError {
  constructor(
    readonly state: RateLimitState,
    seconds: number,
    message: string,
  ) {
    super(ErrorCode.RateLimited, { message, retryAfterSeconds: seconds });
  }
}

interface Limiters {
  requests: RateLimiterRedis;
  cost: RateLimiterRedis;
}

const limiters = new WeakMap<GatewayDeps, Limiters>();

function limitersOf(deps: GatewayDeps): Limiters {
  let made = limiters.get(deps);
  if (!made) {
    const { config, redis } = deps;
    made = {
      requests: new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: redisKey(config.REDIS_PREFIX, 'rl', 'api-token-requests'),
        points: config.API_TOKEN_REQUESTS_PER_MINUTE,
        duration: 60,
      }),
      cost: new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: redisKey(config.REDIS_PREFIX, 'rl', 'api-token-cost'),
        points: config.API_TOKEN_COST_PER_HOUR,
        duration: 3600,
      }),
    };
    limiters.set(deps, made);
  }
  return made;
}

async function take(
  limiter: RateLimiterRedis,
  tokenId: number,
  points: number,
  resource: RateLimitState['resource'],
  message: string,
): Promise<RateLimitState> {
  const stateOf = (res: RateLimiterRes): RateLimitState => ({
    limit: limiter.points,
    remaining: Math.max(0, res.remainingPoints),
    reset: Math.ceil((Date.now() + res.msBeforeNext) / 1000),
    resource,
  });
  try {
    return stateOf(await limiter.consume(tokenId, points));
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    // A refused request spends nothing: its points are given back, so the window's count stays what was served.
    const back = await limiter.reward(tokenId, points).catch(() => error);
    const state = stateOf(back instanceof RateLimiterRes ? back : error);
    const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw new TokenLimitError(state, seconds, message);
  }
}

/** Counts one request of the token (every door); over API_TOKEN_REQUESTS_PER_MINUTE, a TokenLimitError. */
export function countTokenRequest(deps: GatewayDeps, token: TokenAuth): Promise<RateLimitState> {
  return take(limitersOf(deps).requests, token.id, 1, 'core', ApiTokenMessages.tooManyRequests);
}

/** Spends an operation's GraphQL cost from the token's hourly budget; when it does not fit, a TokenLimitError. */
export function spendTokenCost(deps: GatewayDeps, token: TokenAuth, cost: number): Promise<RateLimitState> {
  return take(
    limitersOf(deps).cost,
    token.id,
    Math.max(1, Math.ceil(cost)),
    'graphql',
    ApiTokenMessages.budgetSpent,
  );
}
/**
 * A refusal as a GraphQL error that Apollo answers with the error table's status (and, for a spent limit, its
 * Retry-After and X-RateLimit-* headers), keeping the DomainError underneath for the formatter and the REST doors.
 */
export function refusalAsGraphqlError(
  error: DomainError,
  options: { http: boolean } = { http: true },
): GraphQLError {
  const row = ERROR_TABLE[error.code];
  const headers = new HeaderMap();
  if (error.retryAfterSeconds !== undefined) headers.set('retry-after', String(error.retryAfterSeconds));
  if (error instanceof TokenLimitError)
    for (const [name, value] of Object.entries(rateLimitHeaders(error.state))) headers.set(name, value);
  return new GraphQLError(error.message, {
    originalError: error,
    extensions: {
      code: row.graphqlCode,
      reason: error.code,
      ...(error.retryAfterSeconds !== undefined ? { retryAfter: error.retryAfterSeconds } : {}),
      ...(options.http ? { http: { status: row.httpStatus, headers } } : {}),
    },
  });
}
