/**
 * The web benchmark proper (entry: run.ts, which builds first). One run:
 *  1. PostgreSQL and Redis chosen the way `npm start` chooses them, a database of its own, `koalarent_bench_web`,
 *     migrated and seeded with the demo data by the launcher's own code when empty;
 *  2. the built gateway (`gateway/dist/main.js`, serving the built web app as `npm start` does), pinned to core 0;
 *  3. the pages picked from the running app's API (the demo item with the most reviews, its owner's profile), each
 *     checked once for a 200 HTML answer;
 *  4. Lighthouse 12 with its default mobile settings, N runs per page in a fresh Chromium each, rounds interleaving
 *     the pages; per page the median of every figure, beside issue 21's targets;
 *  5. `GET /item/{id}` (the page, anonymous) and `GET /api/items/{id}` (its JSON) under autocannon at 16
 *     connections, pinned to core 1, in interleaved rounds; req/s, p99 and the page ÷ JSON ratio beside the targets.
 * Everything it started is stopped on the way out, also on Ctrl-C or failure. Only loopback traffic.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@koalarent/core';
import { prepareDatabase } from '../../src/launcher/database.js';
import { repoRoot } from '../../src/paths.js';
import { type LoadResult, type LoadTarget, runLoad } from '../gateway/load.js';
import { readFlags } from '../shared/options.js';
import {
  openBenchDatabase,
  pinning,
  runBench,
  runConditions,
  startGateway,
  trackChildren,
  useBenchRedis,
} from '../shared/processes.js';
import { type LighthouseRun, runLighthouse } from './lighthouse.js';
import { type LoadRow, type PageSummary, renderLighthouse, renderLoad, summarisePage } from './report.js';

/** Its own database beside the launcher's `koalarent`: the benchmark never touches the demo you use. */
const BENCH_DATABASE = 'koalarent_bench_web';

export interface BenchOptions {
  runs: number;
  durationS: number;
  connections: number;
  rounds: number;
  warmupS: number;
}

const USAGE = `Usage: npm run bench:web -- [--runs N] [--duration S] [--connections N] [--rounds N] [--warmup S]
  --runs N         Lighthouse runs per page; the table shows their medians (env BENCH_RUNS, default 3)
  --duration S     seconds per measured load round (env BENCH_DURATION, default 10)
  --connections N  concurrent connections of the load rounds (env BENCH_CONNECTIONS, default 16)
  --rounds N       measured load rounds per target; the table shows their medians (env BENCH_ROUNDS, default 2)
  --warmup S       unmeasured seconds per load target before its first round (env BENCH_WARMUP, default 2)
Chromium: CHROMIUM_PATH (default /usr/bin/chromium).`;

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const flags = readFlags(argv, env, USAGE);
  const options = {
    // Bounded on purpose: a typo must not turn into an hour of load on a shared machine.
    runs: flags.number('runs', 'BENCH_RUNS', 3, 1, 9),
    durationS: flags.number('duration', 'BENCH_DURATION', 10, 1, 300),
    connections: flags.number('connections', 'BENCH_CONNECTIONS', 16, 1, 1000),
    rounds: flags.number('rounds', 'BENCH_ROUNDS', 2, 1, 10),
    warmupS: flags.number('warmup', 'BENCH_WARMUP', 2, 0, 60),
  };
  flags.rejectUnknown();
  return options;
}

function pick(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    current = typeof current === 'object' && current !== null ? Reflect.get(current, key) : undefined;
  }
  return current;
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** The demo listing and profile to measure, read from the running app (ids differ between seeded databases). */
interface DemoPicks {
  item: { id: number; title: string; reviewCount: number };
  user: { id: number; username: string };
}

/** Every listing `GET /api/items` shows (what anonymous visitors can open), page by page along X-Next-Cursor. */
async function listAllItems(gatewayUrl: string): Promise<unknown[]> {
  const all: unknown[] = [];
  let cursor: string | null = null;
  // Bounded: 100 pages of 100 is far beyond the demo data; a cursor that never ends must not loop forever.
  for (let page = 0; page < 100; page++) {
    const url = `${gatewayUrl}/api/items?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    const text = await response.text();
    if (response.status !== 200)
      throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 300)}`);
    const items: unknown = JSON.parse(text);
    if (!Array.isArray(items)) throw new Error('GET /api/items did not answer a list');
    all.push(...items);
    cursor = response.headers.get('x-next-cursor');
    if (!cursor) return all;
  }
  return all;
}

/**
 * The listing with the most reviews (the lowest id among equals, so reruns on the same data measure the same page)
 * and its owner, whose public profile then shows listings and a rating too.
 */
