import { randomUUID } from 'node:crypto';
import { DomainError, ErrorCode, visibleItem, visibleProfile } from '@koalarent/core';
import type { Request } from 'express';
import { buildContext } from '../context.js';
import type { GatewayDeps } from '../deps.js';
import { itemHead, type PageHead, profileHead, siteHead } from './page-head.js';
import type { WebRoutes } from './web-routes.js';

/** A page as the server describes it before the client renders it: its HTTP status and its head. */
export interface PageDescription {
  status: 200 | 404;
  head: PageHead;
}

/**
 * The HTTP status and head of a web page: 404 when no route of the web app matches the path (its 404 page renders),
 * or when the listing or profile it names does not exist for this viewer ('Item not found', 'User not found': the
 * catalog's own visibility rule, so an owner still gets 200 for a pending listing of theirs); 200 otherwise. A
 * listing or a profile gets its own title, description, preview tags and JSON-LD. A failing read is the caller's
 * to handle (the page is then served with 200 and the plain head, as it may well exist).
 */
export function describePage(
  deps: GatewayDeps,
  routes: WebRoutes,
): (req: Request) => Promise<PageDescription> {
  const base = deps.config.publicUrl;
  return async (req) => {
    const head = siteHead(base, req.path);
    const found = routes.match(req.path);
    if (!found) return { status: 404, head };
    const isItem = found.pattern === '/item/:id';
    if (!isItem && found.pattern !== '/user/:id') return { status: 200, head };
    const raw = found.params.id ?? '';
    if (!/^[1-9]\d{0,9}$/.test(raw)) return { status: 404, head };
    const context = await buildContext(deps, req, null, String(req.res?.locals.requestId ?? randomUUID()));
    try {
      if (isItem)
        return {
          status: 200,
          head: itemHead(base, await visibleItem(context.em, Number(raw), context.viewer)),
        };
      return {
        status: 200,
        head: profileHead(base, await visibleProfile(context.em, Number(raw), context.viewer)),
      };
    } catch (error) {
      if (error instanceof DomainError && error.code === ErrorCode.NotFound) return { status: 404, head };
      throw error;
    }
  };
}
