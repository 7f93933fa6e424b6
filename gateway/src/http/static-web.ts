import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, Router } from 'express';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every other GET that
 * is not an API path answered with index.html so client-side routes (and the 404 page) work on reload.
 */
export function staticWebRouter(webDistDir: string, uploadDir: string): Router {
  const router = Router();
  router.use('/uploads', express.static(uploadDir, { maxAge: '7d', fallthrough: false, index: false }));
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    router.get('/', (_req: Request, res: Response) => {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build`.');
    });
    return router;
  }
  router.use(
    '/assets',
    express.static(path.join(webDistDir, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  router.use(express.static(webDistDir, { index: false, maxAge: '1h' }));
  router.get(/^(?!\/(api|graphql|uploads|assets)(\/|$)).*/, (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(webDistDir, 'index.html'));
  });
  return router;
}
