/**
 * The search benchmark proper (entry: run.ts, which builds first). One run:
 *  1. PostgreSQL and Redis chosen the way `npm start` (and bench:gateway) choose them, on a database of its own,
 *     `koalarent_bench_search`, migrated, and filled with 100,000 generated listings when it does not hold them
 *     yet (kept for the next run);
 *  2. the built gateway (`gateway/dist/main.js`, the launcher's environment) pinned to core 0; the load
 *     generators (autocannon, pgbench) pinned to core 1;
 *  3. every query of the mix checked once: the REST shim answers 200 with the same ids, in the same order, as
 *     the SQL statement searchItems issues for it (for the facet mix: the same category counts as its statement);
 *  4. per mix, then for all mixes together: the REST shim `GET /api/items` under autocannon, and pgbench
 *     running that same SQL (same parameters, extended protocol like node-postgres), at the same number of
 *     connections for the same time;
 *  5. a Markdown table: req/s, p50 and p99 of both, their ratios, and the issue's targets.
 * Everything it started is stopped on the way out, also on Ctrl-C or failure. Only loopback traffic.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@koalarent/core';
import type pg from 'pg';
import { prepareDatabase } from '../../src/launcher/database.js';
import { withDatabase } from '../../src/launcher/ports.js';
import { ensureDatabase, withClient } from '../../src/launcher/postgres.js';
import { findOnPath } from '../../src/launcher/redis.js';
import type { LoadResult } from '../gateway/load.js';
import { readFlags } from '../shared/options.js';
import {
  benchPostgres,
  pinning,
  runBench,
  runChild,
  runConditions,
  startGateway,
  type Track,
  trackChildren,
  useBenchRedis,
} from '../shared/processes.js';
import { type CpuUse, meterCpu } from './cpu.js';
import {
  BENCH_ITEMS,
  benchAvailabilityPresent,
  benchDataPresent,
  generateBenchAvailability,
  generateBenchData,
} from './data.js';
import { MIXES, type Mix, restPath, searchSql } from './mix.js';

/** Its own database: 100,000 generated listings never land in the demo database (or in DATABASE_URL's). */
const BENCH_DATABASE = 'koalarent_bench_search';
const here = path.dirname(fileURLToPath(import.meta.url));

export interface BenchOptions {
  durationS: number;
  connections: number;
  warmupS: number;
  regenerate: boolean;
  /** Only the date mix (issue 23 §4), without the other mixes and the all-mixes run. */
  onlyDates: boolean;
  /** Issue 24 §1: the gateway with its kept search pages and facets off (SEARCH_CACHE_SECONDS=0): every request reads. */
  noCache: boolean;
}

