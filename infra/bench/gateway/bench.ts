/**
 * The gateway benchmark proper (entry: run.ts, which builds first). One run:
 *  1. PostgreSQL and Redis chosen the way `npm start` chooses them (DATABASE_URL / REDIS_URL when set,
 *     else the embedded PostgreSQL under .data and a local Redis), on a database of its own,
 *     `koalarent_bench`, migrated and seeded by the launcher's own code when empty;
 *  2. a raw node:http baseline and the real gateway (`gateway/dist/main.js`, the launcher's env and
 *     LOG_LEVEL), both pinned to core 0, and autocannon pinned to core 1;
 *  3. every scenario checked once for a correct answer, then loaded in rounds at N connections;
 *  4. a Markdown table with medians, ratios to the baseline, peak RSS and the targets.
 * Everything it started is stopped on the way out, also on Ctrl-C or failure. Only loopback traffic.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@koalarent/core';
import { prepareDatabase } from '../../src/launcher/database.js';
import { withDatabase } from '../../src/launcher/ports.js';
import { ensureDatabase } from '../../src/launcher/postgres.js';
import { readFlags } from '../shared/options.js';
import {
  benchPostgres,
  pinning,
  runBench,
  runConditions,
  spawnPinned,
  startGateway,
  stoppableChild,
  trackChildren,
  useBenchRedis,
} from '../shared/processes.js';
import { type LoadResult, type LoadTarget, runLoad, sampleRss } from './load.js';
import { renderReport, type ScenarioId, type ScenarioSummary, summarise } from './report.js';

/** Its own database beside the launcher's `koalarent`: the benchmark never touches the demo you use. */
const BENCH_DATABASE = 'koalarent_bench';
const MEMBER = { email: 'mia@koalarent.test', password: 'KoalaDemo!2024' };

export interface BenchOptions {
  durationS: number;
  connections: number;
  rounds: number;
  warmupS: number;
}

const USAGE = `Usage: npm run bench:gateway -- [--duration S] [--connections N] [--rounds N] [--warmup S]
  --duration S     seconds per measured round (env BENCH_DURATION, default 10)
  --connections N  concurrent connections (env BENCH_CONNECTIONS, default 50)
  --rounds N       measured rounds per scenario; the table shows their medians (env BENCH_ROUNDS, default 2)
  --warmup S       unmeasured seconds per scenario before its first round (env BENCH_WARMUP, default 2)`;

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const flags = readFlags(argv, env, USAGE);
  const options = {
    // Bounded on purpose: a typo must not turn into an hour of load on a shared machine.
    durationS: flags.number('duration', 'BENCH_DURATION', 10, 1, 300),
    connections: flags.number('connections', 'BENCH_CONNECTIONS', 50, 1, 1000),
    rounds: flags.number('rounds', 'BENCH_ROUNDS', 2, 1, 10),
    warmupS: flags.number('warmup', 'BENCH_WARMUP', 2, 0, 60),
  };
  flags.rejectUnknown();
  return options;
}

/** The port the baseline server prints once it listens. */
async function readPort(child: ChildProcess, timeoutMs: number): Promise<number> {
  if (!child.stdout) throw new Error('baseline server has no stdout');
  const lines = createInterface({ input: child.stdout });
  const timer = setTimeout(() => lines.close(), timeoutMs);
  try {
    for await (const line of lines) {
      const port = Number(line.trim());
      if (Number.isInteger(port) && port > 0) return port;
    }
  } finally {
    clearTimeout(timer);
  }
  throw new Error(`the baseline server did not report its port within ${timeoutMs / 1000} s`);
}

interface Scenario {
  id: ScenarioId;
  label: string;
  target: LoadTarget;
  /** Checks one real response before any load: a fast wrong answer must not pass for a result. */
  check(status: number, body: string): string | null;
}

function jsonOf(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function pick(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    current = typeof current === 'object' && current !== null ? Reflect.get(current, key) : undefined;
  }
  return current;
}

/** The GraphQL document of the REST route `GET /api/auth/me` (gateway/src/rest/route-table.ts), sent as-is. */
const ME_DOCUMENT =
  'query Me { me { id username fullName email phone profileImage isVerified isLocked role rating reviewCount koalaRank itemsListed itemsRented createdAt } }';

/**
 * The web app's own `Me` query as its build lists it (issue 25 §4): the request the browser sends, its hash alone
 * with the operation name and variables, as Apollo's persisted-query link sends it.
 */
