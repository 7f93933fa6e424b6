import { existsSync } from 'node:fs';
import path from 'node:path';
import { IMMUTABLE_CACHE_CONTROL } from '@koalarent/core';
import express, { type NextFunction, type Request, type Response, Router } from 'express';

/**
 * Stored images are WebP files under generated names (`<uuid>/<width>.webp`; older demo data used
 * `items/<name>.webp`). Anything else under /uploads is not ours to serve.
 */
const IMAGE_PATH = /^\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.webp$/;

function imageNotFound(res: Response): void {
  res.status(404).setHeader('Cache-Control', 'no-cache').type('text/plain').send('Not found');
}

/**
 * GET /uploads/...: uploaded images from UPLOAD_DIR. A key never changes content, so the answer is cached for a
 * year as immutable; it is always `image/webp` with `nosniff`, so no file can be read by a browser as a page or
 * script; no directory listing, no dot files, and 404 for anything missing.
 */
export function uploadedImages(uploadDir: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).setHeader('Allow', 'GET, HEAD').type('text/plain').send('Method not allowed');
      return;
    }
    if (!IMAGE_PATH.test(req.path) || req.path.includes('..')) {
      imageNotFound(res);
      return;
    }
    res.sendFile(
      req.path.slice(1),
      {
        root: uploadDir,
        dotfiles: 'deny',
        lastModified: false,
        headers: {
          'Cache-Control': IMMUTABLE_CACHE_CONTROL,
          'Content-Type': 'image/webp',
          'X-Content-Type-Options': 'nosniff',
        },
      },
      (err?: Error & { status?: number; code?: string }) => {
        if (!err || res.headersSent) return;
        if (err.status === 404 || err.code === 'ENOENT' || err.code === 'EISDIR' || err.code === 'ENOTDIR')
          imageNotFound(res);
        else next(err);
      },
    );
  };
}

/** The status a page's path answers with (see page-status.ts); the shell is the same either way. */
export type PageStatus = (req: Request) => Promise<number>;

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every other GET that
 * is not an API path answered with index.html so client-side routes (and the 404 page) work on reload — with
 * status 404 where `pageStatus` says the page does not exist. When that check cannot answer (the database is
 * down), the page is served with 200 and the client shows what it can: never an error page for a page that exists.
 */
export function staticWebRouter(
  webDistDir: string,
  uploadDir: string,
  pageStatus?: PageStatus,
  onStatusError?: (error: unknown) => void,
): Router {
  const router = Router();
  router.use('/uploads', uploadedImages(uploadDir));
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
  const indexHtml = path.join(webDistDir, 'index.html');
  router.get(/^(?!\/(api|graphql|uploads|assets)(\/|$)).*/, async (req: Request, res: Response) => {
    let status = 200;
    if (pageStatus) {
      try {
        status = await pageStatus(req);
      } catch (error) {
        onStatusError?.(error);
      }
    }
    res.status(status).setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return router;
}
