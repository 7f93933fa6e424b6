/**
 * The search benchmark proper (entry: run.ts, which builds first). One run:
 *  1. PostgreSQL and Redis chosen the way `npm start` (and bench:gateway) choose them, on a database of its own,
 *     `koalarent_bench_search`, migrated, and filled with 100,000 generated listings when it does not hold them
 *     yet (kept for the next run);
 *  2. the built gateway (`gateway/dist/main.js`, the launcher's environment) pinned to core 0; the load
 *     generators (autocannon, pgbench) pinned to core 1;
 *  3. every query of the mix checked once: the REST shim answers 200 with the same ids, in the same order, as
 *     the SQL statement searchItems issues for it;
 *  4. per mix, then for all mixes together: the REST shim `GET /api/items` under autocannon, and pgbench
 *     running that same SQL (same parameters, extended protocol like node-postgres), at the same number of
 *     connections for the same time;
 *  5. a Markdown table: req/s, p50 and p99 of both, their ratios, and the issue's targets.
 * Everything it started is stopped on the way out, also on Ctrl-C or failure. Only loopback traffic.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
  withClient,
} from '../../src/launcher/postgres.js';
import { waitForExit } from '../../src/launcher/processes.js';
import { findOnPath, resolveRedis } from '../../src/launcher/redis.js';
import { repoRoot } from '../../src/paths.js';
import { BENCH_ITEMS, benchDataPresent, generateBenchData } from './data.js';
import { MIXES, type Mix, restPath, searchSql } from './mix.js';

/** Its own database: 100,000 generated listings never land in the demo database (or in DATABASE_URL's). */
const BENCH_DATABASE = 'koalarent_bench_search';
const here = path.dirname(fileURLToPath(import.meta.url));

export interface BenchOptions {
  durationS: number;
  connections: number;
  warmupS: number;
  regenerate: boolean;
}

const USAGE = `Usage: npm run bench:search -- [--duration S] [--connections N] [--warmup S] [--regenerate]
  --duration S     seconds per measured run, API and pgbench alike (env BENCH_DURATION, default 10)
  --connections N  concurrent connections of autocannon and of pgbench (env BENCH_CONNECTIONS, default 50)
  --warmup S       unmeasured seconds before each measured run (env BENCH_WARMUP, default 2)
  --regenerate     generate the 100,000 listings again even when the database holds them`;

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const flags = new Map<string, string>();
  let regenerate = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--regenerate') {
      regenerate = true;
      continue;
    }
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
    connections: read('connections', 'BENCH_CONNECTIONS', 50, 1, 90),
    warmupS: read('warmup', 'BENCH_WARMUP', 2, 0, 60),
    regenerate,
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
      for (let item = this.stack.pop(); item; item = this.stack.pop()) {
        await item
          .stop()
          .catch((error: unknown) => this.log.warn(`stopping ${item?.name}: ${String(error)}`));
      }
    })();
    return this.running;
  }

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

/** `taskset -c N` prefixes: the gateway on core 0, the load generators on core 1 (PostgreSQL is not pinned). */
function pinning(): { server: string[]; load: string[]; note: string } {
  const cores = os.availableParallelism();
  const taskset = findOnPath('taskset');
  if (taskset && cores >= 2) {
    return {
      server: [taskset, '-c', '0'],
      load: [taskset, '-c', '1'],
      note: `gateway on core 0, autocannon and pgbench on core 1, PostgreSQL unpinned (taskset; ${cores} cores)`,
    };
  }
  return { server: [], load: [], note: `not pinned (${taskset ? `${cores} core` : 'no taskset'})` };
}

/** Runs a child to its end within a bound, in its own process group; resolves to its stdout. */
async function runChild(
  command: string[],
  options: { env?: NodeJS.ProcessEnv; limitMs: number; track: (kill: () => void) => () => void },
): Promise<{ stdout: string; stderr: string }> {
  const [file, ...args] = command;
  const child = spawn(file ?? '', args, {
    cwd: repoRoot,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const untrack = options.track(() => signalGroup(child, 'SIGKILL'));
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), options.limitMs);
  try {
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (c, s) => resolve([c, s]));
    });
    if (code !== 0) {
      throw new Error(
        `${path.basename(file ?? '')} failed (${signal ?? `exit ${code}`}): ${stderr.trim().slice(-800)}`,
      );
    }
  } finally {
    clearTimeout(timer);
    untrack();
  }
  return { stdout, stderr };
}

