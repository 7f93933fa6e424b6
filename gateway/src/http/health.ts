import type { Orm } from '@koalarent/core';
import { type Request, type Response, Router } from 'express';
import type { Redis } from 'ioredis';

/** /healthz: the process is alive. /readyz: it can serve (database and Redis answer, not shutting down). */
export function healthRouter(orm: Orm, redis: Redis, isShuttingDown: () => boolean): Router {
  const router = Router();
  router.get('/healthz', (_req: Request, res: Response) => void res.json({ status: 'ok' }));
  router.get('/readyz', async (_req: Request, res: Response) => {
    if (isShuttingDown()) return void res.status(503).json({ status: 'shutting down' });
    try {
      await Promise.all([orm.em.getConnection().execute('select 1'), redis.ping()]);
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });
  return router;
}
