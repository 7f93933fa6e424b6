import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { IMMUTABLE_CACHE_CONTROL } from '@koalarent/core';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { sessionIdFrom } from '../session/cookies.js';
import { PageCache } from './page-cache.js';
import type { PageDescription } from './page-description.js';
import { type PageHead, withHead, withLanguage } from './page-head.js';
import {
  type ExecuteOperation,
  type RenderedPage,
  type ServerRenderer,
  withRenderedPage,
} from './server-render.js';
import { type VisitorLocale, visitorLocale } from './visitor-locale.js';

/** What a kept page says to caches on the way: kept for the TTL, and answered stale while it is made again. */
function sharedCacheControl(cache: PageCache): string {
  return `public, max-age=0, s-maxage=${cache.ttlSeconds}, stale-while-revalidate=${cache.staleSeconds}`;
}

interface ComposedPage {
  status: number;
  html: string;
  /** The database said what the page is (else the plain shell, served as it may well exist). */
  described: boolean;
  /** Everything the page should have is in it (a skipped or failed render is not). */
  complete: boolean;
}

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
function uploadedImages(uploadDir: string) {
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
 *
 * Every page names the visitor's language on `<html lang>` (their menu choice, else Accept-Language; see
 * visitor-locale.ts), so its bytes depend on the Cookie and Accept-Language headers and say so in `Vary`. The head
 * text itself stays English: its few fixed words ('per day', the default description) have no translations on the
 * server, and the rest of it is the member's own text.
 *
 * With `pages.cache`, an anonymous visitor's public page is kept there for its TTL (see page-cache.ts) and says so:
 * `Cache-Control: public, max-age=0, s-maxage=<ttl>, stale-while-revalidate=<ttl>` and `X-Cache: HIT|STALE|MISS`
 * (stale: past its TTL, answered while it is composed again in the background). A request with a session cookie never
 * reads or writes it (`X-Cache: BYPASS`) and is answered `private, no-store`: a member may be shown what others may
 * not (their own pending listing). Not kept: 404s (a listing approved a moment later must not stay 'not found', and
 * a crawler's random URLs would only push real pages out), a page the database could not describe (so it recovers at
 * once), and the private pages (sign-in, reset-password links, member pages), which stay `no-cache`.
 */
