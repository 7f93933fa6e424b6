/**
 * The booking benchmark proper (entry: run.ts, which builds first). One run:
 *  1. PostgreSQL and Redis chosen the way `npm start` (and the other benchmarks) choose them, on a database of its
 *     own, `koalarent_bench_booking`, migrated, with fresh accounts and items (data.ts); Redis keys under
 *     `<REDIS_PREFIX>-bench-booking`, removed before and after the run; the payment provider is the built-in sandbox;
 *  2. the built gateway and the built bookings worker (`services/bookings/dist/worker.js`, its own process, as
 *     `npm start` runs it) and the baseline's no-op BullMQ worker, all pinned to core 0; the load generator
 *     (load.mjs) pinned to core 1;
 *  3. every renter signs in over REST and makes one booking with the demo card, which saves the card; the answers
 *     are checked, and the load then pays with that saved method;
 *  4. per concurrency level: the baseline (BullMQ add-and-wait of the same job data, answered by the no-op worker),
 *     then booking requests end to end (`POST /api/bookings`: gateway → queue → bookings worker → committed →
 *     answer), each after a warm-up, at the same number of requests in flight for the same time; after each booking
 *     run the queue and the outbox are drained and the committed bookings are counted against the successes;
 *  5. the database's own limit (issue 22 §5): with the bookings worker stopped, pgbench runs the booking request's own
 *     SQL transaction, generated from what the worker sent for one real request (record-sql.mjs, pgbench.ts), at each
 *     level's concurrency; what it wrote is counted and removed;
 *  6. a Markdown table: req/s, p50/p99, failures, the ratio to the baseline, the ratio to pgbench and the target, the
 *     CPU per request.
 * Everything it started is stopped on the way out, also on Ctrl-C or failure. Only loopback traffic.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BookingCommands } from '@koalarent/bookings/client';
import { bookingsWorker } from '@koalarent/bookings/worker';
import { addDays, DEMO_CARD, earliestStartDate, loadConfig, parseIsoDate } from '@koalarent/core';
import { prepareDatabase } from '../../src/launcher/database.js';
import { withClient } from '../../src/launcher/postgres.js';
import { findOnPath } from '../../src/launcher/redis.js';
import { type CpuUse, meterCpu } from '../search/cpu.js';
import { failureSummary, fmt, fmtRatioDown } from '../shared/format.js';
import { readFlags, readRunLength } from '../shared/options.js';
import {
  cpuProfileEnv,
  type LoadSummary,
  openBenchDatabase,
  pinning,
  runBench,
  runConditions,
  runLoadScript,
  startGateway,
  type Track,
  trackChildren,
  useBenchRedis,
} from '../shared/processes.js';
import { clearRedisKeysAround, meterRedisCpu, pendingJobs, watchQueues } from '../shared/redis.js';
import { signIn } from '../shared/sign-in.js';
import { startAppWorker, startNoopWorker } from '../shared/workers.js';
import {
  BENCH_PASSWORD,
  type BenchData,
  type BenchItem,
  type CommittedCheck,
  committedBookings,
  RENTAL_DAYS,
  SLOTS_PER_ITEM,
  seedBookingData,
} from './data.js';
import {
  type PgbenchOutcome,
  type PgbenchScript,
  pgbenchScript,
  type RecordedTransaction,
  removePgbenchRows,
  runPgbench,
  type WrittenRows,
  writtenRows,
} from './pgbench.js';

/** Its own database: the run truncates its bookings and items, so it must never be the demo's or DATABASE_URL's. */
const BENCH_DATABASE = 'koalarent_bench_booking';
const here = path.dirname(fileURLToPath(import.meta.url));
/** Items the load books; with SLOTS_PER_ITEM slots each, far more requests than any bounded run sends. */
const BENCH_ITEMS = 1_000;
/**
 * Issue 22 §5: booking requests end to end at ≥ 0.5× the rate pgbench runs the request's own SQL transaction at the
 * same concurrency: the queue, the gateway and the worker together cost no more than the database work they wrap.
 * (Issue 8's ≥ 0.3× a no-op BullMQ round trip asked for more than two cores give: PostgreSQL alone spends about as
 * much per booking as that target allowed the whole machine. The baseline stays in the table for reference.)
 */
const TARGET = 0.5;
const DEFAULT_LEVELS = [16, 64];

export interface BenchOptions {
  durationS: number;
  warmupS: number;
  /** Requests in flight, one measured pair (baseline, bookings) per level. */
  levels: number[];
  renters: number;
  quick: boolean;
  /** Write a V8 CPU profile of the bookings worker (where a booking's CPU goes) next to its log. */
  profile: boolean;
}

