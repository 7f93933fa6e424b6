import { randomUUID } from 'node:crypto';
import { DomainError, ErrorCode } from '@koalarent/core';
import { type Request, type Response, Router } from 'express';
import type { GraphQLSchema } from 'graphql';
import { buildContext } from '../context.js';
import type { GatewayDeps } from '../deps.js';
import { httpStatusForGraphqlCode } from '../graphql/error-mapping.js';
import { formatGraphqlError } from '../graphql/format-error.js';
import { JitExecutor } from '../graphql/jit-executor.js';
import { checkDocument } from '../graphql/limits.js';
import { REST_ROUTES, type RestRoute } from './route-table.js';

export interface ErrorBody {
  message: string;
  code: string;
  requestId: string;
  fieldErrors?: Record<string, string>;
}

function asBody(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Sends a domain error the way every REST answer does: status from the one map, the spec's message, field errors. */
export function sendError(res: Response, status: number, body: ErrorBody, retryAfter?: number): void {
  if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
  res.status(status).json(body);
}

/** Mounts every row of the route table. Each document is parsed and validated once, at start. */
export function restRouter(
  deps: GatewayDeps,
  schema: GraphQLSchema,
  jit: JitExecutor = new JitExecutor(schema),
  routes: RestRoute[] = REST_ROUTES,
): Router {
  const router = Router();
  for (const route of routes) {
    // The same parse limits and rules as the other doors, so a route document can never ask for more than a client could.
    const { document, errors } = checkDocument(schema, route.document, {
      introspection: deps.config.introspection,
    });
    if (errors)
      throw new Error(`REST route ${route.method} ${route.path}: ${errors.map((p) => p.message).join('; ')}`);
    const handler = async (req: Request, res: Response) => {
      const requestId = String(res.locals.requestId ?? randomUUID());
      const contextValue = await buildContext(deps, req, { req, res, secure: req.secure }, requestId);
      const variableValues = route.variables?.({
        body: asBody(req.body),
        params: req.params as Record<string, string>,
        query: req.query as Record<string, unknown>,
      });
      const result = await jit.run(route.document, document, undefined, contextValue, variableValues ?? {});
      const first = result.errors?.[0];
      if (first) {
        const formatted = formatGraphqlError(first.toJSON(), first, requestId, deps.logger);
        const ext = formatted.extensions ?? {};
        const code = String(ext.reason ?? ext.code ?? 'INTERNAL_SERVER_ERROR');
        return sendError(
          res,
          httpStatusForGraphqlCode(typeof ext.code === 'string' ? ext.code : undefined),
          {
            message: formatted.message,
            code,
            requestId,
            ...(ext.fieldErrors ? { fieldErrors: ext.fieldErrors as Record<string, string> } : {}),
          },
          typeof ext.retryAfter === 'number' ? ext.retryAfter : undefined,
        );
      }
      const body = route.result((result.data ?? {}) as Record<string, unknown>);
      if ((body === null || body === undefined) && route.nullStatus) {
        const status = route.nullStatus;
        return sendError(res, status, {
          message: 'Not authenticated',
          code: ErrorCode.Unauthenticated,
          requestId,
        });
      }
      res.status(200).json(body ?? null);
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
export function originCheck(allowedOrigins: (req: Request) => string[]) {
  return (req: Request, _res: Response, next: (err?: unknown) => void) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    const allowed = origin ? allowedOrigins(req).includes(origin) : fetchSite !== 'cross-site';
    if (allowed) return next();
    next(new DomainError(ErrorCode.BadOrigin));
  };
}
