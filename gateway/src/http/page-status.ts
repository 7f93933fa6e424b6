import { randomUUID } from 'node:crypto';
import { DomainError, ErrorCode, visibleItem, visibleProfile } from '@koalarent/core';
import type { Request } from 'express';
import { buildContext } from '../context.js';
import type { GatewayDeps } from '../deps.js';
import type { WebRoutes } from './web-routes.js';

/** The pages whose existence depends on a row, by the web app's route pattern, and the read that decides it. */
const ROW_PAGES: Record<string, typeof visibleItem | typeof visibleProfile> = {
  '/item/:id': visibleItem,
  '/user/:id': visibleProfile,
};

/**
 * The HTTP status of a web page: 404 when no route of the web app matches the path (its 404 page renders), or when
 * the listing or profile it names does not exist for this viewer ('Item not found', 'User not found': the catalog's
 * own visibility rule, so an owner still gets 200 for a pending listing of theirs); 200 otherwise. A failing read is
 * the caller's to handle (the page is then served with 200, as it may well exist).
 */
export function pageStatus(deps: GatewayDeps, routes: WebRoutes): (req: Request) => Promise<200 | 404> {
  return async (req) => {
    const found = routes.match(req.path);
    if (!found) return 404;
    const read = ROW_PAGES[found.pattern];
    if (!read) return 200;
    const raw = found.params.id ?? '';
    if (!/^[1-9]\d{0,9}$/.test(raw)) return 404;
    const context = await buildContext(deps, req, null, String(req.res?.locals.requestId ?? randomUUID()));
    try {
      await read(context.em, Number(raw), context.viewer);
      return 200;
    } catch (error) {
      if (error instanceof DomainError && error.code === ErrorCode.NotFound) return 404;
      throw error;
    }
  };
}
