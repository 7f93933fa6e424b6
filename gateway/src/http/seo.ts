import { type EntityManager, type SitemapKind, sitemapEntries, sitemapPages } from '@koalarent/core';
import { type NextFunction, type Request, type Response, Router } from 'express';
import type { GatewayDeps } from '../deps.js';
import type { WebRoutes } from './web-routes.js';

/** How long robots.txt and the sitemaps are kept in this process, and how long a crawler may keep them. */
const SITEMAP_CACHE_MS = 5 * 60_000;

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

const SITEMAP_PAGE = /^\/sitemaps\/(items|users)-(\d{1,6})\.xml$/;

/** Where a listing and a profile live in the web app (its route table: `/item/:id`, `/user/:id`). */
const PAGE_OF: Record<SitemapKind, string> = { items: '/item/', users: '/user/' };

function urlSet(urls: { loc: string; lastModified?: Date }[]): string {
  const body = urls
    .map(
      ({ loc, lastModified }) =>
        `<url><loc>${escapeXml(loc)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export interface SeoOptions {
  /** How long answers are kept in this process (default SITEMAP_CACHE_MS; tests pass 0). */
  cacheMs?: number;
}

/**
 * GET /robots.txt and the sitemaps: /sitemap.xml is an index of /sitemaps/pages.xml (the information pages) and
 * /sitemaps/{items,users}-N.xml (core's SITEMAP_PAGE_SIZE approved, available listings or public profiles each, by id, with
 * `lastmod`), read from the database. Each answer is kept a few minutes in the process, so a crawler's burst costs
 * one query per file.
 */
export function seoRouter(deps: GatewayDeps, routes: WebRoutes, options: SeoOptions = {}): Router {
  const cacheMs = options.cacheMs ?? SITEMAP_CACHE_MS;
  const base = deps.config.publicUrl;
  const kept = new Map<string, { at: number; body: string }>();

  const cached = async (key: string, make: (em: EntityManager) => Promise<string | null>) => {
    const hit = kept.get(key);
    if (hit && Date.now() - hit.at < cacheMs) return hit.body;
    const body = await make(deps.orm.em.fork());
    if (body !== null && cacheMs > 0) kept.set(key, { at: Date.now(), body });
    return body;
  };

  const send = (res: Response, type: string, body: string) => {
    res
      .status(200)
      .type(type)
      .setHeader('Cache-Control', `public, max-age=${Math.floor(cacheMs / 1000)}`)
      .send(body);
  };

  const router = Router();
  router.get('/robots.txt', (_req: Request, res: Response) => {
    const lines = [
      'User-agent: *',
      ...['/api/', '/graphql', ...routes.robotsDisallow].map((rule) => `Disallow: ${rule}`),
      'Allow: /',
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ];
    send(res, 'text/plain', lines.join('\n'));
  });

  router.get('/sitemap.xml', async (_req: Request, res: Response, next: NextFunction) => {
    try {
      const body = await cached('index', async (em) => {
        const files: { loc: string; lastModified?: Date }[] = [{ loc: `${base}/sitemaps/pages.xml` }];
        for (const kind of ['items', 'users'] as const) {
          for (const page of await sitemapPages(em, kind))
            files.push({
              loc: `${base}/sitemaps/${kind}-${page.page + 1}.xml`,
              lastModified: page.lastModified,
            });
        }
        const entries = files
          .map(
            (f) =>
              `<sitemap><loc>${escapeXml(f.loc)}</loc>${f.lastModified ? `<lastmod>${f.lastModified.toISOString()}</lastmod>` : ''}</sitemap>`,
          )
          .join('\n');
        return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
      });
      send(res, 'application/xml', body ?? '');
    } catch (error) {
      next(error);
    }
  });

  router.get('/sitemaps/pages.xml', (_req: Request, res: Response) => {
    send(
      res,
      'application/xml',
      urlSet(routes.indexable.map((p) => ({ loc: `${base}${p === '/' ? '/' : p}` }))),
    );
  });

  router.get(SITEMAP_PAGE, async (req: Request, res: Response, next: NextFunction) => {
    const [, kind, number] = SITEMAP_PAGE.exec(req.path) ?? [];
    const page = Number(number) - 1;
    if ((kind !== 'items' && kind !== 'users') || page < 0) return next();
    try {
      const body = await cached(`${kind}-${page}`, async (em) => {
        const entries = await sitemapEntries(em, kind, page);
        if (entries.length === 0) return null;
        return urlSet(
          entries.map((e) => ({
            loc: `${base}${PAGE_OF[kind]}${e.id}`,
            lastModified: new Date(e.lastModified),
          })),
        );
      });
      if (body === null) {
        res.status(404).type('text/plain').setHeader('Cache-Control', 'no-cache').send('Not found');
        return;
      }
      send(res, 'application/xml', body);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
