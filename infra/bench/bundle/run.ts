/**
 * `npm run bench:bundle`: how much gzipped JavaScript the landing, search and item routes load before they
 * first paint, against the 250 KiB budget of issue 7. See infra/bench/README.md.
 *
 * 1. Builds the web app into a directory of its own (so a concurrent `npm run build` cannot swap files
 *    under the measurement), or measures `--dist DIR` as it is.
 * 2. Serves it from a local node:http server that gzips like a production front (zlib level 6, the
 *    default of nginx's gzip_comp_level 6 and of Express' compression()); SPA fallback to index.html.
 *    `/graphql` and `/api` go to `--gateway URL` when given (a running `npm start`, for pages with data),
 *    else answer 503, so the pages render their error states: the JavaScript of a route does not depend
 *    on its data, except for code a page imports only once data arrives, which loads after first paint.
 * 3. Loads each route in a fresh headless Chromium context (empty cache, service workers blocked: a script the
 *    app's worker serves reports its decoded size) and reads the page's resource
 *    timings: every .js request that started before the route's first paint, with its transferred
 *    (gzip-encoded) size. "First paint" is the first animation frame in which the route is on screen:
 *    the header and the page render in one commit once the route's lazy module has loaded (before that
 *    only the loading spinner shows), so it is the frame after <header> appears. JavaScript that starts
 *    later (deferred on purpose: the auth dialog, menus, other languages) is shown in its own column.
 * 4. Prints a Markdown table: route, scripts, gzipped KiB before first paint, the budget, the ratio to the
 *    baseline, and the JavaScript loaded by the time the network is idle. The baseline, measured in the
 *    same run from the same server, is the app shell every route pays for: the entry chunk plus the
 *    chunks index.html preloads with it.
 *
 * Exit code 0 whenever the measurement worked; 1 when it could not be made, 2 when a route is over budget
 * (so CI could gate on it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const BUDGET_KIB = 250;
const DEFAULT_ROUTES = ['/', '/search', '/item/1'];
const GZIP_LEVEL = 6;

interface Options {
  dist: string | null;
  gateway: string | null;
  routes: string[];
  budget: number;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { dist: null, gateway: null, routes: [], budget: BUDGET_KIB };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = (): string => {
      const next = argv[i + 1];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      i += 1;
      return next;
    };
    if (arg === '--dist') options.dist = path.resolve(value());
    else if (arg === '--gateway') options.gateway = value().replace(/\/$/, '');
    else if (arg === '--route') options.routes.push(value());
    else if (arg === '--budget') options.budget = Number(value());
    else
      throw new Error(
        `Unknown option ${arg} (options: --dist DIR, --gateway URL, --route PATH, --budget KIB)`,
      );
  }
  if (!options.routes.length) options.routes = DEFAULT_ROUTES;
  if (!Number.isFinite(options.budget) || options.budget <= 0)
    throw new Error('--budget must be a positive number');
  return options;
}

/** `vite build` of web/ into a fresh temporary directory. */
function buildWeb(): string {
  const outDir = mkdtempSync(path.join(tmpdir(), 'koalarent-bundle-'));
  process.stderr.write(`bench: building web/ into ${outDir}\n`);
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: path.join(root, 'web'),
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (built.status !== 0) throw new Error(`vite build failed (exit ${built.status ?? built.signal})`);
  return outDir;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map']);

function startServer(dist: string, gateway: string | null): Promise<{ url: string; close(): Promise<void> }> {
  const gzipped = new Map<string, Buffer>();
  const send = (req: IncomingMessage, res: ServerResponse, file: string, cache: string) => {
    const ext = path.extname(file);
    let body: Buffer = readFileSync(file);
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', cache);
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let zipped = gzipped.get(file);
      if (!zipped) {
        zipped = gzipSync(body, { level: GZIP_LEVEL });
        gzipped.set(file, zipped);
      }
      body = zipped;
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Vary', 'Accept-Encoding');
    }
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const proxy = (req: IncomingMessage, res: ServerResponse) => {
    if (!gateway) {
      res.writeHead(503, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'No gateway behind the bundle benchmark (use --gateway URL)' }));
      return;
    }
    const target = new URL(req.url ?? '/', gateway);
    const upstream = request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (/^\/(graphql|api|uploads)(\/|$)/.test(pathname)) return proxy(req, res);
    const file = path.join(dist, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) {
      return send(
        req,
        res,
        file,
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    }
    send(req, res, path.join(dist, 'index.html'), 'no-cache');
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/** The app shell: the entry script and the chunks index.html preloads with it, gzipped as served. */
function shellOf(dist: string): { files: string[]; bytes: number } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1] ?? '');
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: GZIP_LEVEL }).length,
    0,
  );
  return { files, bytes };
}

