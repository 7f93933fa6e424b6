import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { DomainError, ErrorCode } from '@koalarent/core';
import type { NextFunction, Request, Response } from 'express';
import { buildContext } from '../context.js';
import type { GatewayDeps } from '../deps.js';
import type { JitExecutor } from '../graphql/jit-executor.js';
import { hasBearer } from '../session/bearer.js';
import type { RestRouteMatcher } from './route-matcher.js';
import { answerRestRoute } from './run-route.js';

/** A JSON body as a route reads it: an object as it is; an array, a bare value or no body at all as `{}`. */
export function asBody(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The route table on Express, for the requests the fast lane leaves to it (HTTPS, a trusted proxy's, HEAD): the
 * same matcher finds the row, the same function answers it.
 */
export function restRouter(deps: GatewayDeps, jit: JitExecutor, matcher: RestRouteMatcher) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const path = req.baseUrl + req.path;
    if (req.method === 'OPTIONS') {
      // As Express's router answered OPTIONS on a path it had rows for: the methods in Allow, as text.
      const allow = matcher.allowedMethods(path).join(', ');
      if (!allow) {
        next();
        return;
      }
      res.setHeader('Allow', allow);
      res.type('text/plain').send(allow);
      return;
    }
    const found = matcher.match(req.method, path);
    if (!found) {
      next();
      return;
    }
    const handle = async () => {
      const requestId = String(res.locals.requestId ?? randomUUID());
      const context = await buildContext(deps, req, { req, res, secure: req.secure }, requestId);
      const answer = await answerRestRoute(deps, jit, found.compiled, context, {
        body: asBody(req.body),
        params: found.params,
        query: req.query as Record<string, unknown>,
        headers: req.headers,
      });
      if (answer.retryAfter !== undefined) res.setHeader('Retry-After', String(answer.retryAfter));
      if (answer.headers)
        for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
      res.status(answer.status).json(answer.body);
    };
    handle().catch(next);
  };
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

/** The Express side of `isAllowedWriteOrigin` (the fast lane checks the writes it answers with the same function). */
export function originCheck(allowedOrigins: (req: Request) => string[]) {
  return (req: Request, _res: Response, next: (err?: unknown) => void) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    // A bearer request is judged by its token alone (its cookie is never read), so a foreign Origin is harmless.
    if (hasBearer(req.headers)) return next();
    if (isAllowedWriteOrigin(req.headers, allowedOrigins(req))) return next();
    next(new DomainError(ErrorCode.BadOrigin));
  };
}
