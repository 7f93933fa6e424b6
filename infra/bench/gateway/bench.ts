/**
 * The gateway benchmark proper (entry: run.ts, which builds first). One run:
 *  1. PostgreSQL and Redis chosen the way `npm start` chooses them (DATABASE_URL / REDIS_URL when set,
 *     else the embedded PostgreSQL under .data and a local Redis), on a database of its own,
 *     `koalarent_bench`, migrated and seeded by the launcher's own code when empty;
 *  2. a raw node:http baseline and the real gateway (`gateway/dist/main.js`, the launcher's env and
 *     LOG_LEVEL), both pinned to core 0, and autocannon pinned to core 1;
 *  3. every scenario checked once for a correct answer, then loaded in rounds at N connections;
 *  4. a Markdown table with medians, ratios to the baseline, peak RSS and the issue's targets.
 * Everything it started is stopped on the way out, also on Ctrl-C or failure. Only loopback traffic.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '@koalarent/core';
import { appProcessSpecs } from '../../src/launcher/app.js';
import { prepareDatabase } from '../../src/launcher/database.js';
import { type LauncherEnvironment, launcherEnvironment } from '../../src/launcher/environment.js';
import { createLogger, type Logger } from '../../src/launcher/logger.js';
import { findFreePort, parsePort, redactUrl, waitForHttpOk, withDatabase } from '../../src/launcher/ports.js';
import {
  assertDatabaseAnswers,
  EMBEDDED_PG_DEFAULT_PORT,
  ensureDatabase,
  startEmbeddedPostgres,
} from '../../src/launcher/postgres.js';
import { waitForExit } from '../../src/launcher/processes.js';
import { findOnPath, resolveRedis } from '../../src/launcher/redis.js';
import { repoRoot } from '../../src/paths.js';
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
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(arg);
    if (!match?.[1]) throw new Error(`unknown argument "${arg}"\n${USAGE}`);
    const value = match[2] ?? argv[++i];
    if (value === undefined) throw new Error(`--${match[1]} needs a value\n${USAGE}`);
    flags.set(match[1], value);
  }
  const read = (flag: string, envName: string, fallback: number, min: number, max: number): number => {
    const raw = flags.get(flag) ?? env[envName];
    flags.delete(flag);
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new Error(`--${flag} / ${envName} must be a whole number from ${min} to ${max}, got "${raw}"`);
    }
    return value;
  };
  const options = {
    // Bounded on purpose: a typo must not turn into an hour of load on a shared machine.
    durationS: read('duration', 'BENCH_DURATION', 10, 1, 300),
    connections: read('connections', 'BENCH_CONNECTIONS', 50, 1, 1000),
    rounds: read('rounds', 'BENCH_ROUNDS', 2, 1, 10),
    warmupS: read('warmup', 'BENCH_WARMUP', 2, 0, 60),
  };
  const unknown = [...flags.keys()];
  if (unknown.length) throw new Error(`unknown option --${unknown[0]}\n${USAGE}`);
  return options;
}

interface Stoppable {
  name: string;
  stop(): Promise<void>;
  killNow(): void;
}

/** What was started, stopped in reverse order exactly once, whichever way the run ends. */
class Cleanup {
  private readonly stack: Stoppable[] = [];
  private running: Promise<void> | null = null;

  constructor(private readonly log: Logger) {}