const USAGE = `Usage: npm run bench:search -- [--duration S] [--connections N] [--warmup S] [--regenerate] [--only-dates] [--no-cache]
  --duration S     seconds per measured run, API and pgbench alike (env BENCH_DURATION, default 10)
  --connections N  concurrent connections of autocannon and of pgbench (env BENCH_CONNECTIONS, default 50)
  --warmup S       unmeasured seconds before each measured run (env BENCH_WARMUP, default 2)
  --regenerate     generate the 100,000 listings again even when the database holds them
  --only-dates     measure only the date mix (a shorter run on a busy machine)
  --no-cache       the gateway keeps no search page or facet counts (SEARCH_CACHE_SECONDS=0): every request reads`;

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const flags = readFlags(argv, env, USAGE, ['regenerate', 'only-dates', 'no-cache']);
  const options = {
    // Bounded on purpose: a typo must not turn into an hour of load on a shared machine.
    durationS: flags.number('duration', 'BENCH_DURATION', 10, 1, 300),
    connections: flags.number('connections', 'BENCH_CONNECTIONS', 50, 1, 90),
    warmupS: flags.number('warmup', 'BENCH_WARMUP', 2, 0, 60),
    regenerate: flags.has('regenerate'),
    onlyDates: flags.has('only-dates'),
    noCache: flags.has('no-cache'),
  };
  flags.rejectUnknown();
  return options;
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
      const { sql, params } = searchSql(filter, mix.endpoint);
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
  track: Track,
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
  const { stdout, stderr } = await runChild('pgbench', [...options.pin, ...args], {
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
  track: Track,
): Promise<Measure> {
  const config = JSON.stringify({
    base,
    paths,
    connections: options.connections,
    durationS: options.durationS,
  });
  const { stdout } = await runChild(
    'autocannon',
    [...options.pin, process.execPath, path.join(here, 'api-load.mjs'), config],
    {
      limitMs: (options.durationS + 30) * 1000,
      track,
    },
  );
  const r = JSON.parse(stdout) as LoadResult;
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
        const at = restPath(filter, mix.endpoint);
        const response = await fetch(`${gatewayUrl}${at}`, { signal: AbortSignal.timeout(15_000) });
        const body = await response.text();
        if (response.status !== 200) throw new Error(`GET ${at}: ${response.status} ${body.slice(0, 300)}`);
        if (mix.endpoint === 'facets') {
          notes.push(`${mix.id}: ${await checkFacets(client, at, filter, body)}`);
          continue;
        }
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

/** The API's category counts equal those its SQL gives (each row counts its matches but for the category filter). */
async function checkFacets(
  client: pg.Client,
  at: string,
  filter: Mix['filters'][number],
  body: string,
): Promise<string> {
  const answer = JSON.parse(body) as { total: number; categories: { id: number; count: number }[] };
  const { sql, params } = searchSql(filter, 'facets');
  const { rows } = await client.query<{ category_id: number; n_cat: number | string }>(
    numbered(sql, (n) => `$${n}`),
    params,
  );
  const byCategory = new Map<number, number>();
  for (const row of rows)
    byCategory.set(row.category_id, (byCategory.get(row.category_id) ?? 0) + Number(row.n_cat));
  for (const category of answer.categories) {
    const expected = byCategory.get(category.id) ?? 0;
    if (category.count !== expected)
      throw new Error(
        `${at}: the API counts ${category.count} in category ${category.id}, the SQL ${expected}`,
      );
  }
  if (answer.total === 0) throw new Error(`${at} matches nothing: the mix must measure real results`);
  return `${at} → ${answer.total}${answer.total >= 1000 ? '+' : ''} matches, ${answer.categories.length} categories counted`;
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
  /** CPU seconds of the measured runs: the API's (gateway and PostgreSQL) and pgbench's (PostgreSQL). */
  apiCpu: CpuUse;
  sqlCpu: CpuUse;
}

/** CPU milliseconds per completed request (or transaction). */
const perRequest = (seconds: number | null, m: Measure): number =>
  seconds === null || m.total === 0 ? Number.NaN : (seconds * 1000) / m.total;

/**
 * Where each request's CPU went. The gateway and PostgreSQL share the machine's cores, so an API request costs
 * its gateway CPU on top of the statements' PostgreSQL CPU, while a pgbench transaction costs only the latter.
 */
export function renderCpuTable(rows: Row[]): string {
  const lines = [
    '| mix | API: gateway CPU ms/req | API: PostgreSQL CPU ms/req | API: total CPU ms/req | pgbench: PostgreSQL CPU ms/tx |',
    '|---|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const gateway = perRequest(r.apiCpu.gatewayS, r.api);
    const postgres = perRequest(r.apiCpu.postgresS, r.api);
    lines.push(
      `| ${r.label} | ${fmt(gateway, 2)} | ${fmt(postgres, 2)} | ${fmt(gateway + postgres, 2)} | ${fmt(perRequest(r.sqlCpu.postgresS, r.sql), 2)} |`,
    );
  }
  return lines.join('\n');
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

/**
 * Issue 24 §1's targets, read from the same rows: the last row is all mixes together (or the only mix), the others
 * are each mix alone.
 */
function scaleTargets(rows: Row[]): string {
  const total = rows.at(-1)!;
  const mixes = rows.length > 1 ? rows.slice(0, -1) : rows;
  const slowest = Math.min(...mixes.map((r) => r.api.rps));
  const worstP99 = Math.max(...rows.map((r) => r.api.p99));
  const postgres = perRequest(total.apiCpu.postgresS, total.api);
  const mark = (ok: boolean) => (ok ? 'holds' : 'MISSED');
  return [
    `Issue 24 targets: all mixes ≥ 500 req/s — ${Math.round(total.api.rps)} ${mark(total.api.rps >= 500)};`,
    `every mix ≥ 300 — slowest ${Math.round(slowest)} ${mark(slowest >= 300)};`,
    `p99 ≤ 250 ms — worst ${Math.round(worstP99)} ms ${mark(worstP99 <= 250)};`,
    `PostgreSQL CPU per API request ≤ 3 ms — ${fmt(postgres, 2)} ms ${mark(postgres <= 3)}.`,
    '',
  ].join(' ');
}

/** Runs the benchmark; resolves to the process exit code (0 whenever the measurement itself worked). */
export function main(argv: string[]): Promise<number> {
  return runBench(argv, parseOptions, async ({ options, log, env, dataDir, cleanup, signals }) => {
    const pgbench = findOnPath('pgbench');
    if (!pgbench) {
      log.error(
        'pgbench is not on PATH (Debian/Ubuntu: apt-get install postgresql-contrib; macOS: brew install postgresql)',
      );
      return 1;
    }
    const benchDir = path.join(dataDir, 'bench', 'search');
    mkdirSync(benchDir, { recursive: true });
    const track = trackChildren(cleanup, 'load generators');

    const pin = pinning('gateway on core 0, autocannon and pgbench on core 1, PostgreSQL unpinned');
    // The server of DATABASE_URL when set (a database of our own on it), else the embedded PostgreSQL.
    const postgres = await benchPostgres({ env, dataDir, cleanup, log });
    const adminUrl = postgres.url;
    const serverNote = postgres.fromEnv ? `the server of ${postgres.description}` : postgres.description;
    await ensureDatabase(adminUrl, BENCH_DATABASE);
    const databaseUrl = withDatabase(adminUrl, BENCH_DATABASE);
    env.DATABASE_URL = databaseUrl;
    const serverVersion = await withClient(
      databaseUrl,
      async (c) =>
        (await c.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? '?',
    );
    log.info(`PostgreSQL ${serverVersion}: ${serverNote}, database ${BENCH_DATABASE}`);

    await useBenchRedis({ env, dir: benchDir, prefixSuffix: 'bench-search', cleanup, log });
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
    // What the date mix reads: bookings, blocked ranges and rules, relative to today (so generated again each day).
    await withClient(databaseUrl, async (client) => {
      if (!options.regenerate && (await benchAvailabilityPresent(client))) {
        log.info("the database holds today's generated bookings, blocked ranges and rules already");
        return;
      }
      log.info('generating bookings, blocked ranges and availability rules…');
      const made = await generateBenchAvailability(client);
      log.info(
        `generated ${made.bookings.toLocaleString('en-US')} bookings, ${made.blocks.toLocaleString('en-US')} blocked ranges and ${made.rules.toLocaleString('en-US')} listings' rules in ${made.seconds.toFixed(1)} s`,
      );
    });
    const mixes = options.onlyDates ? MIXES.filter((mix) => mix.id === 'dates') : MIXES;

    const {
      gateway,
      url: gatewayUrl,
      died: gatewayDied,
    } = await startGateway({
      env: options.noCache ? { ...env, SEARCH_CACHE_SECONDS: '0' } : env,
      pin: pin.server,
      dir: benchDir,
      cleanup,
      log,
    });

    const notes = await checkQueries(gatewayUrl, databaseUrl, mixes);
    for (const note of notes) log.info(note);
    log.info('every query answers the same ids through the API and as SQL; measuring');
    const scripts = writeScripts(path.join(benchDir, 'pgbench'), mixes);
    const loadBefore = os.loadavg()[0] ?? 0;

    const phases: { label: string; paths: string[]; scripts: PgbenchScript[] }[] = mixes.map((mix) => ({
      label: mix.label,
      paths: mix.filters.map((filter) => restPath(filter, mix.endpoint)),
      scripts: mix.filters.map((_, n) => scripts.get(`${mix.id}_${n}`)!),
    }));
    // All mixes together: the paths interleaved (one of each mix in turn), every script at the same weight.
    const width = Math.max(...mixes.map((m) => m.filters.length));
    if (mixes.length > 1)
      phases.push({
        label: '**all mixes**',
        paths: Array.from({ length: width }, (_, n) =>
          mixes.flatMap((m) => (m.filters[n] ? [restPath(m.filters[n], m.endpoint)] : [])),
        ).flat(),
        scripts: [...scripts.values()],
      });

    const rows: Row[] = [];
    const load = { connections: options.connections, pin: pin.load };
    for (const phase of phases) {
      if (signals.interrupted) return 130;
      if (options.warmupS > 0)
        await runApi(gatewayUrl, phase.paths, { ...load, durationS: options.warmupS }, track);
      let stopMeter = meterCpu(gateway.pid ?? null, BENCH_DATABASE);
      const api = await runApi(gatewayUrl, phase.paths, { ...load, durationS: options.durationS }, track);
      const apiCpu = stopMeter();
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
      stopMeter = meterCpu(null, BENCH_DATABASE);
      const sql = await runPgbench(
        pgbench,
        databaseUrl,
        phase.scripts,
        { ...pgOptions, durationS: options.durationS },
        track,
      );
      const sqlCpu = stopMeter();
      log.info(
        `${phase.label}: API ${Math.round(api.rps)} req/s p99 ${api.p99} ms; pgbench ${Math.round(sql.rps)} tx/s p99 ${sql.p99.toFixed(1)} ms`,
      );
      rows.push({ label: phase.label, api, sql, apiCpu, sqlCpu });
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
        `${BENCH_ITEMS.toLocaleString('en-US')} listings; ${options.connections} connections, ${options.durationS} s per measured run (${options.warmupS} s warm-up before each), API = REST \`GET /api/items\` (the facet mix: \`/api/items/facets\`) under autocannon, pgbench = the same SQL (extended protocol), Node ${process.version}, PostgreSQL ${serverVersion}, ${cpu}.`,
        ...runConditions(pin, env, loadBefore),
        // Issue 24 §1: anonymous pages and facets are kept per query until the catalogue changes; the mixes repeat
        // their queries, so with the cache on the API rows measure kept answers, and pgbench's the statements.
        options.noCache
          ? 'Search cache: off (`--no-cache`, SEARCH_CACHE_SECONDS=0): every API request runs its statements.'
          : `Search cache: SEARCH_CACHE_SECONDS=${env.SEARCH_CACHE_SECONDS ?? '10 (default)'}: the API answers a repeated anonymous query from the gateway's memory until the catalogue changes (\`--no-cache\` to measure every request reading).`,
        '',
        renderTable(rows),
        '',
        'CPU per request (from /proc: the gateway process, and the PostgreSQL backends of the benchmark database):',
        '',
        renderCpuTable(rows),
        '',
        scaleTargets(rows),
        `Targets (${mixes.length > 1 ? 'all mixes' : `${total.label} only`}): API throughput ≥ ${THROUGHPUT_TARGET}× pgbench's — ${fmtRatio(throughput)}× ${throughput >= THROUGHPUT_TARGET ? 'holds' : 'MISSED'}; API p99 ≤ ${P99_TARGET}× pgbench's — ${fmtRatio(p99)}× ${p99 <= P99_TARGET ? 'holds' : 'MISSED'}.`,
        '',
      ].join('\n'),
    );
    return 0;
  });
}
