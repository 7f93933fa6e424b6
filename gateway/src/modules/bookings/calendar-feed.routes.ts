import { createHash } from 'node:crypto';
import { calendarFeedByToken, FEED_REFRESH_MINUTES, renderCalendarFeed } from '@koalarent/bookings/client';
import { type NextFunction, type Request, type Response, Router } from 'express';
import type { GatewayDeps } from '../../deps.js';

/**
 * Issue 23 §3: `GET /api/calendar/{token}.ics`, a listing's secret iCal feed for other calendars to subscribe to. No
 * sign-in: the token (random, rotatable by the owner) is the permission; an unknown or rotated one answers 404.
 * Calendar clients poll, so the answer carries an ETag (a repeat answers 304) and may be kept a few minutes, by the
 * client only (the address is a secret). iCalendar, not JSON, hence beside the route table rather than in it.
 */
export function calendarFeedRouter(deps: GatewayDeps): Router {
  const host = new URL(deps.config.publicUrl).host;
  const router = Router();
  router.get('/calendar/:file', (req: Request, res: Response, next: NextFunction) => {
    const match = /^([A-Za-z0-9_-]{20,64})\.ics$/.exec(String(req.params.file));
    const notFound = () => void res.status(404).json({ message: 'Calendar not found', code: 'NOT_FOUND' });
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
