import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap } from '@apollo/server';
import {
  DomainError,
  type EntityManager,
  ERROR_TABLE,
  ErrorCode,
  loadMemberSnapshot,
  type MemberSnapshot,
} from '@koalarent/core';
import { GraphQLError } from 'graphql';
import type { GatewayDeps } from './deps.js';
import { isServiceUnavailableError, UNAVAILABLE_RETRY_AFTER_SECONDS } from './http/unavailable.js';
import {
  assertRestScope,
  bearerOf,
  countTokenRequest,
  refusalAsGraphqlError,
  resolveBearer,
  setRateLimitHeaders,
  type TokenAuth,
  TokenLimitError,
  takesBearer,
} from './session/bearer.js';
import { sessionIdFrom } from './session/cookies.js';

export interface Viewer {
  id: number;
  role: 'admin' | 'user';
}

/** The signed-in member as the session's snapshot has them (read fresh or invalidated on every change). */
interface SignedIn extends Viewer {
  member: MemberSnapshot;
}

/** What every resolver receives: one EntityManager fork per request, who is asking, and the HTTP pair when there is one. */
export interface GatewayContext {
  requestId: string;
  deps: GatewayDeps;
  em: EntityManager;
  viewer: Viewer | null;
  /** The signed-in member's snapshot; null when anonymous, and after a sign-out in this request. */
  member: MemberSnapshot | null;
  sessionId: string | null;
  ipAddress: string;
  userAgent: string;
  /** The HTTP exchange, for setting cookies; absent over graphql-ws, where no cookie can be set, and for a token. */
  http: HttpExchange | null;
  /** The API token a direct client sent (`Authorization: Bearer …`); null for a session or an anonymous visitor. */
  token: TokenAuth | null;
}

/** A plain node:http exchange (Express's objects are ones too), and whether it arrived over HTTPS. */
export interface HttpExchange {
  req: IncomingMessage;
  res: ServerResponse;
  secure: boolean;
}