async function pickDemoPages(gatewayUrl: string): Promise<DemoPicks> {
  const items = await listAllItems(gatewayUrl);
  let best: { id: number; title: string; reviewCount: number; ownerId: number } | null = null;
  for (const item of items) {
    const id = pick(item, 'id');
    const reviewCount = pick(item, 'reviewCount');
    const ownerId = pick(item, 'ownerId');
    const title = pick(item, 'title');
    if (typeof id !== 'number' || typeof reviewCount !== 'number' || typeof ownerId !== 'number') continue;
    if (reviewCount < 1) continue;
    if (!best || reviewCount > best.reviewCount || (reviewCount === best.reviewCount && id < best.id)) {
      best = { id, title: typeof title === 'string' ? title : '', reviewCount, ownerId };
    }
  }
  if (!best) {
    throw new Error(
      `none of the ${items.length} listings GET /api/items shows has a review: the benchmark needs the demo data (seeded into an empty database)`,
    );
  }
  const user = await getJson(`${gatewayUrl}/api/users/${best.ownerId}`);
  const username = pick(user, 'username');
  if (typeof username !== 'string') throw new Error(`GET /api/users/${best.ownerId} has no username`);
  return {
    item: { id: best.id, title: best.title, reviewCount: best.reviewCount },
    user: { id: best.ownerId, username },
  };
}

interface Page {
  label: string;
  path: string;
}

/** Each page answers 200 with HTML before anything is measured: an error page must not pass for a fast page. */
async function checkPage(gatewayUrl: string, page: Page): Promise<void> {
  const response = await fetch(`${gatewayUrl}${page.path}`, {
    headers: { accept: 'text/html' },
    signal: AbortSignal.timeout(15_000),
  });
  const body = await response.text();
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.startsWith('text/html') || !body.includes('<html')) {
    throw new Error(
      `${page.path}: expected 200 text/html, got ${response.status} ${type}: ${body.slice(0, 200)}`,
    );
  }
}

/**
 * Whether the item page's HTML shows the listing before any script runs: its title in the document's body, scripts
 * left out (the head's `<title>`, meta tags and JSON-LD carry it too, for link previews, but paint nothing).
 */
async function itemShownInHtml(gatewayUrl: string, picks: DemoPicks): Promise<boolean> {
  const response = await fetch(`${gatewayUrl}/item/${picks.item.id}`, {
    signal: AbortSignal.timeout(15_000),
  });
  const html = await response.text();
  const start = html.search(/<body[\s>]/i);
  if (start < 0 || picks.item.title === '') return false;
  const body = html.slice(start).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  const escaped = picks.item.title.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  return body.includes(picks.item.title) || body.includes(escaped);
}

function versionOf(name: string): string {
  const pkg: unknown = createRequire(import.meta.url)(`${name}/package.json`);
  const version = pick(pkg, 'version');
  return typeof version === 'string' ? version : 'unknown';
}

function chromiumVersion(chromiumPath: string): string {
  try {
    return execFileSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return `${chromiumPath} (version unknown)`;
  }
}

/** The web build the gateway serves (WEB_DIST_DIR as the launcher passes it, else web/dist) and when it was built. */
function describeWebBuild(env: NodeJS.ProcessEnv): string {
  const dir = env.WEB_DIST_DIR || path.join(repoRoot, 'web/dist');
  try {
    return `${path.relative(repoRoot, dir) || dir} built ${statSync(path.join(dir, 'index.html')).mtime.toISOString()}`;
  } catch {
    return `${dir} (no index.html)`;
  }
}