function persistedMe(webDistDir: string): string {
  const file = path.join(webDistDir, 'persisted-documents.json');
  const { documents } = JSON.parse(readFileSync(file, 'utf8')) as { documents: Record<string, string> };
  const found = Object.entries(documents).find(([, text]) => /^query Me \{/.test(text));
  if (!found) throw new Error(`${file} lists no \`query Me\`: build the web app (npm run build)`);
  return JSON.stringify({
    operationName: 'Me',
    variables: {},
    extensions: { persistedQuery: { version: 1, sha256Hash: found[0] } },
  });
}

function scenarios(baseUrl: string, gatewayUrl: string, cookie: string, meByHash: string): Scenario[] {
  const json = { 'content-type': 'application/json' };
  const expect =
    (what: string, ok: (body: unknown) => boolean) =>
    (status: number, body: string): string | null =>
      status === 200 && ok(jsonOf(body))
        ? null
        : `expected 200 with ${what}, got ${status}: ${body.slice(0, 300)}`;
  return [
    {
      id: 'baseline',
      label: 'baseline: raw node:http',
      target: { url: `${baseUrl}/`, method: 'GET', headers: {} },
      check: expect('{"ok":true,…}', (b) => pick(b, 'ok') === true),
    },
    {
      id: 'healthz',
      label: 'GET /healthz',
      target: { url: `${gatewayUrl}/healthz`, method: 'GET', headers: {} },
      check: expect('{"status":"ok"}', (b) => pick(b, 'status') === 'ok'),
    },
    {
      id: 'typename',
      label: 'GraphQL `{ __typename }` (anonymous)',
      target: {
        url: `${gatewayUrl}/graphql`,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ query: '{ __typename }' }),
      },
      check: expect('data.__typename = Query', (b) => pick(b, 'data', '__typename') === 'Query'),
    },
    {
      id: 'gqlMe',
      label: 'GraphQL `{ me { id username } }` (signed in)',
      target: {
        url: `${gatewayUrl}/graphql`,
        method: 'POST',
        headers: { ...json, cookie },
        body: JSON.stringify({ query: '{ me { id username } }' }),
      },
      check: expect(
        'data.me.username',
        (b) => typeof pick(b, 'data', 'me', 'username') === 'string' && pick(b, 'errors') === undefined,
      ),
    },
    {
      id: 'gqlMeFull',
      label: 'GraphQL: the document `GET /api/auth/me` wraps (signed in)',
      target: {
        url: `${gatewayUrl}/graphql`,
        method: 'POST',
        headers: { ...json, cookie },
        body: JSON.stringify({ query: ME_DOCUMENT }),
      },
      check: expect(
        'data.me with every member field',
        (b) => typeof pick(b, 'data', 'me', 'createdAt') === 'string' && pick(b, 'errors') === undefined,
      ),
    },
    {
      id: 'gqlMePersisted',
      label: "GraphQL: the app's `Me` by its hash (persisted document, signed in)",
      target: { url: `${gatewayUrl}/graphql`, method: 'POST', headers: { ...json, cookie }, body: meByHash },
      check: expect(
        'data.me with every member field',
        (b) => typeof pick(b, 'data', 'me', 'createdAt') === 'string' && pick(b, 'errors') === undefined,
      ),
    },
    {
      id: 'restMe',
      label: 'REST GET /api/auth/me (signed in)',
      target: { url: `${gatewayUrl}/api/auth/me`, method: 'GET', headers: { cookie } },
      check: expect('the member with a username', (b) => typeof pick(b, 'username') === 'string'),
    },
  ];
}

async function checkScenario(scenario: Scenario): Promise<void> {
  const { url, method, headers, body } = scenario.target;
  const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(10_000) });
  const problem = scenario.check(response.status, await response.text());
  if (problem) throw new Error(`${scenario.label}: ${problem}`);
}

