import { randomUUID } from 'node:crypto';
import { DomainError, ERROR_TABLE, ErrorCode } from '@koalarent/core';
import { MAX_PAGE_VIEWS_PER_CALL, PageViewBatchInput } from '@koalarent/tracking/client';
import express, { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { buildContext } from '../../context.js';
import type { GatewayDeps } from '../../deps.js';
import type { RouteContract } from '../../rest/route-contract.js';
import type { ErrorBody } from '../../rest/run-route.js';
import { pageViewIntake } from './page-view-intake.js';

/** The same cap as the gateway's JSON bodies. */
const MAX_BODY_BYTES = 100 * 1024;

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** An id read leniently: a number or its digits; anything else is 0, which the schema refuses with its message. */
function optionalId(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : 0;
}

/** A count read leniently: a number or its digits; anything else is -1, which the schema refuses with its message. */
function optionalCount(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' ? n : -1;
}

/**
 * One reported view in PageViewInput's shape. Wrong JSON types become values the shared schema refuses with its
 * own message; filters may come as an object (the search's filters as the page holds them) and are kept as JSON
 * text.
 */
function pageView(value: unknown): Record<string, unknown> {
  const event =
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const filters =
    event.filters && typeof event.filters === 'object'
      ? JSON.stringify(event.filters)
      : optionalText(event.filters);
  return {
    page: text(event.page),
    searchQuery: optionalText(event.searchQuery),
    filters,
    itemId: optionalId(event.itemId),
    categoryId: optionalId(event.categoryId),
    resultCount: optionalCount(event.resultCount),
    // Anything but text is no time: sent as text the schema refuses ('at must be a date and time').
    at: event.at === undefined || event.at === null || event.at === '' ? null : text(event.at) || '-',
  };
}

const EVENTS_MESSAGE = 'events must be a list of page views';

/** The body's events as PageViewInput values; anything but a list is a 400 on `events`. */
function eventsOf(body: Record<string, unknown>): Record<string, unknown>[] {
  if (!Array.isArray(body.events))
    throw new DomainError(ErrorCode.ValidationFailed, {
      message: EVENTS_MESSAGE,
      fieldErrors: { events: EVENTS_MESSAGE },
    });
  // One past the cap is enough for the schema to refuse the call; the rest need no converting.
  return body.events.slice(0, MAX_PAGE_VIEWS_PER_CALL + 1).map(pageView);
}

/** The body as an object: JSON (already parsed by the /api JSON parser) or the text/plain JSON a beacon sends. */
function bodyOf(req: Request): Record<string, unknown> | null {
  let body: unknown = req.body;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      return null;
    }
  }
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function refuse(res: Response, error: DomainError, requestId: string): void {
  const body: ErrorBody = {
    message: error.message,
    code: error.code,
    requestId,
    ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
  };
  if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  res.status(ERROR_TABLE[error.code].httpStatus).json(body);
}

/** The body, as the shared schema checks it (the readers above also take digits for numbers and filters as an object). */
const PageViewsBody = z.object({ events: PageViewBatchInput });
/** What a call that queued its views answers. */
const Accepted = z.object({ success: z.literal(true) }).strict();

export const trackingEventsContract: RouteContract = {
  method: 'POST',
  path: '/tracking/events',
  operationId: 'trackPageViews',
  tag: 'tracking',
  summary: 'POST /api/tracking/events: report page views, searches and item views',
  description:
    'The same command as the trackPageViews mutation. The body may also be sent as text/plain JSON (what ' +
    '`navigator.sendBeacon` sends); ids and counts may be digits in text, and `filters` an object (kept as JSON text).',
  access: 'anyone',
  backed: true,
  requestBody: {
    description: `At most ${MAX_PAGE_VIEWS_PER_CALL} views per call.`,
    content: { 'application/json': PageViewsBody, 'text/plain': PageViewsBody },
  },
  responses: {
    202: {
      description: 'Queued: the tracking worker records the views afterwards.',
      content: { 'application/json': Accepted },
    },
    400: {
      description:
        'A text/plain body that is not JSON, `events` not a list, too many views, or a view the schema refuses (fieldErrors).',
    },
    413: { description: 'A text/plain body larger than the limit.' },
    415: { description: 'A text/plain body in a charset the server does not read.' },
    429: {
      description:
        'Too many views from this session (or address, signed out) this minute: Retry-After says how long.',
    },
  },
};

/**
 * POST /api/tracking/events: page views, searches and item views in small batches, the body `{events: [...]}`
 * as JSON, or as text/plain JSON (what `navigator.sendBeacon` sends when a page is left). Answers 202 Accepted:
 * the views are only queued, and the tracking worker records them afterwards.
 *
 * The same command as the `trackPageViews` mutation (pageViewIntake: validation with the shared schema, the rate
 * limit, one job), called directly rather than through a GraphQL document: this is the hottest write of the app
 * (every page view of every visitor), and the document's execution (coercing each view, then converting it for
 * the resolver) would cost more than the command itself. Errors come from the same table as on every door.
 */
export function trackingEventsRouter(deps: GatewayDeps): Router {
  const router = Router();
  router.post(
    trackingEventsContract.path,
    express.text({ type: 'text/plain', limit: MAX_BODY_BYTES }),
    (req: Request, res: Response, next: (error?: unknown) => void) => {
      const requestId = String(res.locals.requestId ?? randomUUID());
      const body = bodyOf(req);
      if (!body)
        return refuse(
          res,
          new DomainError(ErrorCode.MalformedRequest, { message: 'The request body is not valid JSON.' }),
          requestId,
        );
      (async () => {
        const context = await buildContext(deps, req, { req, res, secure: req.secure }, requestId);
        await pageViewIntake(deps).accept(context, eventsOf(body));
        res.status(202).json({ success: true } satisfies z.output<typeof Accepted>);
      })().catch((error: unknown) => {
        if (error instanceof DomainError) return refuse(res, error, requestId);
        next(error);
      });
    },
  );
  return router;
}