/** Runs the benchmark; resolves to the process exit code (0 whenever the measurement itself worked). */
export function main(argv: string[]): Promise<number> {
  return runBench(argv, parseOptions, async ({ options, log, env, dataDir, cleanup, signals }) => {
    // The README asks every benchmark to state the machine's load; taken before this run adds its own.
    const loadAtStart = os.loadavg();
    const benchDir = path.join(dataDir, 'bench', 'web');
    mkdirSync(benchDir, { recursive: true });
    const chromiumPath = env.CHROMIUM_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
    const pin = pinning('gateway on core 0, autocannon on core 1; Chromium not pinned');

    const { postgres, databaseUrl } = await openBenchDatabase({ env, dataDir, cleanup, log }, BENCH_DATABASE);
    log.info(`PostgreSQL: ${postgres.description}, database ${BENCH_DATABASE}`);
    await useBenchRedis({ env, dir: benchDir, prefixSuffix: 'bench-web', cleanup, log });
    await prepareDatabase({ databaseUrl, config: loadConfig(env), seed: true, log });

    const { url: gatewayUrl, died } = await startGateway({
      env,
      pin: pin.server,
      dir: benchDir,
      cleanup,
      log,
    });
    const picks = await pickDemoPages(gatewayUrl);
    const pages: Page[] = [
      { label: '`/`', path: '/' },
      { label: '`/search?q=camera`', path: '/search?q=camera' },
      {
        label: `\`/item/${picks.item.id}\` (${picks.item.reviewCount} review${picks.item.reviewCount === 1 ? '' : 's'})`,
        path: `/item/${picks.item.id}`,
      },
      { label: `\`/user/${picks.user.id}\` (${picks.user.username})`, path: `/user/${picks.user.id}` },
      { label: '`/how-it-works`', path: '/how-it-works' },
    ];
    for (const page of pages) await checkPage(gatewayUrl, page);
    const serverRendered = await itemShownInHtml(gatewayUrl, picks);
    log.info(
      `pages: ${pages.map((p) => p.path).join(', ')} (item "${picks.item.title}"); measuring with Lighthouse`,
    );

    const track = trackChildren(cleanup, 'Chromium and load generator');
    const runs = new Map<string, LighthouseRun[]>();
    const loadBefore = os.loadavg()[0] ?? 0;
    // Rounds interleave the pages (every page once, then again), so a drift of the machine spreads over all of them.
    for (let round = 1; round <= options.runs; round++) {
      for (const page of pages) {
        if (signals.interrupted) return 130;
        let run = await runLighthouse(`${gatewayUrl}${page.path}`, { chromiumPath, track });
        if (run.error && !signals.interrupted) {
          // A run Lighthouse itself could not record (NO_NAVSTART and the like, seen on a busy machine) measured
          // nothing; one more attempt, and the report says so. A second failure stays in the table as n/a.
          log.warn(`run ${round}/${options.runs} ${page.path}: ${run.error}; trying once more`);
          const first = run.error;
          run = await runLighthouse(`${gatewayUrl}${page.path}`, { chromiumPath, track });
          run.problems.push(`first attempt failed and was repeated: ${first}`);
        }
        const gone = died();
        if (gone) throw new Error(gone);
        runs.set(page.path, [...(runs.get(page.path) ?? []), run]);
        log.info(
          `run ${round}/${options.runs} ${page.path}: performance ${run.performance ?? 'n/a'}, FCP ${run.fcpMs?.toFixed(0) ?? 'n/a'} ms, LCP ${run.lcpMs?.toFixed(0) ?? 'n/a'} ms, TBT ${run.tbtMs?.toFixed(0) ?? 'n/a'} ms${run.problems.length ? `; ${run.problems.join('; ')}` : ''}`,
        );
      }
    }
    const summaries: PageSummary[] = pages.map((p) => summarisePage(p.label, runs.get(p.path) ?? []));

    // The page and the JSON it shows, loaded in the same run at the same connections.
    const loadTargets: { label: string; target: LoadTarget }[] = [
      {
        label: `GET /item/${picks.item.id} (the page, anonymous)`,
        target: {
          url: `${gatewayUrl}/item/${picks.item.id}`,
          method: 'GET',
          headers: { accept: 'text/html' },
        },
      },
      {
        label: `GET /api/items/${picks.item.id} (its JSON)`,
        target: { url: `${gatewayUrl}/api/items/${picks.item.id}`, method: 'GET', headers: {} },
      },
    ];
    const apiItem = await getJson(loadTargets[1]?.target.url ?? '');
    if (pick(apiItem, 'id') !== picks.item.id)
      throw new Error(`GET /api/items/${picks.item.id} answered another item`);
    log.info(`loading the item page and its JSON at ${options.connections} connections`);
    const loadResults = loadTargets.map(() => [] as LoadResult[]);
    const load = (target: LoadTarget, durationS: number) =>
      runLoad(target, { connections: options.connections, durationS, pin: pin.load, track });
    for (let round = 1; round <= options.rounds; round++) {
      for (const [index, { label, target }] of loadTargets.entries()) {
        if (signals.interrupted) return 130;
        if (round === 1 && options.warmupS > 0) await load(target, options.warmupS);
        const result = await load(target, options.durationS);
        const gone = died();
        if (gone) throw new Error(gone);
        loadResults[index]?.push(result);
        log.info(
          `round ${round}/${options.rounds} ${label}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms, ${result.non2xx} non-2xx, ${result.errors + result.timeouts} errors`,
        );
      }
    }
    const loadRows: LoadRow[] = loadTargets.map((t, i) => ({ label: t.label, rounds: loadResults[i] ?? [] }));

    const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
    const fmtLoad = (l: number[]) => l.map((v) => v.toFixed(2)).join(', ');
    process.stdout.write(
      [
        '',
        '## Web benchmark',
        '',
        `Machine load average (1, 5, 15 min) at the start: ${fmtLoad(loadAtStart)}. ${cpu}, ${os.availableParallelism()} cores, Node ${process.version}.`,
        `Lighthouse ${versionOf('lighthouse')} (default config: mobile, simulated throttling), ${chromiumVersion(chromiumPath)}, ${options.runs} run(s) per page, each in a fresh browser; medians per figure.`,
        `Web build: ${describeWebBuild(env)}. The item page's HTML shows the listing before any script runs (its title in the body, server-rendered): ${serverRendered ? 'yes' : 'no'}.`,
        ...runConditions(pin, env, loadBefore),
        '',
        renderLighthouse(summaries),
        '',
        `Load: ${options.connections} connections, ${options.rounds} × ${options.durationS} s rounds per target (medians; ${options.warmupS} s warm-up first), autocannon ${versionOf('autocannon')}.`,
        '',
        renderLoad(loadRows),
        '',
      ].join('\n'),
    );
    return 0;
  });
}
