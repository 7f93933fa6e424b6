import type { Orm } from '@koalarent/core';
import { type Request, type Response, Router } from 'express';
import type { Redis } from 'ioredis';

/** How long one readiness check may take: a paused database answers nothing, so /readyz must not wait for it. */
const READINESS_CHECK_TIMEOUT_MS = 2_000;

/** Resolves 'ok', or the reason the check failed or did not answer within timeoutMs. */
async function check(run: () => Promise<unknown>, timeoutMs: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
  });
  try {
    return await Promise.race([
      run().then(
        () => 'ok',
        () => 'error',
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /healthz: the process is alive. /readyz: it can serve (database and Redis answer, not shutting down); each
 * check is bounded, so a load balancer gets its 503 promptly instead of a hanging probe.
 */
export function healthRouter(
  orm: Orm,
  redis: Redis,
  isShuttingDown: () => boolean,
  timeoutMs = READINESS_CHECK_TIMEOUT_MS,
): Router {
  const router = Router();
  router.get('/healthz', (_req: Request, res: Response) => void res.json({ status: 'ok' }));
  router.get('/readyz', async (_req: Request, res: Response) => {
    if (isShuttingDown()) return void res.status(503).json({ status: 'shutting down' });
    const [database, cache] = await Promise.all([
      check(() => orm.em.getConnection().execute('select 1'), timeoutMs),
      check(() => redis.ping(), timeoutMs),
    ]);
    const checks = { database, redis: cache };
    if (database === 'ok' && cache === 'ok') return void res.json({ status: 'ready', checks });
    res.status(503).json({ status: 'unavailable', checks });
  });
  return router;
}
