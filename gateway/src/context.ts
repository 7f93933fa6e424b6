import type { IncomingMessage } from 'node:http';
import type { EntityManager } from '@koalarent/core';
import type { Request, Response } from 'express';
import type { GatewayDeps } from './deps.js';
import { sessionIdFrom } from './session/cookies.js';
import type { SessionData } from './session/session-store.js';

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

export async function buildContext(
  deps: GatewayDeps,
  req: IncomingMessage & { ip?: string | undefined },
  http: { req: Request; res: Response } | null,
  requestId: string,
): Promise<GatewayContext> {
  const sessionId = sessionIdFrom(req) ?? null;
  const session = sessionId ? await deps.sessions.get(sessionId) : null;
  if (session && sessionId) await deps.sessions.touch(sessionId, session);
  return {
    requestId,
    deps,
    em: deps.orm.em.fork(),
    viewer: session ? { id: session.userId, role: session.role } : null,
    sessionId: session ? sessionId : null,
    session,
    ipAddress: clientIp(req),
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 1024),
    http,
  };
}
