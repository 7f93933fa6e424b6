import type { IncomingMessage } from 'node:http';
import type { EntityManager, SessionData } from '@koalarent/core';
import type { Request, Response } from 'express';
import type { GatewayDeps } from './deps.js';
import { sessionIdFrom } from './session/cookies.js';

export interface Viewer {
  id: number;
  role: 'admin' | 'user';
}

/** What every resolver receives: one EntityManager fork per request, who is asking, and the HTTP pair when there is one. */
export interface GatewayContext {
  requestId: string;
  deps: GatewayDeps;
  em: EntityManager;
  viewer: Viewer | null;
  sessionId: string | null;
  session: SessionData | null;
  ipAddress: string;
  userAgent: string;
  /** Absent over graphql-ws, where no cookie can be set. */
  http: { req: Request; res: Response } | null;
}

export function clientIp(req: IncomingMessage & { ip?: string | undefined }): string {
  return (req.ip ?? req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
}

interface MemberFlags {
  role: 'admin' | 'user';
  is_locked: boolean;
  is_verified: boolean;
}

/**
 * The viewer behind a session, with role and flags read fresh: a role stored in the session would outlive a
 * demotion. A session whose member is gone, locked or unverified ends here, on whichever door it is used.
 */
async function resolveViewer(
  deps: GatewayDeps,
  sessionId: string,
  session: SessionData,
): Promise<Viewer | null> {
  const rows: MemberFlags[] = await deps.orm.em
    .getConnection()
    .execute('select role, is_locked, is_verified from users where id = ?', [session.userId]);
  const member = rows[0];
  if (!member || member.is_locked || !member.is_verified) {
    await deps.sessions.destroy(sessionId);
    return null;
  }
  await deps.sessions.touch(sessionId, session);
  return { id: session.userId, role: member.role };
}

export async function buildContext(
  deps: GatewayDeps,
  req: IncomingMessage & { ip?: string | undefined },
  http: { req: Request; res: Response } | null,
  requestId: string,
): Promise<GatewayContext> {
  const sessionId = sessionIdFrom(req) ?? null;
  const session = sessionId ? await deps.sessions.get(sessionId) : null;
  const viewer = session && sessionId ? await resolveViewer(deps, sessionId, session) : null;
  return {
    requestId,
    deps,
    em: deps.orm.em.fork(),
    viewer,
    sessionId: viewer ? sessionId : null,
    session: viewer ? session : null,
    ipAddress: clientIp(req),
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 1024),
    http,
  };
}
