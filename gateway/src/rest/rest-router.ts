import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { DomainError, ErrorCode } from '@koalarent/core';
import { type Request, type Response, Router } from 'express';
import { buildContext } from '../context.js';
import type { GatewayDeps } from '../deps.js';
import type { JitExecutor } from '../graphql/jit-executor.js';
import { answerRestRoute, type CompiledRestRoute, type ErrorBody } from './run-route.js';

export type { ErrorBody };

function asBody(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Mounts every row of the route table on Express (the fast lane answers the hottest GET routes before it). */
export function restRouter(deps: GatewayDeps, jit: JitExecutor, routes: CompiledRestRoute[]): Router {
  const router = Router();
  for (const compiled of routes) {
    const { route } = compiled;
    const handler = async (req: Request, res: Response) => {
      const requestId = String(res.locals.requestId ?? randomUUID());
      const context = await buildContext(deps, req, { req, res, secure: req.secure }, requestId);
      const answer = await answerRestRoute(deps, jit, compiled, context, {
        body: asBody(req.body),
        params: req.params as Record<string, string>,
        query: req.query as Record<string, unknown>,
        headers: req.headers,
      });
      if (answer.retryAfter !== undefined) res.setHeader('Retry-After', String(answer.retryAfter));
      if (answer.headers)
        for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
      res.status(answer.status).json(answer.body);
    };
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    // The table holds the spec's full paths; this router is mounted under /api.
    router[method](route.path.replace(/^\/api/, ''), (req, res, next) => {
      handler(req, res).catch(next);
    });
  }
  return router;
}

/**
 * REST writes must come from our own pages: a browser always sends Origin (or Sec-Fetch-Site) on a cross-site
 * POST, so one that names another site is refused. Non-browser clients that send neither are allowed.
 */
export function isAllowedWriteOrigin(
  headers: IncomingHttpHeaders,
  allowedOrigins: readonly string[],
): boolean {
  const origin = headers.origin;
  return origin ? allowedOrigins.includes(origin) : headers['sec-fetch-site'] !== 'cross-site';
}

/** The Express side of `isAllowedWriteOrigin` (the fast lane checks the writes it answers itself). */
export function originCheck(allowedOrigins: (req: Request) => string[]) {
  return (req: Request, _res: Response, next: (err?: unknown) => void) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    if (isAllowedWriteOrigin(req.headers, allowedOrigins(req))) return next();
    next(new DomainError(ErrorCode.BadOrigin));
  };
}
