import { createHash } from 'node:crypto';
import { calendarFeedByToken, FEED_REFRESH_MINUTES, renderCalendarFeed } from '@koalarent/bookings/client';
import { DomainError, ErrorCode } from '@koalarent/core';
import { type NextFunction, type Request, type Response, Router } from 'express';
import type { GatewayDeps } from '../../deps.js';
import type { RouteContract } from '../../rest/route-contract.js';

/** A feed's file name: its token and `.ics`. */
const FEED_FILE = /^([A-Za-z0-9_-]{20,64})\.ics$/;

export const calendarFeedContract: RouteContract = {
  method: 'GET',
  path: '/calendar/:file',
  openapiPath: '/calendar/{token}.ics',
  operationId: 'calendarFeed',
  tag: 'calendar',
  summary: "GET /api/calendar/{token}.ics: a listing's iCal feed, for other calendars to subscribe to",
  description: 'No sign-in: the secret token (rotatable by the owner) is the permission.',
  access: 'public',
  backed: true,
  parameters: [
    {
      name: 'token',
      in: 'path',
      description: "The feed's secret token, as in the owner's feed address.",
      schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{20,64}$' },
    },
    {
      name: 'If-None-Match',
      in: 'header',
      description: 'The ETag of a copy the client keeps.',
      schema: { type: 'string' },
    },
  ],
  responses: {
    200: {
      description: "The listing's bookings and blocked dates as iCalendar (RFC 5545) events.",
      content: { 'text/calendar': { type: 'string', contentMediaType: 'text/calendar' } },
      headers: {
        ETag: "The text's tag, for If-None-Match.",
        'Cache-Control': `\`private, max-age=${FEED_REFRESH_MINUTES * 60}\`.`,
        'Content-Disposition': '`inline; filename="koalarent-{itemId}.ics"`.',
      },
    },
    304: { description: 'Unchanged since the copy If-None-Match names.', headers: { ETag: 'The same tag.' } },
    404: { description: 'An unknown or rotated token.' },
  },
};

/**
 * Issue 23 §3: `GET /api/calendar/{token}.ics`, a listing's secret iCal feed for other calendars to subscribe to. No
 * sign-in: the token (random, rotatable by the owner) is the permission; an unknown or rotated one answers 404.
 * Calendar clients poll, so the answer carries an ETag (a repeat answers 304) and may be kept a few minutes, by the
 * client only (the address is a secret). iCalendar, not JSON, hence beside the route table rather than in it.
 */
export function calendarFeedRouter(deps: GatewayDeps): Router {
  const host = new URL(deps.config.publicUrl).host;
  const router = Router();
  router.get(calendarFeedContract.path, (req: Request, res: Response, next: NextFunction) => {
    const match = FEED_FILE.exec(String(req.params.file));
    // Answered by the error handler with the common error body.
    const notFound = () => next(new DomainError(ErrorCode.NotFound, { message: 'Calendar not found' }));
    if (!match) return notFound();
    calendarFeedByToken(deps.orm.em.fork(), match[1]!)
      .then((feed) => {
        if (!feed) return notFound();
        const body = renderCalendarFeed(feed, host);
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
        res.setHeader('Cache-Control', `private, max-age=${FEED_REFRESH_MINUTES * 60}`);
        res.setHeader('ETag', etag);
        res.setHeader('X-Robots-Tag', 'noindex');
        if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
          res.status(304).end();
          return;
        }
        res
          .status(200)
          .type('text/calendar; charset=utf-8')
          .setHeader('Content-Disposition', `inline; filename="koalarent-${feed.itemId}.ics"`)
          .send(body);
      })
      .catch(next);
  });
  return router;
}