  add(item: Stoppable): void {
    this.stack.push(item);
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      // Popped one by one: whatever a still-running start-up step adds meanwhile is stopped too.
      for (let item = this.stack.pop(); item; item = this.stack.pop()) {
        await item
          .stop()
          .catch((error: unknown) => this.log.warn(`stopping ${item?.name}: ${String(error)}`));
      }
    })();
    return this.running;
  }

  /** Synchronous last resort for a second Ctrl-C or process 'exit': no waiting for graceful stops. */
  killNow(): void {
    for (let item = this.stack.pop(); item; item = this.stack.pop()) item.killNow();
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/** SIGTERM, up to graceMs to drain, then SIGKILL: bounded however the child behaves. */
function stoppableChild(name: string, child: ChildProcess, graceMs: number): Stoppable {
  return {
    name,
    stop: async () => {
      signalGroup(child, 'SIGTERM');
      if (!(await waitForExit(child, graceMs))) {
        signalGroup(child, 'SIGKILL');
        await waitForExit(child, 2_000);
      }
    },
    killNow: () => signalGroup(child, 'SIGKILL'),
  };
}

/**
 * `taskset -c N` when it can mean something: with one core there is nothing to separate, and without
 * taskset the processes simply share the cores (the report says which).
 */
function pinning(): { server: string[]; load: string[]; note: string } {
  const cores = os.availableParallelism();
  const taskset = findOnPath('taskset');
  if (taskset && cores >= 2) {
    return {
      server: [taskset, '-c', '0'],
      load: [taskset, '-c', '1'],
      note: `server under test on core 0, autocannon on core 1 (taskset; ${cores} cores)`,
    };
  }
  return {
    server: [],
    load: [],
    note: `not pinned (${taskset ? `${cores} core` : 'no taskset'}): server and load generator share cores`,
  };
}

function spawnPinned(
  pin: string[],
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; stdout: 'pipe' | number },
): ChildProcess {
  const [first, ...rest] = pin.length ? [...pin, command, ...args] : [command, ...args];
  // Own process group: Ctrl-C reaches the benchmark only, which stops the servers in order.
  return spawn(first ?? command, rest, {
    cwd: repoRoot,
    env: options.env,
    stdio: ['ignore', options.stdout, options.stdout === 'pipe' ? 'inherit' : options.stdout],
    detached: true,
  });
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

function scenarios(baseUrl: string, gatewayUrl: string, cookie: string): Scenario[] {
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

function describeBuild(): string {
  let commit = 'unknown commit';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'gateway', 'services'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim();
    if (dirty) commit += ' + uncommitted changes in gateway/ or services/';
  } catch {
    // not a git checkout (an exported tree): the build time below still dates the figures
  }
  const built = statSync(path.join(repoRoot, 'gateway/dist/main.js')).mtime.toISOString();
  return `${commit}; gateway/dist/main.js built ${built}`;
}

/** Runs the benchmark; resolves to the process exit code (0 whenever the measurement itself worked). */
export async function main(argv: string[]): Promise<number> {
  const log = createLogger({ label: 'bench', width: 5, color: Boolean(process.stderr.isTTY) });
  let options: BenchOptions;
  try {
    options = parseOptions(argv, process.env);
  } catch (error) {
    log.error(error instanceof Error ? error.message : String(error));
    return 2;
  }

  // The app's environment as the launcher gives it.
  let launch: LauncherEnvironment;
  try {
    launch = launcherEnvironment();
  } catch (error) {
    log.error(error instanceof ConfigError ? error.message : String(error));
    return 1;
  }
  const { env, config } = launch;
  const benchDir = path.join(config.dataDir, 'bench');
  mkdirSync(benchDir, { recursive: true });

  const cleanup = new Cleanup(log);
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) {
      // A second Ctrl-C means "now": kill what is left without waiting.
      cleanup.killNow();
      process.exit(130);
    }
    interrupted = true;
    log.warn(`${signal}: stopping everything the benchmark started…`);
    void cleanup.run().then(() => process.exit(signal === 'SIGTERM' ? 143 : 130));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);
  // Last resort when the process ends any other way: nothing asynchronous runs in 'exit'.
  process.on('exit', () => cleanup.killNow());

  try {
    const pin = pinning();

    if (env.DATABASE_URL) {
      await assertDatabaseAnswers(env.DATABASE_URL);
      log.info(`PostgreSQL: DATABASE_URL ${redactUrl(env.DATABASE_URL)}`);
    } else {
      const postgres = await startEmbeddedPostgres({
        dataDir: path.join(config.dataDir, 'postgres'),
        port: parsePort(env.EMBEDDED_PG_PORT, EMBEDDED_PG_DEFAULT_PORT),
        log,
        // A cluster that a running `npm start` owns is used as it is and left running afterwards.
        reuseRunning: true,
      });
      cleanup.add({ name: 'PostgreSQL', stop: postgres.stop, killNow: postgres.stopNow });
      await ensureDatabase(postgres.adminUrl, BENCH_DATABASE);
      env.DATABASE_URL = withDatabase(postgres.adminUrl, BENCH_DATABASE);
      log.info(`PostgreSQL: ${postgres.description}, database ${BENCH_DATABASE}`);
    }

    const redis = await resolveRedis({
      env,
      // A redis-server of its own (when one is needed) on a free port and in memory, never adopting or
      // stopping the one a running `npm start` keeps on the launcher's port.
      port: await findFreePort(),
      dir: path.join(benchDir, 'redis'),
      persistent: false,
      adoptLeftover: false,
      log,
    });
    cleanup.add({ name: 'Redis', stop: redis.stop, killNow: redis.killNow });
    env.REDIS_URL = redis.url;
    // Its own key prefix, so sessions, caches and queued events never mix with a running app's.
    env.REDIS_PREFIX = `${env.REDIS_PREFIX ?? 'koala'}-bench`;
    log.info(`Redis: ${redis.description}, key prefix ${env.REDIS_PREFIX}`);

    // Demo images and mail of the benchmark's database stay out of the app's own folders.
    env.UPLOAD_DIR ??= path.join(benchDir, 'uploads');
    env.MAILBOX_DIR ??= path.join(benchDir, 'mailbox');
    await prepareDatabase({ databaseUrl: env.DATABASE_URL, config: loadConfig(env), seed: true, log });

    const gatewayPort = await findFreePort();
    // Loopback only and a port of its own, so a running `npm start` on 4000 is left alone.
    env.PORT = String(gatewayPort);
    env.HOST = '127.0.0.1';
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;

    const baselineScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'baseline-server.mjs');
    const baseline = spawnPinned(pin.server, process.execPath, [baselineScript], {
      env: { PATH: process.env.PATH ?? '' },
      stdout: 'pipe',
    });
    cleanup.add(stoppableChild('baseline server', baseline, 5_000));
    const baseUrl = `http://127.0.0.1:${await readPort(baseline, 10_000)}`;

    const spec = appProcessSpecs(env).find((s) => s.name === 'gateway');
    if (!spec) throw new Error('the launcher has no gateway process');
    const logFile = path.join(benchDir, 'gateway.log');
    const logFd = openSync(logFile, 'w');
    // Its log goes to a file: read by no one during the run, it costs the gateway what stdout costs it.
    const gateway = spawnPinned(pin.server, spec.command, spec.args, { env: spec.env, stdout: logFd });
    closeSync(logFd);
    cleanup.add(stoppableChild('gateway', gateway, 15_000));
    const gatewayDied = () =>
      gateway.exitCode !== null || gateway.signalCode !== null
        ? `the gateway exited (${gateway.signalCode ?? `code ${gateway.exitCode}`}); see ${logFile}`
        : null;
    await waitForHttpOk(`${gatewayUrl}/readyz`, { timeoutMs: 120_000, abortReason: gatewayDied });
    log.info(`gateway ready at ${gatewayUrl} (LOG_LEVEL ${env.LOG_LEVEL ?? 'info'}, log in ${logFile})`);

    const cookie = await signIn(gatewayUrl);
    const list = scenarios(baseUrl, gatewayUrl, cookie);
    for (const scenario of list) await checkScenario(scenario);
    log.info('every scenario answers correctly; measuring');
    // Printed with the figures: other work on the machine (a build, a test run) skews them.
    const loadBefore = os.loadavg()[0] ?? 0;

    const results = new Map<ScenarioId, { rounds: LoadResult[]; peak: number | null }>();
    const tracked = new Set<() => void>();
    cleanup.add({
      name: 'load generator',
      stop: async () => {
        for (const kill of tracked) kill();
      },
      killNow: () => {
        for (const kill of tracked) kill();
      },
    });
    const load = (target: LoadTarget, durationS: number) =>
      runLoad(target, {
        connections: options.connections,
        durationS,
        pin: pin.load,
        track: (kill) => {
          tracked.add(kill);
          return () => tracked.delete(kill);
        },
      });

    // Rounds interleave the scenarios (all of round 1, then all of round 2), so a slow drift of the
    // machine spreads over every scenario instead of landing on whichever ran last.
    for (let round = 1; round <= options.rounds; round++) {
      for (const scenario of list) {
        if (interrupted) return 130;
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
        `Pinning: ${pin.note}. Build: ${describeBuild()}. Gateway LOG_LEVEL ${env.LOG_LEVEL ?? 'info'}.`,
        `Machine load average (1 min) before measuring: ${loadBefore.toFixed(2)}; after: ${(os.loadavg()[0] ?? 0).toFixed(2)}.`,
        '',
        renderReport(summaries),
        '',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (interrupted) return 130;
    log.error(`measurement failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    if (!interrupted) await cleanup.run();
  }
}

function autocannonVersion(): string {
  const pkg: unknown = createRequire(import.meta.url)('autocannon/package.json');
  const version = pick(pkg, 'version');
  return typeof version === 'string' ? version : 'unknown';
}