export function staticWebRouter(
  webDistDir: string,
  uploadDir: string,
  describe?: (req: Request) => Promise<PageDescription>,
  onDescribeError?: (error: unknown) => void,
  pages: {
    cache?: PageCache;
    /** The private pages (see web-routes.ts): never kept for everyone nor rendered on the server. */
    isPrivate?: (pathname: string) => boolean;
    /** Server rendering of anonymous visitors' public pages; `execute` runs a GraphQL operation as that visitor. */
    render?: { renderer: ServerRenderer; execute: (req: Request) => ExecuteOperation };
  } = {},
): Router {
  const router = Router();
  router.use('/uploads', uploadedImages(uploadDir));
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    router.get('/', (_req: Request, res: Response) => {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build`.');
    });
    return router;
  }
  // The build writes each script and style also as .br and .gz (see web/vite.config.ts): sent as the browser accepts,
  // Brotli first, with `Vary: Accept-Encoding`.
  router.use(
    '/assets',
    expressStaticGzip(path.join(webDistDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: { immutable: true, maxAge: '365d', fallthrough: false },
    }),
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
    if (mtimeMs !== shell.mtimeMs) {
      shell = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
      // Kept pages name the old build's assets, which a new build has replaced.
      pages.cache?.clear();
    }
    return shell.html;
  };
  const isPrivate = (pathname: string): boolean => pages.isPrivate?.(pathname) ?? false;

  const inFlight = new Map<string, Promise<ComposedPage>>();
  /**
   * The page's HTML: its status and head (`describe`), and for an anonymous visitor's public page its server render
   * (issue 21 §1). Members get the shell: their header, their own listings' state and their choices are theirs, and
   * the render is the anonymous one. A page the database could not describe is not rendered either (its queries would
   * fail the same way). `complete` is false when the render was skipped (busy) or failed: that shell is not kept, so
   * the next visitor gets the page.
   */
  const compose = async (
    req: Request,
    base: string,
    locale: VisitorLocale,
    member: boolean,
  ): Promise<ComposedPage> => {
    let status = 200;
    let head: PageHead | null = null;
    if (describe) {
      try {
        const page = await describe(req);
        status = page.status;
        head = page.head;
      } catch (error) {
        onDescribeError?.(error);
      }
    }
    const described = head !== null;
    let rendered: RenderedPage | null = null;
    let complete = true;
    if (pages.render && described && !member && !isPrivate(req.path)) {
      rendered = await pages.render.renderer.render({
        url: req.originalUrl,
        language: locale.language,
        currency: locale.displayCurrency,
        timeZone: locale.timeZone,
        execute: pages.render.execute(req),
      });
      complete = rendered !== null;
    }
    // A page the database does not name (not a listing or a profile) takes the title the app gives it.
    if (head && rendered?.title && head.type === 'website') head = { ...head, title: rendered.title };
    let html = head ? withHead(base, head) : base;
    if (rendered) html = withRenderedPage(html, rendered);
    return { status, html: withLanguage(html, locale.language), described, complete };
  };
  // Pages are compressed as they are sent (a rendered page is mostly its styles, which shrink tenfold); nothing else
  // of this router is (images are WebP, assets come compressed).
  const compressPages = compression({ threshold: 1024 });
  router.get(
    /^(?!\/(api|graphql|uploads|assets)(\/|$)).*/,
    compressPages,
    async (req: Request, res: Response) => {
      const base = currentShell();
      const locale = visitorLocale(req.headers);
      res.vary('Cookie').vary('Accept-Language');
      const cache = pages.cache?.enabled ? pages.cache : undefined;
      const member = sessionIdFrom(req) !== undefined;
      const key = {
        url: req.originalUrl,
        language: locale.language,
        currency: locale.displayCurrency,
        timeZone: locale.timeZone,
      };
      const cacheable = cache !== undefined && describe !== undefined && !member && !isPrivate(req.path);
      if (cache) res.setHeader('X-Cache', member ? 'BYPASS' : 'MISS');
      const hit = cacheable ? cache.get(key) : null;
      const keep = (page: ComposedPage): boolean =>
        cacheable && page.described && page.complete && page.status === 200;
      // One composition per page however many ask at once (a shared link's burst, a kept page that just expired):
      // the others wait on it, and it is kept when it is whole.
      const composition = (): Promise<ComposedPage> => {
        const id = PageCache.keyOf(key);
        const running = cacheable ? inFlight.get(id) : undefined;
        if (running) return running;
        const started = compose(req, base, locale, member);
        if (cacheable) {
          inFlight.set(id, started);
          started
            .then((page) => {
              if (keep(page)) cache.set(key, { status: page.status, html: page.html });
            })
            .finally(() => inFlight.delete(id))
            .catch(() => undefined); // A failure is answered to each request that waited on it.
        }
        return started;
      };
      if (cacheable && hit) {
        // Past its TTL: answered as kept while it is made again, so no visitor waits on the render.
        if (hit.stale) void composition().catch(() => undefined);
        res
          .status(hit.status)
          .setHeader('Cache-Control', sharedCacheControl(cache))
          .setHeader('X-Cache', hit.stale ? 'STALE' : 'HIT')
          .type('html')
          .send(hit.html);
        return;
      }
      const composing = composition();
      const page = await composing;
      const { status, html } = page;
      let cacheControl = member ? 'private, no-store' : 'no-cache';
      if (cache && keep(page)) cacheControl = sharedCacheControl(cache);
      res.status(status).setHeader('Cache-Control', cacheControl).type('html').send(html);
    },
  );
  return router;
}