interface Script {
  url: string;
  startTime: number;
  encodedBodySize: number;
}

interface RouteFigures {
  route: string;
  beforePaint: Script[];
  afterIdle: Script[];
  paintMs: number;
}

/** Marks the first animation frame in which the header (and so the route) is in the document. */
const PAINT_PROBE = `(() => {
  const mark = () => requestAnimationFrame(() => { window.__routePaint = performance.now(); });
  const check = (observer) => {
    if (!document.querySelector('header')) return false;
    observer?.disconnect();
    mark();
    return true;
  };
  const observer = new MutationObserver(() => check(observer));
  document.addEventListener('DOMContentLoaded', () => { if (!check(null)) observer.observe(document.body, { childList: true, subtree: true }); });
})();`;

async function measure(baseUrl: string, route: string): Promise<RouteFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    // No service worker: once the app's worker controls the page (clientsClaim), the scripts it serves report
    // their decoded size as if nothing were compressed, and a first visit is what this measures anyway.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
      serviceWorkers: 'block',
    });
    await context.addInitScript(PAINT_PROBE);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'load', timeout: 30_000 });
    await page.waitForFunction(
      () => typeof (globalThis as { __routePaint?: number }).__routePaint === 'number',
      null,
      {
        timeout: 30_000,
      },
    );
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    const { scripts, paint } = await page.evaluate(() => ({
      paint: (globalThis as { __routePaint?: number }).__routePaint ?? Number.POSITIVE_INFINITY,
      scripts: performance
        .getEntriesByType('resource')
        .map((entry) => entry as unknown as { name: string; startTime: number; encodedBodySize: number })
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({
          url: entry.name,
          startTime: entry.startTime,
          encodedBodySize: entry.encodedBodySize,
        })),
    }));
    return {
      route,
      beforePaint: scripts.filter((script) => script.startTime < paint),
      afterIdle: scripts,
      paintMs: paint,
    };
  } finally {
    await browser.close();
  }
}

const kib = (bytes: number) => bytes / 1024;
const sum = (scripts: Script[]) => scripts.reduce((total, script) => total + script.encodedBodySize, 0);

export async function main(argv: string[]): Promise<number> {
  const options = parseArgs(argv);
  const ownBuild = options.dist === null;
  const dist = options.dist ?? buildWeb();
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(`${dist} has no index.html: build the web app first`);
  const server = await startServer(dist, options.gateway);
  try {
    const shell = shellOf(dist);
    const rows: RouteFigures[] = [];
    for (const route of options.routes) rows.push(await measure(server.url, route));

    const lines = [
      `Bundle budget: gzipped JavaScript (zlib level ${GZIP_LEVEL}) loaded before first paint, headless Chromium, empty cache.`,
      `Build: ${ownBuild ? 'fresh `vite build` of web/' : dist}; data: ${options.gateway ?? 'none (API answers 503)'}.`,
      `Baseline = the app shell every route loads (entry + ${shell.files.length - 1} preloaded chunks): ${kib(shell.bytes).toFixed(1)} KiB.`,
      '',
      '| route | scripts | gzipped KiB before first paint | budget KiB | × baseline | within budget | first paint ms | JS KiB by network idle (scripts) |',
      '|---|---|---|---|---|---|---|---|',
      `| baseline: app shell | ${shell.files.length} | ${kib(shell.bytes).toFixed(1)} | ${options.budget} | 1.00× | ${kib(shell.bytes) <= options.budget ? 'yes' : 'NO'} | – | – |`,
    ];
    let over = false;
    for (const row of rows) {
      const bytes = sum(row.beforePaint);
      const ok = kib(bytes) <= options.budget;
      over ||= !ok;
      lines.push(
        `| ${row.route} | ${row.beforePaint.length} | ${kib(bytes).toFixed(1)} | ${options.budget} | ${(bytes / shell.bytes).toFixed(2)}× | ${ok ? 'yes' : 'NO'} | ${Math.round(row.paintMs)} | ${kib(sum(row.afterIdle)).toFixed(1)} (${row.afterIdle.length}) |`,
      );
    }
    lines.push('');
    for (const row of rows) {
      const later = row.afterIdle.filter((script) => !row.beforePaint.includes(script));
      const names = (scripts: Script[]) =>
        scripts
          .map(
            (script) =>
              `${path.basename(new URL(script.url).pathname)} ${kib(script.encodedBodySize).toFixed(1)}`,
          )
          .join(', ');
      lines.push(`- ${row.route} before paint: ${names(row.beforePaint)}`);
      if (later.length) lines.push(`  - after paint: ${names(later)}`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
    return over ? 2 : 0;
  } finally {
    await server.close();
    if (ownBuild) rmSync(dist, { recursive: true, force: true });
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
