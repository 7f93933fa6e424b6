import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The web app's route table as its build writes it (`web/dist/routes.json`, from `web/src/shared/routes/paths.ts`):
 * every page pattern, the pages a search engine may list, and the private ones robots.txt closes.
 */
const RouteFile = z.object({
  paths: z.array(z.string().startsWith('/')),
  indexable: z.array(z.string().startsWith('/')),
  private: z.array(z.string().startsWith('/')),
});

interface RouteMatch {
  pattern: string;
  params: Record<string, string>;
}

export interface WebRoutes {
  /** The route a path renders, as React Router matches it (case-insensitive, optional trailing slash), or null. */
  match(pathname: string): RouteMatch | null;
  indexable: readonly string[];
  /**
   * Whether a path is a private page or under one (`/admin/users`, `/item/7/calendar`): never cached for everyone,
   * never rendered on the server, closed to crawlers. Matched on the whole pattern, so a private page below a public
   * one (`/item/:id/calendar`) does not make the public one (`/item/:id`) private.
   */
  isPrivate(pathname: string): boolean;
  /**
   * What robots.txt disallows: each private pattern with each parameter as the `*` wildcard the major crawlers read
   * (`/item/:id/calendar` becomes `/item/` `*` `/calendar`), a trailing parameter dropped since a rule is a prefix
   * anyway (`/edit-item/:id` becomes `/edit-item`).
   */
  robotsDisallow: readonly string[];
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(pattern: string): { pattern: string; names: string[]; regex: RegExp } {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escapeRegExp(segment);
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  // '/' alone must not also match '//'; any other pattern may end with one slash, as the client's router allows.
  const body = pattern === '/' ? '' : source;
  return { pattern, names, regex: new RegExp(`^${body}/?$`, 'i') };
}

/** A private pattern as a test on a path: the page itself or anything below it, parameters one segment each. */
function privateTest(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  return new RegExp(`^${source}(?:/.*)?$`, 'i');
}

function robotsRule(pattern: string): string {
  const segments = pattern.split('/').map((segment) => (segment.startsWith(':') ? '*' : segment));
  while (segments.length > 1 && segments[segments.length - 1] === '*') segments.pop();
  return segments.join('/') || '/';
}

export function webRoutes(table: z.infer<typeof RouteFile>): WebRoutes {
  const compiled = table.paths.map(compile);
  const privateTests = table.private.map(privateTest);
  return {
    match(pathname) {
      for (const { pattern, names, regex } of compiled) {
        const found = regex.exec(pathname);
        if (!found) continue;
        const params: Record<string, string> = {};
        names.forEach((name, i) => {
          params[name] = found[i + 1] ?? '';
        });
        return { pattern, params };
      }
      return null;
    },
    indexable: table.indexable,
    isPrivate: (pathname) => privateTests.some((test) => test.test(pathname)),
    robotsDisallow: [...new Set(table.private.map(robotsRule))],
  };
}

/** Reads the built web app's route table; null when the app is not built (then every page answers as before). */
export function readWebRoutes(webDistDir: string): WebRoutes | null {
  try {
    return webRoutes(RouteFile.parse(JSON.parse(readFileSync(path.join(webDistDir, 'routes.json'), 'utf8'))));
  } catch {
    return null;
  }
}