const USAGE = `Usage: npm run bench:booking -- [--quick] [--duration S] [--warmup S] [--concurrency N] [--renters N]
  --quick          a short smoke run: 3 s per measured run, 1 s warm-up (unless given), both levels
  --duration S     seconds per measured run, baseline, bookings and pgbench alike (env BENCH_DURATION, default 10)
  --warmup S       unmeasured seconds before each measured run (env BENCH_WARMUP, default 3)
  --concurrency N  requests in flight; only this level (env BENCH_CONCURRENCY, default 16 then 64)
  --renters N      signed-in renters the requests take turns between (env BENCH_RENTERS, default 64)
  --profile        write V8 CPU profiles of the gateway and the bookings worker to .data/bench/booking/ (Chrome DevTools)`;

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const flags = readFlags(argv, env, USAGE, ['quick', 'profile']);
  const { quick, durationS, warmupS } = readRunLength(flags);
  // 0 (the fallback, outside the accepted range) means "not given": both default levels.
  const level = flags.number('concurrency', 'BENCH_CONCURRENCY', 0, 1, 256);
  const renters = flags.number('renters', 'BENCH_RENTERS', 64, 1, 500);
  flags.rejectUnknown();
  return {
    durationS,
    warmupS,
    levels: level ? [level] : DEFAULT_LEVELS,
    renters,
    quick,
    profile: flags.has('profile'),
  };
}

/** What the load generator (load.mjs) prints for one run; latencies in ms, of the successful requests. */
export interface LoadOutcome extends LoadSummary {
  distinctBookings: number;
  next: number;
  exhausted: boolean;
  /** CPU seconds of the measured window: the machine's busy and idle (null without /proc), the load generator's own. */
  cpu: { machineBusyS: number | null; machineIdleS: number | null; selfS: number };
}

interface Renter {
  id: number;
  cookie: string;
  paymentMethod: number;
}

interface LoadConfig {
  mode: 'http' | 'queue';
  concurrency: number;
  durationS: number;
  timeoutMs: number;
  keyPrefix: string;
  startIndex: number;
  capacity: number;
  firstDayMs: number;
  rentalDays: number;
  items: BenchItem[];
  renters: Renter[];
  base?: string;
  redisUrl?: string;
  redisPrefix?: string;
}

