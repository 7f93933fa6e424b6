import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { IMMUTABLE_CACHE_CONTROL } from '@koalarent/core';
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import type { PageDescription } from './page-description.js';
import { withHead } from './page-head.js';

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

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every other GET that
 * is not an API path answered with index.html so client-side routes (and the 404 page) work on reload — with the
 * status and head `describe` gives the page (404 where it does not exist; a listing's own title, preview tags and
 * JSON-LD). When that cannot answer (the database is down), the plain shell is served with 200 and the client shows
 * what it can: never an error page for a page that exists.
 */
export function staticWebRouter(
  webDistDir: string,
  uploadDir: string,
  describe?: (req: Request) => Promise<PageDescription>,
  onDescribeError?: (error: unknown) => void,
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
  router.use(
    express.static(webDistDir, {
      index: false,
      maxAge: '1h',
      // The service worker, its registration and the manifest name the current build: a cached copy would keep
      // an old build's worker alive for an hour after a deploy.
      setHeaders: (res, file) => {
        if (/[\\/](sw\.js|registerSW\.js|manifest\.webmanifest)$/.test(file))
          res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  // Kept in memory, and read again when a new build replaces it under a running gateway (its asset names change).
  const indexFile = path.join(webDistDir, 'index.html');
  let shell = { mtimeMs: -1, html: '' };
  const currentShell = (): string => {
    const { mtimeMs } = statSync(indexFile);
    if (mtimeMs !== shell.mtimeMs) shell = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    return shell.html;
  };
  router.get(/^(?!\/(api|graphql|uploads|assets)(\/|$)).*/, async (req: Request, res: Response) => {
    let status = 200;
    const base = currentShell();
    let html = base;
    if (describe) {
      try {
        const page = await describe(req);
        status = page.status;
        html = withHead(base, page.head);
      } catch (error) {
        onDescribeError?.(error);
      }
    }
    res.status(status).setHeader('Cache-Control', 'no-cache').type('html').send(html);
  });
  return router;
}