/** Signs the demo member in over REST and returns the cookies a browser would send back. */
async function signIn(gatewayUrl: string): Promise<string> {
  const response = await fetch(`${gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MEMBER),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  if (response.status !== 200 || typeof pick(jsonOf(text), 'username') !== 'string') {
    throw new Error(
      `signing in ${MEMBER.email} failed (${response.status}): ${text.slice(0, 300)}. The benchmark needs the demo members (seeded into an empty database).`,
    );
  }
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('signing in returned no session cookie');
  return cookie;
}

/** Runs the benchmark; resolves to the process exit code (0 whenever the measurement itself worked). */
export function main(argv: string[]): Promise<number> {
  return runBench(argv, parseOptions, async ({ options, log, env, dataDir, cleanup, signals }) => {
    const benchDir = path.join(dataDir, 'bench');
    mkdirSync(benchDir, { recursive: true });
    const pin = pinning('server under test on core 0, autocannon on core 1');

    // DATABASE_URL's database as it is; else a database of its own on the embedded server.
    const postgres = await benchPostgres({ env, dataDir, cleanup, log });
    let databaseUrl = postgres.url;
    if (postgres.fromEnv) {
      log.info(`PostgreSQL: ${postgres.description}`);
    } else {
      await ensureDatabase(postgres.url, BENCH_DATABASE);
      databaseUrl = withDatabase(postgres.url, BENCH_DATABASE);
      log.info(`PostgreSQL: ${postgres.description}, database ${BENCH_DATABASE}`);
    }
    env.DATABASE_URL = databaseUrl;

    await useBenchRedis({ env, dir: benchDir, prefixSuffix: 'bench', cleanup, log });
    await prepareDatabase({ databaseUrl, config: loadConfig(env), seed: true, log });

    const baselineScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'baseline-server.mjs');
    const baseline = spawnPinned(pin.server, process.execPath, [baselineScript], {
      env: { PATH: process.env.PATH ?? '' },
      stdout: 'pipe',
    });
    cleanup.add(stoppableChild('baseline server', baseline, 5_000));
    const baseUrl = `http://127.0.0.1:${await readPort(baseline, 10_000)}`;

    const {
      gateway,
      url: gatewayUrl,
      died: gatewayDied,
    } = await startGateway({ env, pin: pin.server, dir: benchDir, cleanup, log });

    const cookie = await signIn(gatewayUrl);
    const list = scenarios(baseUrl, gatewayUrl, cookie, persistedMe(loadConfig(env).webDistDir));
    for (const scenario of list) await checkScenario(scenario);
    log.info('every scenario answers correctly; measuring');
    // Printed with the figures: other work on the machine (a build, a test run) skews them.
    const loadBefore = os.loadavg()[0] ?? 0;

    const results = new Map<ScenarioId, { rounds: LoadResult[]; peak: number | null }>();
    const track = trackChildren(cleanup, 'load generator');
    const load = (target: LoadTarget, durationS: number) =>
      runLoad(target, {
        connections: options.connections,
        durationS,
        pin: pin.load,
        track,
      });

    // Rounds interleave the scenarios (all of round 1, then all of round 2), so a slow drift of the
    // machine spreads over every scenario instead of landing on whichever ran last.
    for (let round = 1; round <= options.rounds; round++) {
      for (const scenario of list) {
        if (signals.interrupted) return 130;
        const server = scenario.id === 'baseline' ? baseline : gateway;
        if (round === 1 && options.warmupS > 0) await load(scenario.target, options.warmupS);
        const stopSampling = sampleRss(server.pid ?? 0);
        const result = await load(scenario.target, options.durationS);
        const peak = stopSampling();
        const died = gatewayDied();
        if (died) throw new Error(died);
        const entry = results.get(scenario.id) ?? { rounds: [], peak: null };
        entry.rounds.push(result);
        if (peak !== null) entry.peak = Math.max(entry.peak ?? 0, peak);
        results.set(scenario.id, entry);
        log.info(
          `round ${round}/${options.rounds} ${scenario.label}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms, ${result.non2xx} non-2xx, ${result.errors + result.timeouts} errors`,
        );
      }
    }

    const summaries: ScenarioSummary[] = list.map((s) => {
      const entry = results.get(s.id);
      return summarise(s.id, s.label, entry?.rounds ?? [], entry?.peak ?? null);
    });
    const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
    process.stdout.write(
      [
        '',
        '## Gateway benchmark',
        '',
        `${options.connections} connections, ${options.rounds} × ${options.durationS} s rounds per scenario (medians; ${options.warmupS} s warm-up first), autocannon ${autocannonVersion()}, Node ${process.version}, ${cpu}`,
        ...runConditions(pin, env, loadBefore),
        '',
        renderReport(summaries),
        '',
      ].join('\n'),
    );
    return 0;
  });
}

function autocannonVersion(): string {
  const pkg: unknown = createRequire(import.meta.url)('autocannon/package.json');
  const version = pick(pkg, 'version');
  return typeof version === 'string' ? version : 'unknown';
}