function clientIp(req: IncomingMessage & { ip?: string | undefined }): string {
  return (req.ip ?? req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
}

/**
 * The member behind a session, from the snapshot cached beside it (one Redis round trip), else from PostgreSQL
 * (then cached). Snapshots are dropped on every change to the member (a database trigger announces changes made
 * anywhere), so a lock, an unverify or a role change takes effect at once. A session whose member is gone,
 * locked or unverified ends here, on whichever door it is used.
 */
async function resolveMember(deps: GatewayDeps, sessionId: string): Promise<SignedIn | null> {
  const resolved = await deps.sessions.resolve(sessionId);
  if (!resolved) return null;
  let member = resolved.member;
  if (!member || member.id !== resolved.session.userId) {
    member = await loadMemberSnapshot(deps.orm.em, resolved.session.userId);
    if (member) await deps.sessions.storeMember(member, resolved.generation);
  }
  if (!member || member.isLocked || !member.isVerified) {
    await deps.sessions.destroy(sessionId);
    return null;
  }
  return { id: member.id, role: member.role, member };
}

/**
 * The context for a request whose session (if any) this process already knows: no await, no promise. Returns
 * undefined when the session must be resolved first (`buildContext` does that).
 */
export function cachedContext(
  deps: GatewayDeps,
  req: IncomingMessage & { ip?: string | undefined },
  http: HttpExchange | null,
  requestId: string,
): GatewayContext | undefined {
  // A bearer request always goes the careful way: its token is read from the database every time.
  if (req.headers.authorization !== undefined && takesBearer(pathOf(req))) return undefined;
  const sessionId = sessionIdFrom(req) ?? null;
  if (!sessionId) return contextFor(deps, req, http, requestId, null, null);
  const kept = deps.sessions.peek(sessionId);
  const member = kept?.member;
  // Anything but a plainly valid kept member goes the careful way (which may end the session).
  if (!member || member.id !== kept.session.userId || member.isLocked || !member.isVerified) return undefined;
  return contextFor(deps, req, http, requestId, sessionId, { id: member.id, role: member.role, member });
}

/**
 * The context of an anonymous visitor at `req`'s address, whatever cookies it carries: for the server's render of a
 * public page, which runs the page's queries as nobody in particular (its result may be shown to any visitor).
 * Per-address limits still count against the visitor.
 */
export function anonymousContext(
  deps: GatewayDeps,
  req: IncomingMessage & { ip?: string | undefined },
  requestId: string,
): GatewayContext {
  return contextFor(deps, req, null, requestId, null, null);
}

/** The request's path as the client sent it (Express's mounted routers see a shortened `url`). */
function pathOf(req: IncomingMessage & { originalUrl?: string }): string {
  return req.originalUrl ?? req.url ?? '/';
}

/**
 * The context of a request: a bearer token's on /graphql and /api (see `tokenContext`), else the session's.
 * `bearer` is a token sent another way than the Authorization header (graphql-ws connectionParams).
 */
export async function buildContext(
  deps: GatewayDeps,
  req: IncomingMessage & { ip?: string | undefined },
  http: HttpExchange | null,
  requestId: string,
  bearer?: string,
): Promise<GatewayContext> {
  const path = pathOf(req);
  const secret = bearer ?? (takesBearer(path) ? bearerOf(req.headers.authorization) : undefined);
  if (secret !== undefined) return tokenContext(deps, req, http, requestId, secret);
  const sessionId = sessionIdFrom(req) ?? null;
  let signedIn: SignedIn | null = null;
  try {
    signedIn = sessionId ? await resolveMember(deps, sessionId) : null;
  } catch (error) {
    throw unavailableContext(error);
  }
  return contextFor(deps, req, http, requestId, signedIn ? sessionId : null, signedIn);
}

/**
 * A direct client's context: the token's member, with no session and no HTTP exchange (so nothing sets a cookie).
 * Every request counts against the token's per-minute limit (X-RateLimit-* on the answer); a REST write needs the
 * `write` scope. Refusals are DomainErrors wrapped so Apollo answers their status, which the REST doors unwrap.
 */
async function tokenContext(
  deps: GatewayDeps,
  req: IncomingMessage & { ip?: string | undefined; originalUrl?: string },
  http: HttpExchange | null,
  requestId: string,
  secret: string,
): Promise<GatewayContext> {
  try {
    const { token, member } = await resolveBearer(deps, secret);
    const state = await countTokenRequest(deps, token);
    setRateLimitHeaders(http?.res, state);
    if (pathOf(req).startsWith('/api')) assertRestScope(token, req.method);
    // Without an admin scope the token acts with a member's powers, whatever its owner's role.
    const admin = member.role === 'admin' && token.scopes.some((s) => s.startsWith('admin:'));
    const context = contextFor(deps, req, null, requestId, null, {
      id: member.id,
      role: admin ? 'admin' : 'user',
      member,
    });
    context.token = token;
    return context;
  } catch (error) {
    if (error instanceof TokenLimitError) setRateLimitHeaders(http?.res, error.state);
    if (error instanceof DomainError) throw refusalAsGraphqlError(error);
    throw unavailableContext(error);
  }
}

/**
 * A session that cannot be read because Redis or PostgreSQL does not answer. Apollo answers a failed context with
 * a 500 unless the error names its status, so it says 503 with Retry-After here, as every other door does; the
 * original error stays underneath for the REST doors and the log.
 */
function unavailableContext(error: unknown): unknown {
  if (!isServiceUnavailableError(error)) return error;
  return new GraphQLError(ERROR_TABLE.SERVICE_UNAVAILABLE.message, {
    originalError: error instanceof Error ? error : undefined,
    extensions: {
      code: ERROR_TABLE.SERVICE_UNAVAILABLE.graphqlCode,
      reason: ErrorCode.ServiceUnavailable,
      retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS,
      http: {
        status: ERROR_TABLE.SERVICE_UNAVAILABLE.httpStatus,
        headers: new HeaderMap([['retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS)]]),
      },
    },
  });
}

function contextFor(
  deps: GatewayDeps,
  req: IncomingMessage & { ip?: string | undefined },
  http: HttpExchange | null,
  requestId: string,
  sessionId: string | null,
  signedIn: SignedIn | null,
): GatewayContext {
  // The EntityManager fork is made on first use: a request answered from the session (me, say) needs none.
  let em: EntityManager | undefined;
  return {
    requestId,
    deps,
    get em() {
      em ??= deps.orm.em.fork();
      return em;
    },
    viewer: signedIn ? { id: signedIn.id, role: signedIn.role } : null,
    member: signedIn?.member ?? null,
    sessionId,
    ipAddress: clientIp(req),
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 1024),
    http,
    token: null,
  };
}