/** What one measured run gave; latencies in milliseconds. */
interface Measure {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  failures: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

/** `?` placeholders (MikroORM's) as `$n` (node-postgres) or `:name` (pgbench). */
function numbered(sql: string, name: (n: number) => string): string {
  let n = 0;
  return sql.replace(/\?/g, () => name(++n));
}

interface PgbenchScript {
  file: string;
  variables: [string, string][];
}

/** One pgbench script file per query, its parameters as pgbench variables (`-D`) named after the script. */
function writeScripts(dir: string, mixes: Mix[]): Map<string, PgbenchScript> {
  mkdirSync(dir, { recursive: true });
  const scripts = new Map<string, PgbenchScript>();
  for (const mix of mixes) {
    mix.filters.forEach((filter, n) => {
      const key = `${mix.id}_${n}`;
      const { sql, params } = searchSql(filter);
      const file = path.join(dir, `${key}.sql`);
      writeFileSync(file, `${numbered(sql, (k) => `:${key}_p${k}`)};\n`);
      scripts.set(key, {
        file,
        variables: params.map((value, k) => [`${key}_p${k + 1}`, String(value)]),
      });
    });
  }
  return scripts;
}

/** pgbench over the given scripts (equal weights), its per-transaction log turned into p50/p99. */
async function runPgbench(
  pgbench: string,
  databaseUrl: string,
  scripts: PgbenchScript[],
  options: { connections: number; durationS: number; pin: string[]; logDir: string },
  track: (kill: () => void) => () => void,
): Promise<Measure> {
  rmSync(options.logDir, { recursive: true, force: true });
  mkdirSync(options.logDir, { recursive: true });
  const args = [
    pgbench,
    '--no-vacuum',
    '--protocol=extended',
    `--client=${options.connections}`,
    '--jobs=1',
    `--time=${options.durationS}`,
    '--log',
    `--log-prefix=${path.join(options.logDir, 'tx')}`,
  ];
  for (const script of scripts) {
    args.push(`--file=${script.file}@1`);
    for (const [name, value] of script.variables) args.push(`--define=${name}=${value}`);
  }
  args.push(databaseUrl);
  const { stdout, stderr } = await runChild([...options.pin, ...args], {
    limitMs: (options.durationS + 60) * 1000,
    track,
  });
  // A statement that fails ends its client ("client 3 aborted in command 0"): a failed run, not a slow one.
  if (/aborted/.test(stderr)) throw new Error(`pgbench: ${stderr.trim().slice(-800)}`);
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
  const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
  const latencies: number[] = [];
  for (const name of readdirSync(options.logDir)) {
    for (const line of readFileSync(path.join(options.logDir, name), 'utf8').split('\n')) {
      // client_id transaction_no time(µs) script_no time_epoch time_us
      const time = Number(line.split(' ')[2]);
      if (line && Number.isFinite(time)) latencies.push(time / 1000);
    }
  }
  const sorted = Float64Array.from(latencies).sort();
  return {
    rps: tps ? Number(tps) : latencies.length / options.durationS,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    total: latencies.length,
    failures: failed,
  };
}

async function runApi(
  base: string,
  paths: string[],
  options: { connections: number; durationS: number; pin: string[] },
  track: (kill: () => void) => () => void,
): Promise<Measure> {
  const config = JSON.stringify({
    base,
    paths,
    connections: options.connections,
    durationS: options.durationS,
  });
  const { stdout } = await runChild(
    [...options.pin, process.execPath, path.join(here, 'api-load.mjs'), config],
    {
      limitMs: (options.durationS + 30) * 1000,
      track,
    },
  );
  const r = JSON.parse(stdout) as {
    rps: number;
    p50: number;
    p99: number;
    total: number;
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  return { rps: r.rps, p50: r.p50, p99: r.p99, total: r.total, failures: r.non2xx + r.errors + r.timeouts };
}

/**
 * Each query once through the REST shim and once as the SQL: the same ids in the same order, and for text
 * queries a non-empty full-text result (so searchItems issues exactly this one statement, no typo fallback).
 */
async function checkQueries(gatewayUrl: string, databaseUrl: string, mixes: Mix[]): Promise<string[]> {
  const notes: string[] = [];
  await withClient(databaseUrl, async (client) => {
    for (const mix of mixes) {
      for (const filter of mix.filters) {
        const url = `${gatewayUrl}${restPath(filter)}`;
        const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
        const body = await response.text();
        if (response.status !== 200)
          throw new Error(`GET ${restPath(filter)}: ${response.status} ${body.slice(0, 300)}`);
        const items = JSON.parse(body) as { id: number }[];
        const { sql, params } = searchSql(filter);
        const { rows } = await client.query<{ id: number | null; total: number }>(
          numbered(sql, (n) => `$${n}`),
          params,
        );
        const total = rows[0]?.total ?? 0;
        if (total === 0)
          throw new Error(`${restPath(filter)} matches nothing: the mix must measure real results`);
        const sqlIds = rows.flatMap((r) => (r.id === null ? [] : [r.id])).slice(0, items.length);
        const apiIds = items.map((i) => i.id);
        if (JSON.stringify(sqlIds) !== JSON.stringify(apiIds)) {
          throw new Error(
            `${restPath(filter)}: the API answered ids ${apiIds.join(',')}, the SQL ${sqlIds.join(',')}`,
          );
        }
        notes.push(`${mix.id}: ${restPath(filter)} → ${total} matches`);
      }
    }
  });
  return notes;
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
    // not a git checkout: the build time below still dates the figures
  }
  const built = statSync(path.join(repoRoot, 'gateway/dist/main.js')).mtime.toISOString();
  return `${commit}; gateway/dist/main.js built ${built}`;
}

const THROUGHPUT_TARGET = 0.6;
const P99_TARGET = 2;

function fmt(n: number, digits = 0): string {
  return Number.isFinite(n)
    ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : 'n/a';
}

/** A ratio to two decimals, truncated: 0.597 must not print as a 0.60 that misses 0.6. */
const fmtRatio = (r: number): string => (Number.isFinite(r) ? (Math.floor(r * 100) / 100).toFixed(2) : 'n/a');

interface Row {
  label: string;
  api: Measure;
  sql: Measure;
}

export function renderTable(rows: Row[]): string {
  const lines = [
    '| mix | API req/s | API p50 ms | API p99 ms | pgbench tx/s | pgbench p50 ms | pgbench p99 ms | API ÷ pgbench req/s | API p99 ÷ pgbench p99 | failures API / pgbench |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    // A run in which nothing completed (every request slower than the run) has no latency to compare.
    const throughput = r.api.total > 0 ? r.api.rps / r.sql.rps : Number.NaN;
    const p99 = r.api.total > 0 && r.sql.total > 0 ? r.api.p99 / r.sql.p99 : Number.NaN;
    lines.push(
      `| ${r.label} | ${fmt(r.api.rps)} | ${fmt(r.api.p50, 1)} | ${fmt(r.api.p99, 1)} | ${fmt(r.sql.rps)} | ${fmt(r.sql.p50, 1)} | ${fmt(r.sql.p99, 1)} | ${fmtRatio(throughput)}×${throughput >= THROUGHPUT_TARGET ? '' : ' ✗'} | ${fmtRatio(p99)}×${p99 <= P99_TARGET ? '' : ' ✗'} | ${r.api.failures} / ${r.sql.failures} |`,
    );
  }
  return lines.join('\n');
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
  const pgbench = findOnPath('pgbench');
  if (!pgbench) {
    log.error(
      'pgbench is not on PATH (Debian/Ubuntu: apt-get install postgresql-contrib; macOS: brew install postgresql)',
    );
    return 1;
  }

  let launch: LauncherEnvironment;
  try {
    launch = launcherEnvironment();
  } catch (error) {
    log.error(error instanceof ConfigError ? error.message : String(error));
    return 1;
  }
  const { env, config } = launch;
  const benchDir = path.join(config.dataDir, 'bench', 'search');
  mkdirSync(benchDir, { recursive: true });

  const cleanup = new Cleanup(log);
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) {
      cleanup.killNow();
      process.exit(130);
    }
    interrupted = true;
    log.warn(`${signal}: stopping everything the benchmark started…`);
    void cleanup.run().then(() => process.exit(signal === 'SIGTERM' ? 143 : 130));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);
  process.on('exit', () => cleanup.killNow());

  const tracked = new Set<() => void>();
  const track = (kill: () => void) => {
    tracked.add(kill);
    return () => tracked.delete(kill);
  };
  cleanup.add({
    name: 'load generators',
    stop: async () => {
      for (const kill of tracked) kill();
    },
    killNow: () => {
      for (const kill of tracked) kill();
    },
  });

  try {
    const pin = pinning();
    // The server of DATABASE_URL when set (a database of our own on it), else the embedded PostgreSQL.
    let adminUrl: string;
    let serverNote: string;
    if (env.DATABASE_URL) {
      await assertDatabaseAnswers(env.DATABASE_URL);
      adminUrl = env.DATABASE_URL;
      serverNote = `the server of DATABASE_URL ${redactUrl(env.DATABASE_URL)}`;
    } else {
      const postgres = await startEmbeddedPostgres({
        dataDir: path.join(config.dataDir, 'postgres'),
        port: parsePort(env.EMBEDDED_PG_PORT, EMBEDDED_PG_DEFAULT_PORT),
        log,
        reuseRunning: true,
      });
      cleanup.add({ name: 'PostgreSQL', stop: postgres.stop, killNow: postgres.stopNow });
      adminUrl = postgres.adminUrl;
      serverNote = postgres.description;
    }
    await ensureDatabase(adminUrl, BENCH_DATABASE);
    const databaseUrl = withDatabase(adminUrl, BENCH_DATABASE);
    env.DATABASE_URL = databaseUrl;
    const serverVersion = await withClient(
      databaseUrl,
      async (c) =>
        (await c.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? '?',
    );
    log.info(`PostgreSQL ${serverVersion}: ${serverNote}, database ${BENCH_DATABASE}`);

    const redis = await resolveRedis({
      env,
      port: await findFreePort(),
      dir: path.join(benchDir, 'redis'),
      persistent: false,
      adoptLeftover: false,
      log,
    });
    cleanup.add({ name: 'Redis', stop: redis.stop, killNow: redis.killNow });
    env.REDIS_URL = redis.url;
    env.REDIS_PREFIX = `${env.REDIS_PREFIX ?? 'koala'}-bench-search`;
    env.UPLOAD_DIR ??= path.join(benchDir, 'uploads');
    env.MAILBOX_DIR ??= path.join(benchDir, 'mailbox');
    await prepareDatabase({ databaseUrl, config: loadConfig(env), seed: false, log });

    await withClient(databaseUrl, async (client) => {
      if (!options.regenerate && (await benchDataPresent(client))) {
        log.info(`the database holds the ${BENCH_ITEMS.toLocaleString('en-US')} generated listings already`);
        return;
      }
      log.info(`generating ${BENCH_ITEMS.toLocaleString('en-US')} listings…`);
      const seconds = await generateBenchData(client);
      log.info(
        `generated in ${seconds.toFixed(1)} s (one INSERT … SELECT over generate_series, then VACUUM ANALYZE)`,
      );
    });

    const gatewayPort = await findFreePort();
    env.PORT = String(gatewayPort);
    env.HOST = '127.0.0.1';
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    const spec = appProcessSpecs(env).find((s) => s.name === 'gateway');
    if (!spec) throw new Error('the launcher has no gateway process');
    const logFile = path.join(benchDir, 'gateway.log');
    const logFd = openSync(logFile, 'w');
    const [first, ...rest] = pin.server.length
      ? [...pin.server, spec.command, ...spec.args]
      : [spec.command, ...spec.args];
    const gateway = spawn(first ?? spec.command, rest, {
      cwd: repoRoot,
      env: spec.env,
      stdio: ['ignore', logFd, logFd],
      detached: true,
    });
    closeSync(logFd);
    cleanup.add(stoppableChild('gateway', gateway, 15_000));
    const gatewayDied = () =>
      gateway.exitCode !== null || gateway.signalCode !== null
        ? `the gateway exited (${gateway.signalCode ?? `code ${gateway.exitCode}`}); see ${logFile}`
        : null;
    await waitForHttpOk(`${gatewayUrl}/readyz`, { timeoutMs: 120_000, abortReason: gatewayDied });
    log.info(`gateway ready at ${gatewayUrl} (LOG_LEVEL ${env.LOG_LEVEL ?? 'info'}, log in ${logFile})`);

    const notes = await checkQueries(gatewayUrl, databaseUrl, MIXES);
    for (const note of notes) log.info(note);
    log.info('every query answers the same ids through the API and as SQL; measuring');
    const scripts = writeScripts(path.join(benchDir, 'pgbench'), MIXES);
    const loadBefore = os.loadavg()[0] ?? 0;

    const phases: { label: string; paths: string[]; scripts: PgbenchScript[] }[] = MIXES.map((mix) => ({
      label: mix.label,
      paths: mix.filters.map(restPath),
      scripts: mix.filters.map((_, n) => scripts.get(`${mix.id}_${n}`)!),
    }));
    // All mixes together: the paths interleaved (one of each mix in turn), every script at the same weight.
    const width = Math.max(...MIXES.map((m) => m.filters.length));
    phases.push({
      label: '**all mixes**',
      paths: Array.from({ length: width }, (_, n) =>
        MIXES.flatMap((m) => (m.filters[n] ? [restPath(m.filters[n])] : [])),
      ).flat(),
      scripts: [...scripts.values()],
    });

    const rows: Row[] = [];
    const load = { connections: options.connections, pin: pin.load };
    for (const phase of phases) {
      if (interrupted) return 130;
      if (options.warmupS > 0)
        await runApi(gatewayUrl, phase.paths, { ...load, durationS: options.warmupS }, track);
      const api = await runApi(gatewayUrl, phase.paths, { ...load, durationS: options.durationS }, track);
      const died = gatewayDied();
      if (died) throw new Error(died);
      const pgOptions = { ...load, logDir: path.join(benchDir, 'pgbench-log') };
      if (options.warmupS > 0)
        await runPgbench(
          pgbench,
          databaseUrl,
          phase.scripts,
          { ...pgOptions, durationS: options.warmupS },
          track,
        );
      const sql = await runPgbench(
        pgbench,
        databaseUrl,
        phase.scripts,
        { ...pgOptions, durationS: options.durationS },
        track,
      );
      log.info(
        `${phase.label}: API ${Math.round(api.rps)} req/s p99 ${api.p99} ms; pgbench ${Math.round(sql.rps)} tx/s p99 ${sql.p99.toFixed(1)} ms`,
      );
      rows.push({ label: phase.label, api, sql });
    }

    const total = rows.at(-1)!;
    const throughput = total.api.total > 0 ? total.api.rps / total.sql.rps : Number.NaN;
    const p99 = total.api.total > 0 ? total.api.p99 / total.sql.p99 : Number.NaN;
    const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
    process.stdout.write(
      [
        '',
        '## Search benchmark',
        '',
        `${BENCH_ITEMS.toLocaleString('en-US')} listings; ${options.connections} connections, ${options.durationS} s per measured run (${options.warmupS} s warm-up before each), API = REST \`GET /api/items\` under autocannon, pgbench = the same SQL (extended protocol), Node ${process.version}, PostgreSQL ${serverVersion}, ${cpu}.`,
        `Pinning: ${pin.note}. Build: ${describeBuild()}. Gateway LOG_LEVEL ${env.LOG_LEVEL ?? 'info'}.`,
        `Machine load average (1 min) before measuring: ${loadBefore.toFixed(2)}; after: ${(os.loadavg()[0] ?? 0).toFixed(2)}.`,
        '',
        renderTable(rows),
        '',
        `Targets (all mixes): API throughput ≥ ${THROUGHPUT_TARGET}× pgbench's — ${fmtRatio(throughput)}× ${throughput >= THROUGHPUT_TARGET ? 'holds' : 'MISSED'}; API p99 ≤ ${P99_TARGET}× pgbench's — ${fmtRatio(p99)}× ${p99 <= P99_TARGET ? 'holds' : 'MISSED'}.`,
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