/** Runs load.mjs once, pinned, bounded (killed a minute after its planned end), and parses its answer. */
async function runLoad(config: LoadConfig, file: string, pin: string[], track: Track): Promise<LoadOutcome> {
  const outcome = await runLoadScript<LoadOutcome>({
    script: path.join(here, 'load.mjs'),
    config,
    configFile: file,
    pin,
    track,
    limitMs: (config.durationS + config.timeoutMs / 1000 + 60) * 1000,
  });
  if (outcome.exhausted)
    throw new Error('the load ran out of free item dates; run shorter or with fewer requests in flight');
  return outcome;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

/**
 * Each renter's first booking, paid with the demo card typed in as the wizard sends it: checks one real answer per
 * renter before any load (a booking pending approval at the quoted total), and saves the card the load then pays
 * with, as a returning renter does.
 */
async function primeRenters(
  gatewayUrl: string,
  data: BenchData,
  cookies: string[],
  options: { runId: string; firstDay: string },
): Promise<void> {
  const endDate = addDays(options.firstDay, RENTAL_DAYS - 1);
  let next = 0;
  const one = async (n: number) => {
    const renter = data.renters[n]!;
    const item = data.primeItems[n]!;
    const response = await fetch(`${gatewayUrl}/api/bookings`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: cookies[n]!,
        'idempotency-key': `bench-${options.runId}-prime-${n}`,
      },
      body: JSON.stringify({
        itemId: item.id,
        startDate: options.firstDay,
        endDate,
        totalPrice: item.totalPrice,
        deliveryOption: 'pickup',
        paymentMethod: {
          cardNumber: DEMO_CARD.number,
          nameOnCard: `Bench Renter ${n + 1}`,
          expiryDate: DEMO_CARD.expiry,
          cvv: DEMO_CARD.cvv,
        },
        message: 'First booking of the benchmark: saves the card.',
      }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // reported below with the raw text
    }
    if (
      response.status < 200 ||
      response.status >= 300 ||
      response.status === 202 ||
      !Number.isInteger(field(body, 'id')) ||
      field(body, 'status') !== 'pending_approval' ||
      field(body, 'totalPrice') !== item.totalPrice
    ) {
      throw new Error(
        `POST /api/bookings for ${renter.email} answered ${response.status} ${text.slice(0, 400)}; expected a booking pending approval at ${item.totalPrice}`,
      );
    }
  };
  // A few at a time: each tokenises a card and runs a full request, and the gateway's rate limits see one address.
  await Promise.all(
    Array.from({ length: Math.min(8, data.renters.length) }, async () => {
      while (next < data.renters.length) await one(next++);
    }),
  );
}

/** Waits until the bookings queue has nothing waiting or running and the outbox is published; returns the seconds. */
async function drain(
  counts: () => Promise<number>,
  databaseUrl: string,
  died: () => string | null,
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    const reason = died();
    if (reason) throw new Error(reason);
    const pendingJobs = await counts();
    const unpublished = await withClient(databaseUrl, async (c) => {
      const { rows } = await c.query<{ n: number }>(
        'select count(*)::int as n from outbox_events where published_at is null',
      );
      return rows[0]?.n ?? 0;
    });
    if (pendingJobs === 0 && unpublished === 0) return (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the bookings queue or the outbox did not drain within 120 s after the load');
}

interface LevelResult {
  concurrency: number;
  baseline: LoadOutcome;
  booking: LoadOutcome;
  committed: CommittedCheck;
  drainS: number;
  baselineCpu: CpuUse;
  gatewayCpu: CpuUse;
  workerCpu: CpuUse;
  /** CPU seconds the Redis server used during each run (its `INFO cpu`), or null when it would not say. */
  baselineRedisS: number | null;
  bookingRedisS: number | null;
  /** pgbench on the request's own transaction at this concurrency, or why there is no figure. */
  pgbench: PgbenchResult | { skipped: string };
}

/** A pgbench run, what its transactions wrote (counted, then removed) and what the recorded request wrote. */
export interface PgbenchResult {
  outcome: PgbenchOutcome;
  written: WrittenRows;
  perRequest: WrittenRows;
}

/** Why a level's booking figure cannot count, or null when it can: failures, or commits that disagree with answers. */
export function bookingProblem(level: LevelResult): string | null {
  const { booking, committed } = level;
  if (booking.failed > 0) return `${booking.failed} failed requests`;
  if (level.baseline.failed > 0) return `${level.baseline.failed} failed baseline round trips`;
  if (booking.ok === 0) return 'no booking answered';
  if (committed.committed !== booking.ok || booking.distinctBookings !== booking.ok)
    return `${committed.committed} committed, ${booking.distinctBookings} distinct ids for ${booking.ok} successes`;
  if (committed.pendingAuthorized !== committed.committed)
    return `${committed.committed - committed.pendingAuthorized} bookings not pending with payment authorised`;
  if (committed.ledgerSum !== 0) return `ledger sums to ${committed.ledgerSum}, not 0`;
  return null;
}

export function baselineRatioOf(level: LevelResult): number {
  return level.baseline.rps > 0 ? level.booking.rps / level.baseline.rps : Number.NaN;
}

/** Why pgbench's figure cannot count, or null: no run, aborted clients, failures, or transactions that booked nothing. */
export function pgbenchProblem(level: LevelResult): string | null {
  const run = level.pgbench;
  if ('skipped' in run) return run.skipped;
  const { outcome } = run;
  if (outcome.aborted > 0)
    return `${outcome.aborted} pgbench clients aborted: ${outcome.error ?? 'unknown error'}`;
  if (outcome.failed > 0) return `${outcome.failed} failed pgbench transactions`;
  // Every transaction wrote what the recorded request wrote: the same holds, ledger rows, events and answer.
  const { written, perRequest } = run;
  for (const key of ['bookings', 'holds', 'ledgerRows', 'events', 'answers'] as const)
    if (written[key] !== perRequest[key] * outcome.processed)
      return `pgbench wrote ${written[key]} ${key} for ${outcome.processed} transactions (the recorded request: ${perRequest[key]})`;
  if (written.ledgerSum !== 0) return `pgbench's ledger sums to ${written.ledgerSum}, not 0`;
  return null;
}

/** End-to-end bookings/s ÷ pgbench's transactions/s of the same transaction at the same concurrency. */
export function ratioOf(level: LevelResult): number {
  const run = level.pgbench;
  return 'skipped' in run || !(run.outcome.tps > 0) ? Number.NaN : level.booking.rps / run.outcome.tps;
}

export function targetHolds(level: LevelResult): boolean {
  return bookingProblem(level) === null && pgbenchProblem(level) === null && ratioOf(level) >= TARGET;
}

export function renderTable(levels: LevelResult[]): string {
  const lines = [
    '| in flight | round trip | req/s | p50 ms | p99 ms | answered | failures | × baseline (reference) | check |',
    '|---:|---|---:|---:|---:|---:|---|---:|---|',
  ];
  for (const level of levels) {
    const { baseline, booking } = level;
    lines.push(
      `| ${level.concurrency} | baseline: BullMQ add + waitUntilFinished, no-op worker | ${fmt(baseline.rps)} | ${fmt(baseline.p50, 1)} | ${fmt(baseline.p99, 1)} | ${fmt(baseline.ok)} | ${failureSummary(baseline)} | 1.00× | ${baseline.failed ? '⚠' : ''} |`,
    );
    const problem = bookingProblem(level);
    lines.push(
      `| ${level.concurrency} | REST \`POST /api/bookings\` → bookings worker → committed | ${fmt(booking.rps)} | ${fmt(booking.p50, 1)} | ${fmt(booking.p99, 1)} | ${fmt(booking.ok)} | ${failureSummary(booking)} | ${fmtRatioDown(baselineRatioOf(level))}× | ${problem ? `⚠ ${problem}` : '✓ committed once each'} |`,
    );
  }
  return lines.join('\n');
}

/** The target's table: end-to-end bookings/s against pgbench's transactions/s of the request's own transaction. */
export function renderDatabaseTable(levels: LevelResult[]): string {
  const lines = [
    `| in flight | end to end bookings/s | pgbench tx/s (the request's SQL transaction) | pgbench latency ms | pgbench tx (bookings written) | end to end ÷ pgbench | ≥ ${TARGET}× |`,
    '|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const level of levels) {
    const run = level.pgbench;
    const problem = bookingProblem(level) ?? pgbenchProblem(level);
    const ratio = ratioOf(level);
    const verdict = problem ? `⚠ ${problem}` : ratio >= TARGET ? '✓' : '✗';
    lines.push(
      'skipped' in run
        ? `| ${level.concurrency} | ${fmt(level.booking.rps)} | n/a | n/a | n/a | n/a | ⚠ ${run.skipped} |`
        : `| ${level.concurrency} | ${fmt(level.booking.rps)} | ${fmt(run.outcome.tps)} | ${fmt(run.outcome.latencyMs, 2)} | ${fmt(run.outcome.processed)} (${fmt(run.written.bookings)}) | ${fmtRatioDown(ratio)}× | ${verdict} |`,
    );
  }
  return lines.join('\n');
}

const perRequest = (seconds: number | null, requests: number): number =>
  seconds === null || requests === 0 ? Number.NaN : (seconds * 1000) / requests;

/**
 * Where a request's CPU went (from /proc). The baseline costs its worker's CPU (and Redis's, not metered); a booking
 * costs the gateway's, the bookings worker's (its outbox relay and the event jobs the request triggers included) and
 * the PostgreSQL backends' of the benchmark database.
 */
export function renderCpuTable(levels: LevelResult[]): string {
  const lines = [
    '| in flight | baseline: no-op worker CPU ms/req | booking: gateway CPU ms/req | booking: bookings worker CPU ms/req | booking: PostgreSQL CPU ms/req |',
    '|---:|---:|---:|---:|---:|',
  ];
  for (const level of levels) {
    lines.push(
      `| ${level.concurrency} | ${fmt(perRequest(level.baselineCpu.gatewayS, level.baseline.ok), 2)} | ${fmt(perRequest(level.gatewayCpu.gatewayS, level.booking.ok), 2)} | ${fmt(perRequest(level.workerCpu.gatewayS, level.booking.ok), 2)} | ${fmt(perRequest(level.gatewayCpu.postgresS, level.booking.ok), 2)} |`,
    );
  }
  return lines.join('\n');
}

const share = (part: number, whole: number): string =>
  whole > 0 && Number.isFinite(part) ? `${Math.round((100 * part) / whole)} %` : 'n/a';

/**
 * The whole machine's CPU per request over the measured window (every core, every process and the kernel, read by the
 * load generator from /proc/stat when its load starts and ends) and how busy it was, split into Redis (its own `INFO
 * cpu`), the processes of the table above, the load generator (its own CPU in the window) and the rest: the kernel's
 * work outside those processes and anything else running. The bound the target sets follows: at the target's rate
 * the machine's cores give each booking at most cores × 1000 ÷ rate ms, whatever is pinned where.
 */
export function renderBudget(levels: LevelResult[], cores: number): string[] {
  const lines = [
    '| in flight | run | req/s | machine busy | machine CPU ms/req | Redis | PostgreSQL | gateway | worker | load generator | rest |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const row = (
    level: LevelResult,
    run: string,
    outcome: LoadOutcome,
    parts: { redis: number | null; postgres: number | null; gateway: number | null; worker: number | null },
  ) => {
    const { machineBusyS: busy, machineIdleS: idle, selfS } = outcome.cpu;
    const per = (seconds: number | null) => perRequest(seconds, outcome.ok);
    const metered = Object.values(parts).reduce<number>((sum, s) => sum + (s ?? 0), selfS);
    lines.push(
      `| ${level.concurrency} | ${run} | ${fmt(outcome.rps)} | ${busy === null || idle === null ? 'n/a' : share(busy, busy + idle)} | ${fmt(per(busy), 2)} | ${fmt(per(parts.redis), 2)} | ${fmt(per(parts.postgres), 2)} | ${fmt(per(parts.gateway), 2)} | ${fmt(per(parts.worker), 2)} | ${fmt(per(selfS), 2)} | ${busy === null ? 'n/a' : fmt(per(busy - metered), 2)} |`,
    );
  };
  for (const level of levels) {
    row(level, 'baseline (worker: the no-op one)', level.baseline, {
      redis: level.baselineRedisS,
      postgres: level.baselineCpu.postgresS,
      gateway: null,
      worker: level.baselineCpu.gatewayS,
    });
    row(level, 'bookings (worker: the bookings one)', level.booking, {
      redis: level.bookingRedisS,
      postgres: level.gatewayCpu.postgresS,
      gateway: level.gatewayCpu.gatewayS,
      worker: level.workerCpu.gatewayS,
    });
  }
  lines.push('');
  for (const level of levels) {
    const run = level.pgbench;
    if ('skipped' in run) continue;
    const targetRps = TARGET * run.outcome.tps;
    const booking = perRequest(level.booking.cpu.machineBusyS, level.booking.ok);
    lines.push(
      `- ${level.concurrency} in flight: ${TARGET}× pgbench's ${fmt(run.outcome.tps)} transactions/s is ${fmt(targetRps)} bookings/s, so the ${cores} cores allow at most ${fmt((cores * 1000) / targetRps, 2)} ms of machine CPU per booking; a booking took ${fmt(booking, 2)} ms.`,
    );
  }
  return lines;
}

function commitLines(levels: LevelResult[]): string[] {
  return levels.map(
    (l) =>
      `- ${l.concurrency} in flight: ${fmt(l.booking.ok)} successful answers, ${fmt(l.booking.distinctBookings)} distinct booking ids, ${fmt(l.committed.committed)} bookings committed with the run's idempotency keys (${fmt(l.committed.pendingAuthorized)} pending approval with payment authorised), ledger sum ${l.committed.ledgerSum}; queue and outbox drained ${l.drainS.toFixed(1)} s after the load.`,
  );
}

/** The recorded request, ready to make a pgbench script for a run (its first index, clients and tag). */
interface Recording {
  pgbench: string;
  /** What the recorded request wrote: each pgbench transaction must write the same. */
  perRequest: WrittenRows;
  script: (run: { firstSlot: number; clients: number; tag: string }) => PgbenchScript;
}

function pgbenchShape(recording: Recording | { skipped: string }): string {
  if ('skipped' in recording) return `not run: ${recording.skipped}`;
  const shape = recording.script({ firstSlot: 0, clients: 1, tag: 'shape-' });
  return `${shape.statements} statements; the worker sends them in ${shape.workerRoundTrips} round trips, pgbench in ${shape.pgbenchRoundTrips} because it cannot keep the read's booking id from a pipeline`;
}

/**
 * One booking request of the load's kind (a saved card), sent while the bookings worker records its SQL
 * (record-sql.mjs): the last slot of the last item, which the load never reaches. Its answer is checked, then the
 * recorded transaction and the request's own values (read back from PostgreSQL) make the pgbench script.
 */
async function recordOneRequest(
  gatewayUrl: string,
  data: BenchData,
  renters: Renter[],
  options: { runId: string; firstDay: string; recordFile: string; databaseUrl: string },
): Promise<Recording | { skipped: string }> {
  const renter = renters[0]!;
  const pgbench = findOnPath('pgbench') ?? '/usr/bin/pgbench';
  const item = data.items[data.items.length - 1]!;
  const startDate = addDays(options.firstDay, (SLOTS_PER_ITEM - 1) * RENTAL_DAYS);
  const endDate = addDays(startDate, RENTAL_DAYS - 1);
  const response = await fetch(`${gatewayUrl}/api/bookings`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: renter.cookie,
      'idempotency-key': `bench-${options.runId}-record`,
    },
    body: JSON.stringify({
      itemId: item.id,
      startDate,
      endDate,
      totalPrice: item.totalPrice,
      deliveryOption: 'pickup',
      paymentMethod: renter.paymentMethod,
      message: 'Hi! I would like to rent this for a weekend shoot. Benchmark request.',
    }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let bookingId: unknown;
  try {
    bookingId = field(JSON.parse(text), 'id');
  } catch {
    bookingId = undefined;
  }
  if (response.status !== 200 && response.status !== 201)
    return { skipped: `the recorded request answered ${response.status} ${text.slice(0, 200)}` };
  if (typeof bookingId !== 'number' || !Number.isInteger(bookingId))
    return { skipped: `the recorded request's answer has no booking id: ${text.slice(0, 200)}` };
  const until = Date.now() + 15_000;
  while (!existsSync(options.recordFile)) {
    if (Date.now() > until)
      return { skipped: 'the bookings worker recorded no booking transaction within 15 s' };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const recorded = JSON.parse(readFileSync(options.recordFile, 'utf8')) as RecordedTransaction;
  const row = await withClient(options.databaseUrl, async (c) => {
    const { rows } = await c.query<{ request_key: string; provider_ref: string }>(
      `select b.request_key, p.provider_ref from bookings b join payment_methods p on p.id = b.payment_method_id
        where b.id = $1`,
      [bookingId],
    );
    return rows[0];
  });
  if (!row) return { skipped: `booking ${bookingId} of the recorded request is not in the database` };
  const perRequest = await withClient(options.databaseUrl, (c) => writtenRows(c, row.request_key));
  const values = {
    jobId: row.request_key,
    itemId: item.id,
    renterId: renter.id,
    methodId: renter.paymentMethod,
    providerRef: row.provider_ref,
    bookingId,
    startDate,
    endDate,
  };
  const firstItem = data.items[0]!.id;
  if (data.items.some((it, n) => it.id !== firstItem + n))
    return { skipped: "the load's item ids are not consecutive" };
  const script = (run: { firstSlot: number; clients: number; tag: string }) =>
    pgbenchScript(recorded, values, {
      ...run,
      firstItem,
      items: data.items.length,
      rentalDays: RENTAL_DAYS,
      firstDay: options.firstDay,
      // Renter i mod R with that renter's saved card, as load.mjs picks them.
      renters: renters.map((r) => ({ id: r.id, paymentMethod: r.paymentMethod })),
    });
  try {
    script({ firstSlot: 0, clients: 1, tag: 'check-' });
  } catch (error) {
    return {
      skipped: `cannot make the pgbench script: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  return { pgbench, perRequest, script };
}

/** Runs the benchmark; resolves to the process exit code (0 whenever the measurement itself worked). */
export function main(argv: string[]): Promise<number> {
  return runBench(argv, parseOptions, async ({ options, log, env, dataDir, cleanup, signals }) => {
    const benchDir = path.join(dataDir, 'bench', 'booking');
    mkdirSync(benchDir, { recursive: true });
    const track = trackChildren(cleanup, 'load generator');
    const pin = pinning(
      'gateway, bookings worker and no-op worker on core 0, load generator on core 1, PostgreSQL and Redis unpinned',
    );

    // The server of DATABASE_URL when set (a database of our own on it), else the embedded PostgreSQL.
    const { postgres, databaseUrl, serverVersion } = await openBenchDatabase(
      { env, dataDir, cleanup, log },
      BENCH_DATABASE,
    );
    const serverNote = postgres.fromEnv ? `the server of ${postgres.description}` : postgres.description;
    // The built-in sandbox provider: a load of booking requests must never reach a real payment provider.
    delete env.STRIPE_SECRET_KEY;
    // Its pair goes too: the config refuses a publishable key without a secret one.
    delete env.STRIPE_PUBLISHABLE_KEY;
    log.info(`PostgreSQL ${serverVersion}: ${serverNote}, database ${BENCH_DATABASE}`);

    await useBenchRedis({ env, dir: benchDir, prefixSuffix: 'bench-booking', cleanup, log });
    const redisUrl = env.REDIS_URL!;
    const appPrefix = env.REDIS_PREFIX!;
    const noopPrefix = `${appPrefix}-noop`;
    // A run starts from empty queues and leaves none behind: each run adds tens of thousands of jobs (kept a day by
    // the queues' options) and the events no messaging or tracking worker consumes here.
    await clearRedisKeysAround({ redisUrl, prefixes: [appPrefix, noopPrefix], cleanup, log });

    await prepareDatabase({ databaseUrl, config: loadConfig(env), seed: false, log });
    const data = await withClient(databaseUrl, (client) =>
      seedBookingData(client, { renters: options.renters, items: BENCH_ITEMS }),
    );
    log.info(
      `seeded ${data.renters.length} renters and ${data.items.length + data.primeItems.length} approved single-unit items`,
    );

    const {
      gateway,
      url: gatewayUrl,
      died: gatewayDied,
    } = await startGateway({
      // --profile: the gateway writes its CPU profile too, of its whole life (this environment is the gateway's only).
      env: options.profile ? cpuProfileEnv(env, benchDir, 'whole') : env,
      pin: pin.server,
      dir: benchDir,
      cleanup,
      log,
    });
    // pgbench on the request's own transaction (issue 22 §5); without it the run says so and skips that column.
    const pgbench = findOnPath('pgbench') ?? (existsSync('/usr/bin/pgbench') ? '/usr/bin/pgbench' : null);
    const recordFile = path.join(benchDir, 'booking-transaction.json');
    rmSync(recordFile, { force: true });
    if (!pgbench)
      log.warn('pgbench is not installed: the run skips the database-limit column and its target');
    const {
      worker,
      stop: stopWorker,
      died: workerDied,
    } = await startAppWorker({
      name: 'bookings',
      // With pgbench, the worker records the SQL of one booking request (record-sql.mjs), then runs unwrapped.
      env: pgbench ? { ...env, BENCH_RECORD_SQL: recordFile } : env,
      pin: pin.server,
      dir: benchDir,
      cleanup,
      nodeArgs: [
        ...(pgbench ? ['--import', pathToFileURL(path.join(here, 'record-sql.mjs')).href] : []),
        // V8 writes the profile when the worker exits, which its graceful stop (SIGTERM) does.
        ...(options.profile ? ['--cpu-prof', `--cpu-prof-dir=${benchDir}`] : []),
      ],
    });
    const noop = await startNoopWorker({
      env,
      pin: pin.server,
      queue: 'bookings',
      redisPrefix: noopPrefix,
      concurrency: bookingsWorker.concurrency ?? 4,
      answer: 'command',
      cleanup,
    });
    const died = () =>
      gatewayDied() ??
      workerDied() ??
      (noop.exitCode !== null || noop.signalCode !== null ? 'the no-op worker exited' : null);
    log.info(`bookings worker (concurrency ${bookingsWorker.concurrency}) and no-op worker ready`);
    if (options.profile)
      log.info(`the bookings worker writes its CPU profile (*.cpuprofile) to ${benchDir} when it stops`);

    const runId = randomBytes(4).toString('hex');
    const firstDay = addDays(earliestStartDate(new Date()), 2);
    const cookies: string[] = [];
    for (const renter of data.renters) cookies.push(await signIn(gatewayUrl, renter.email, BENCH_PASSWORD));
    await primeRenters(gatewayUrl, data, cookies, { runId, firstDay });
    const renters = await withClient(databaseUrl, async (client) => {
      const { rows } = await client.query<{ user_id: number; id: number }>(
        'select user_id, id from payment_methods where removed_at is null order by user_id, id',
      );
      const methods = new Map(rows.map((r) => [r.user_id, r.id]));
      return data.renters.map((r, n): Renter => {
        const method = methods.get(r.id);
        if (method === undefined) throw new Error(`${r.email}'s first booking saved no payment method`);
        return { id: r.id, cookie: cookies[n]!, paymentMethod: method };
      });
    });
    log.info(
      `${renters.length} renters signed in, each booked once with the demo card and saved it; measuring`,
    );
    const recording = pgbench
      ? await recordOneRequest(gatewayUrl, data, renters, { runId, firstDay, recordFile, databaseUrl })
      : { skipped: 'pgbench is not installed' };
    if ('skipped' in recording) log.warn(`no pgbench figures: ${recording.skipped}`);
    else log.info(`recorded the SQL of one booking request for pgbench: ${pgbenchShape(recording)}`);

    // Watches the bookings queue for the drain after each run.
    const [bullQueue] = watchQueues(redisUrl, 'bookings', [appPrefix], cleanup);
    const pending = () => pendingJobs(bullQueue!);
    await drain(pending, databaseUrl, died);

    const firstDayMs = parseIsoDate(firstDay)!.getTime();
    const timeoutMs = BookingCommands.request.timeoutMs ?? 10_000;
    const common = {
      timeoutMs,
      capacity: BENCH_ITEMS * SLOTS_PER_ITEM,
      firstDayMs,
      rentalDays: RENTAL_DAYS,
      items: data.items,
      renters,
    };
    const configFile = path.join(benchDir, 'load.json');
    const loadBefore = os.loadavg()[0] ?? 0;
    let nextIndex = 0;
    let phase = 0;
    const http = async (concurrency: number, durationS: number) => {
      const keyPrefix = `bench-${runId}-p${++phase}`;
      const outcome = await runLoad(
        {
          ...common,
          mode: 'http',
          base: gatewayUrl,
          concurrency,
          durationS,
          keyPrefix,
          startIndex: nextIndex,
        },
        configFile,
        pin.load,
        track,
      );
      nextIndex = outcome.next;
      return { outcome, keyPrefix };
    };
    const queue = (concurrency: number, durationS: number) =>
      runLoad(
        {
          ...common,
          mode: 'queue',
          redisUrl,
          redisPrefix: noopPrefix,
          concurrency,
          durationS,
          keyPrefix: `bench-${runId}-p${++phase}`,
          startIndex: 0,
        },
        configFile,
        pin.load,
        track,
      );

    const levels: LevelResult[] = [];
    for (const concurrency of options.levels) {
      if (signals.interrupted) return 130;
      if (options.warmupS > 0) await queue(concurrency, options.warmupS);
      const stopBaselineRedis = await meterRedisCpu(redisUrl);
      const stopBaselineCpu = meterCpu(noop.pid ?? null, BENCH_DATABASE);
      const baseline = await queue(concurrency, options.durationS);
      const baselineCpu = stopBaselineCpu();
      const baselineRedisS = await stopBaselineRedis();
      log.info(
        `${concurrency} in flight, baseline: ${Math.round(baseline.rps)} round trips/s, p99 ${fmt(baseline.p99, 1)} ms, ${baseline.failed} failed`,
      );

      if (signals.interrupted) return 130;
      if (options.warmupS > 0) await http(concurrency, options.warmupS);
      const stopBookingRedis = await meterRedisCpu(redisUrl);
      const stopGatewayCpu = meterCpu(gateway.pid ?? null, BENCH_DATABASE);
      const stopWorkerCpu = meterCpu(worker.pid ?? null, BENCH_DATABASE);
      const { outcome: booking, keyPrefix } = await http(concurrency, options.durationS);
      const gatewayCpu = stopGatewayCpu();
      const workerCpu = stopWorkerCpu();
      const bookingRedisS = await stopBookingRedis();
      const reason = died();
      if (reason) throw new Error(reason);
      // Everything the load set off (event jobs, timers, the outbox) settles before the count and the next run.
      const drainS = await drain(pending, databaseUrl, died);
      const committed = await withClient(databaseUrl, (c) => committedBookings(c, keyPrefix));
      log.info(
        `${concurrency} in flight, bookings: ${Math.round(booking.rps)} req/s, p99 ${fmt(booking.p99, 1)} ms, ${booking.failed} failed, ${committed.committed} committed`,
      );
      for (const sample of booking.samples) log.warn(`booking failure: ${sample}`);
      for (const sample of baseline.samples) log.warn(`baseline failure: ${sample}`);
      levels.push({
        concurrency,
        baseline,
        booking,
        committed,
        drainS,
        baselineCpu,
        gatewayCpu,
        workerCpu,
        baselineRedisS,
        bookingRedisS,
        pgbench: { skipped: 'not run' },
      });
    }

    // The database's own limit, after the end-to-end runs were counted: the bookings worker is stopped first, so
    // nothing else works PostgreSQL and no outbox relay publishes pgbench's events. pgbench books the slots after the
    // load's last one (free item dates, as the load books them), and what each pgbench run wrote is counted and
    // removed before the next, so the run's own bookings stay as checked.
    if (!('skipped' in recording)) {
      await stopWorker();
      let run = 0;
      const bench = async (clients: number, durationS: number): Promise<PgbenchResult> => {
        const tag = `pgbench-${runId}-${++run}-`;
        // Past every slot the load used (request i took slot ⌊i / M⌋), so pgbench books free dates.
        const script = recording.script({
          firstSlot: Math.ceil(nextIndex / data.items.length),
          clients,
          tag,
        });
        const outcome = await runPgbench({
          pgbench: recording.pgbench,
          databaseUrl,
          script,
          dir: benchDir,
          clients,
          durationS,
          pin: pin.load,
          track,
        });
        const written = await withClient(databaseUrl, (c) => removePgbenchRows(c, tag));
        return { outcome, written, perRequest: recording.perRequest };
      };
      for (const level of levels) {
        if (signals.interrupted) return 130;
        try {
          if (options.warmupS > 0) await bench(level.concurrency, options.warmupS);
          level.pgbench = await bench(level.concurrency, options.durationS);
          log.info(
            `${level.concurrency} in flight, pgbench: ${Math.round(level.pgbench.outcome.tps)} transactions/s, ${level.pgbench.written.bookings} bookings written`,
          );
        } catch (error) {
          level.pgbench = {
            skipped: `pgbench failed: ${error instanceof Error ? error.message : String(error)}`,
          };
          log.warn(level.pgbench.skipped);
        }
      }
    } else {
      for (const level of levels) level.pgbench = recording;
    }

    const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
    const verdicts = levels.map(
      (l) =>
        `${l.concurrency} in flight ${fmtRatioDown(ratioOf(l))}× ${targetHolds(l) ? 'met' : (bookingProblem(l) ?? pgbenchProblem(l)) ? `NOT MET (${bookingProblem(l) ?? pgbenchProblem(l)})` : 'NOT MET'}`,
    );
    process.stdout.write(
      [
        '',
        '## Booking benchmark',
        '',
        `${options.durationS} s per measured run (${options.warmupS} s warm-up before each)${options.quick ? ', --quick' : ''}; ${renters.length} signed-in renters taking turns, ${data.items.length.toLocaleString('en-US')} single-unit items booked ${RENTAL_DAYS} days at a time, no two requests for the same item and dates; each request a new Idempotency-Key, paid with the renter's saved sandbox card. Bookings worker: the built \`services/bookings/dist/worker.js\` as \`npm start\` runs it, concurrency ${bookingsWorker.concurrency}; the baseline's no-op worker has the same concurrency and the bookings queue's job options. Messaging and tracking workers are not running (their queues only collect the events). Node ${process.version}, PostgreSQL ${serverVersion}, ${cpu}.`,
        ...runConditions(pin, env, loadBefore),
        '',
        renderTable(levels),
        '',
        `Against the database's own limit: pgbench (\`-n -M prepared -c N -j 2\`, pinned like the load generator, the bookings worker stopped) running the request's own SQL transaction, generated from the statements the worker sent for one booking request (${pgbenchShape(recording)}), ${options.durationS} s after ${options.warmupS} s of warm-up, at the same concurrency; what it wrote is counted — each transaction must write what the recorded request wrote (its booking, holds, ledger rows, outbox events and answer), the ledger summing to 0 — and removed:`,
        '',
        renderDatabaseTable(levels),
        '',
        'Committed (counted in PostgreSQL after the queue drained):',
        '',
        ...commitLines(levels),
        '',
        'CPU per request (from /proc):',
        '',
        renderCpuTable(levels),
        '',
        'The whole machine per request over the measured window (/proc/stat: every core, every process and the kernel; Redis from its `INFO cpu`; rest: the kernel outside these processes and anything else running):',
        '',
        ...renderBudget(levels, os.cpus().length),
        '',
        `Target (issue 22 §5): booking requests end to end ≥ ${TARGET}× pgbench's transactions/s of the request's own SQL transaction at the same concurrency — ${verdicts.join('; ')}.`,
        '',
      ].join('\n'),
    );
    return 0;
  });
}
