import { randomUUID } from 'node:crypto';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { createQueue, ERROR_TABLE, ErrorCode, QUEUE_NAMES } from '@koalarent/core';
import { type NextFunction, type Request, type Response, Router } from 'express';
import { buildContext } from '../context.js';
import type { GatewayDeps } from '../deps.js';
import { originCheck } from '../rest/rest-router.js';

const QUEUE_DASHBOARD_PATH = '/admin/queues';

/**
 * The app's content security policy, loosened on the dashboard's path only for what Bull Board's page needs: its
 * `<base href>` (relative asset and API URLs), and the IBM Plex fonts its page links from Google Fonts. Its
 * scripts and styles are its own files, served from this path; its data block is JSON, which no policy runs.
 */
const DASHBOARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
  "font-src 'self' data: https://fonts.gstatic.com",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

function refuse(
  res: Response,
  requestId: string,
  code: typeof ErrorCode.Unauthenticated | typeof ErrorCode.Forbidden,
) {
  res.status(ERROR_TABLE[code].httpStatus).json({ message: ERROR_TABLE[code].message, code, requestId });
}

/**
 * Bull Board at /admin/queues, for admins: every queue with its jobs (and the operator's retry, promote and clean
 * actions). Anyone else is refused before Bull Board sees the request: a signed-out browser is sent to the admin
 * sign-in, other signed-out callers get 401, members 403. Its actions are writes, so they must come from our own
 * pages (the Origin check of the REST writes).
 */
export function queueDashboardRouter(deps: GatewayDeps): Router {
  const board = new ExpressAdapter();
  board.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: QUEUE_NAMES.map(
      (name) => new BullMQAdapter(createQueue(name, deps.redis, deps.config.REDIS_PREFIX)),
    ),
    // @bull-board/express 9.10.1 carries its own copy of @bull-board/api 9.10.1, whose adapter types differ from
    // 9.10.2's by a private field only; the interface Bull Board calls is the same.
    serverAdapter: board as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'],
    options: {
      uiConfig: { boardTitle: 'KoalaRent queues', miscLinks: [{ text: 'Admin dashboard', url: '/admin' }] },
    },
  });

  const adminsOnly = async (req: Request, res: Response, next: NextFunction) => {
    const requestId = String(res.locals.requestId ?? randomUUID());
    const context = await buildContext(deps, req, null, requestId);
    res.setHeader('Cache-Control', 'no-store');
    if (!context.viewer) {
      if (req.method === 'GET' && req.accepts(['json', 'html']) === 'html')
        return void res.redirect(302, `/admin/login?redirectTo=${encodeURIComponent(req.originalUrl)}`);
      return refuse(res, requestId, ErrorCode.Unauthenticated);
    }
    if (context.viewer.role !== 'admin') return refuse(res, requestId, ErrorCode.Forbidden);
    res.setHeader('Content-Security-Policy', DASHBOARD_CSP);
    next();
  };

  const ownOrigins = (req: Request) => [deps.config.publicUrl, `${req.protocol}://${req.get('host')}`];
  const router = Router();
  router.use(
    QUEUE_DASHBOARD_PATH,
    (req: Request, res: Response, next: NextFunction) => void adminsOnly(req, res, next).catch(next),
    originCheck(ownOrigins),
    board.getRouter(),
  );
  return router;
}
