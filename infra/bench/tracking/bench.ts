/**
 * The tracking benchmark proper (entry: run.ts, which builds first). One run:
 *  1. PostgreSQL and Redis chosen the way `npm start` (and the other benchmarks) choose them, on a database of its
 *     own, `koalarent_bench_tracking`, migrated, with fresh members and an admin (data.ts); Redis keys under
 *     `<REDIS_PREFIX>-bench-tracking` (and `…-noop` for the baseline), removed before and after the run;
 *  2. the built gateway and the built tracking worker (`services/tracking/dist/worker.js`, its own process, as
 *     `npm start` runs it) and the baseline's no-op BullMQ worker, all pinned to core 0; the load generator (load.mjs)
 *     pinned to core 1. The gateway trusts loopback as a proxy, so logins can come "from" public addresses;
 *  3. ingest: the baseline (BullMQ moving every event as a no-op job of its own: added in round trips of one call's
 *     worth, drained by a no-op worker), for comparison the gateway's own jobs drained the same way, then
 *     browsing events end to end (`POST /api/tracking/events` → gateway → `tracking` queue → tracking worker's batch
 *     inserts → committed), the same batch size and calls in flight for the same time, each after a warm-up; each
 *     rate counts from the first call to the moment the last event was drained (baseline) or committed (end to
 *     end), and the committed rows are counted against the accepted calls;
 *  4. logins: an open loop of `POST /api/auth/login` at a fixed rate, with tracking off (the tracking queue paused:
 *     the worker takes no job, the login events wait) and on (every login located, written and published to an
 *     admin subscribed to the live feed), alternating in short rounds; p50/p99 over every login of each mode;
 *  5. a Markdown report: events/s, ratio and target; login p50/p99 off and on, ratio and target; CPU per event.
 * Everything it started is stopped on the way out, also on Ctrl-C or failure. Only loopback traffic.
 */
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@koalarent/core';
import { trackingWorker } from '@koalarent/tracking/worker';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { prepareDatabase } from '../../src/launcher/database.js';
import { withClient } from '../../src/launcher/postgres.js';
import { type CpuUse, meterCpu } from '../search/cpu.js';
import { failureSummary, fmt, fmtRatioDown, percentile } from '../shared/format.js';
import { readFlags, readRunLength } from '../shared/options.js';
import {
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
import { type BenchQueue, clearRedisKeysAround, pendingJobs, watchQueues } from '../shared/redis.js';
import { signIn } from '../shared/sign-in.js';
import { startAppWorker, startNoopWorker } from '../shared/workers.js';
import { BENCH_ADMIN_EMAIL, BENCH_PASSWORD, clearTrackingTables, seedTrackingData } from './data.js';

/** Its own database: the run truncates its tracking tables and outbox, so it must never be the demo's. */
const BENCH_DATABASE = 'koalarent_bench_tracking';
const here = path.dirname(fileURLToPath(import.meta.url));
/** Issue 10: browsing events end to end at ≥ 0.3× a BullMQ no-op drain of the same jobs. */
const INGEST_TARGET = 0.3;
/** Issue 10: login p99 with tracking on at most 1.1× with it off. */
const LOGIN_TARGET = 1.1;

export interface BenchOptions {
  durationS: number;
  warmupS: number;
  concurrency: number;
  batch: number;
  members: number;
  loginRate: number;
  loginDurationS: number;
  rounds: number;
  quick: boolean;
}

const USAGE = `Usage: npm run bench:tracking -- [--quick] [--duration S] [--warmup S] [--concurrency N] [--batch N] [--members N] [--login-rate N] [--login-duration S] [--rounds N]
  --quick             a short smoke run: 3 s ingest runs, 1 s warm-up, two 3 s login rounds per mode (unless given)
  --duration S        seconds per measured ingest run, baseline and end to end alike (env BENCH_DURATION, default 10)
  --warmup S          unmeasured seconds before each ingest run (env BENCH_WARMUP, default 3)
  --concurrency N     calls in flight during ingest (env BENCH_CONCURRENCY, default 16)
  --batch N           page views per call (env BENCH_BATCH, default 10; the web app sends small batches, at most 50)
  --members N         signed-in members the calls and logins take turns between (env BENCH_MEMBERS, default 64)
  --login-rate N      logins a second in the login rounds (env BENCH_LOGIN_RATE, default 5)
  --login-duration S  seconds per login round (env BENCH_LOGIN_DURATION, default 8)
  --rounds N          login rounds per mode, off and on alternating (env BENCH_ROUNDS, default 6)`;

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  // readFlags knows lower-case names only: the hyphenated ones are spelled out here.
  const normalised = argv.map((a) =>
    a.replace(/^--login-rate/, '--loginrate').replace(/^--login-duration/, '--loginduration'),
  );
  const flags = readFlags(normalised, env, USAGE, ['quick']);
  const { quick, durationS, warmupS } = readRunLength(flags);
  const concurrency = flags.number('concurrency', 'BENCH_CONCURRENCY', 16, 1, 256);
  const batch = flags.number('batch', 'BENCH_BATCH', 10, 1, 50);
  const members = flags.number('members', 'BENCH_MEMBERS', 64, 1, 500);
  // Well below what one core verifies (argon2id costs ~30 ms of CPU a login): the question is a login's latency
  // beside tracking's work, not how many logins the gateway can take.
  const loginRate = flags.number('loginrate', 'BENCH_LOGIN_RATE', 5, 1, 200);
  const loginDurationS = flags.number('loginduration', 'BENCH_LOGIN_DURATION', quick ? 3 : 8, 2, 300);
  const rounds = flags.number('rounds', 'BENCH_ROUNDS', quick ? 2 : 6, 1, 20);
  flags.rejectUnknown();
  return { durationS, warmupS, concurrency, batch, members, loginRate, loginDurationS, rounds, quick };
}

/** What load.mjs prints for one run; latencies in ms, of the successful requests. */
export interface LoadOutcome extends LoadSummary {
  startedAtMs: number;
  latencies: number[];
}

interface Member {
  id: number;
  email: string;
  cookie: string;
}

/** Runs load.mjs once, pinned, bounded (killed 90 s after its planned end), and parses its answer. */
function runLoad(
  config: Record<string, unknown>,
  file: string,
  pin: string[],
  track: Track,
): Promise<LoadOutcome> {
  return runLoadScript<LoadOutcome>({
    script: path.join(here, 'load.mjs'),
    config,
    configFile: file,
    pin,
    track,
    limitMs: (Number(config.durationS) + 90) * 1000,
  });
}

/** An admin's graphql-ws subscription to the login feed, counting what it delivers (the live feed under load). */
function watchLoginFeed(gatewayUrl: string, cookie: string) {
  class CookieWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie } });
    }
  }
  const client = createClient({
    url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
  });
  const state = { delivered: 0, error: null as string | null };
  client.subscribe(
    { query: 'subscription { loginRecorded { id userId location } }' },
    {
      next: (msg) => {
        if (msg.errors) state.error = JSON.stringify(msg.errors);
        else state.delivered++;
      },
      error: (e) => {
        state.error = String(e);
      },
      complete: () => undefined,
    },
  );
  return { state, close: () => client.dispose() };
}

const count = (databaseUrl: string, sql: string) =>
  withClient(databaseUrl, async (c) => (await c.query<{ n: number }>(sql)).rows[0]?.n ?? 0);

/** Polls until `done` holds (every 25 ms); resolves to the wall-clock time it first held. Bounded. */
async function waitUntil(
  what: string,
  done: () => Promise<boolean>,
  died: () => string | null,
  timeoutMs = 180_000,
) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const reason = died();
    if (reason) throw new Error(reason);
    if (await done()) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${what} within ${timeoutMs / 1000} s`);
}

interface IngestResult {
  calls: LoadOutcome;
  events: number;
  /** From the first call to the last event drained or committed. */
  seconds: number;
  eventsPerS: number;
  committed: number;
  cpu: { gateway: CpuUse; worker: CpuUse };
}

const perThousand = (seconds: number | null, events: number) =>
  seconds === null || events === 0 ? Number.NaN : (seconds * 1000 * 1000) / events;

/** Runs the benchmark; resolves to the process exit code (0 whenever the measurement itself worked). */
export function main(argv: string[]): Promise<number> {
  return runBench(argv, parseOptions, async ({ options, log, env, dataDir, cleanup, signals }) => {
    const benchDir = path.join(dataDir, 'bench', 'tracking');
    mkdirSync(benchDir, { recursive: true });
    const track = trackChildren(cleanup, 'load generator');
    const pin = pinning(
      'gateway, tracking worker and no-op worker on core 0, load generator on core 1, PostgreSQL and Redis unpinned',
    );

    const { databaseUrl, serverVersion } = await openBenchDatabase(
      { env, dataDir, cleanup, log },
      BENCH_DATABASE,
    );
    // The limit is consulted for every call as in production, but set far above what the load sends.
    env.TRACKING_EVENTS_PER_MINUTE = '1000000000';
    // Logins come "from" public addresses through X-Forwarded-For, so the tracking worker locates them.
    env.TRUST_PROXY = 'loopback';
    log.info(`PostgreSQL ${serverVersion}, database ${BENCH_DATABASE}`);

    await useBenchRedis({ env, dir: benchDir, prefixSuffix: 'bench-tracking', cleanup, log });
    const redisUrl = env.REDIS_URL!;
    const appPrefix = env.REDIS_PREFIX!;
    const noopPrefix = `${appPrefix}-noop`;
    await clearRedisKeysAround({ redisUrl, prefixes: [appPrefix, noopPrefix], cleanup, log });

    await prepareDatabase({ databaseUrl, config: loadConfig(env), seed: false, log });
    const data = await withClient(databaseUrl, (client) => seedTrackingData(client, options.members));
    log.info(`seeded ${data.members.length} members and an admin`);

    const {
      gateway,
      url: gatewayUrl,
      died: gatewayDied,
    } = await startGateway({
      env,
      pin: pin.server,
      dir: benchDir,
      cleanup,
      log,
    });
    const tracking = await startAppWorker({
      name: 'tracking',
      env,
      pin: pin.server,
      dir: benchDir,
      cleanup,
    });
    const concurrency = Math.min(trackingWorker.concurrency ?? 4, Number(env.DATABASE_POOL_MAX || 10));
    const noop = await startNoopWorker({
      env,
      pin: pin.server,
      queue: 'tracking',
      redisPrefix: noopPrefix,
      concurrency,
      answer: 'recorded',
      cleanup,
    });
    const died = () =>
      gatewayDied() ??
      tracking.died() ??
      (noop.exitCode !== null || noop.signalCode !== null ? 'the no-op worker exited' : null);
    log.info(`tracking worker and no-op worker ready (concurrency ${concurrency})`);

    const members: Member[] = [];
    for (const m of data.members)
      members.push({ ...m, cookie: await signIn(gatewayUrl, m.email, BENCH_PASSWORD) });
    const adminCookie = await signIn(gatewayUrl, BENCH_ADMIN_EMAIL, BENCH_PASSWORD, { admin: true });
    const feed = watchLoginFeed(gatewayUrl, adminCookie);
    cleanup.add({ name: 'live feed', stop: async () => feed.close(), killNow: () => {} });
    log.info(`${members.length} members and the admin signed in; the admin watches the login feed`);

    const [appQueue, noopQueue] = watchQueues(redisUrl, 'tracking', [appPrefix, noopPrefix], cleanup) as [
      BenchQueue,
      BenchQueue,
    ];
    const outboxEmpty = async () =>
      (await count(
        databaseUrl,
        'select count(*)::int as n from outbox_events where published_at is null',
      )) === 0;
    const settle = (what: string) =>
      waitUntil(
        `${what}: the tracking queue and the outbox did not drain`,
        async () => (await pendingJobs(appQueue)) === 0 && (await outboxEmpty()),
        died,
      );
    await settle('after signing in');

    const configFile = path.join(benchDir, 'load.json');
    const common = { members, batch: options.batch, concurrency: options.concurrency };
    const loadBefore = os.loadavg()[0] ?? 0;
    const rowCount = () => count(databaseUrl, 'select count(*)::int as n from browsing_records');

    const baselineRun = async (durationS: number, perJob: 'event' | 'call'): Promise<IngestResult> => {
      const stopCpu = meterCpu(noop.pid ?? null, BENCH_DATABASE);
      const calls = await runLoad(
        { ...common, mode: 'queue', perJob, redisUrl, redisPrefix: noopPrefix, durationS },
        configFile,
        pin.load,
        track,
      );
      const drainedAt = await waitUntil(
        'the no-op worker did not drain its queue',
        async () => (await pendingJobs(noopQueue)) === 0,
        died,
      );
      const cpu = stopCpu();
      const events = calls.ok * options.batch;
      const seconds = (drainedAt - calls.startedAtMs) / 1000;
      return {
        calls,
        events,
        seconds,
        eventsPerS: events / seconds,
        committed: events,
        cpu: { gateway: cpu, worker: cpu },
      };
    };
    const endToEndRun = async (durationS: number): Promise<IngestResult> => {
      await withClient(
        databaseUrl,
        async (c) => void (await c.query('truncate browsing_records restart identity')),
      );
      const stopGatewayCpu = meterCpu(gateway.pid ?? null, BENCH_DATABASE);
      const stopWorkerCpu = meterCpu(tracking.worker.pid ?? null, BENCH_DATABASE);
      const calls = await runLoad(
        { ...common, mode: 'events', base: gatewayUrl, durationS },
        configFile,
        pin.load,
        track,
      );
      const events = calls.ok * options.batch;
      const committedAt = await waitUntil(
        `${events} accepted events were not all committed`,
        async () => (await rowCount()) >= events,
        died,
      );
      const cpu = { gateway: stopGatewayCpu(), worker: stopWorkerCpu() };
      await settle('after the ingest run');
      const seconds = (committedAt - calls.startedAtMs) / 1000;
      return { calls, events, seconds, eventsPerS: events / seconds, committed: await rowCount(), cpu };
    };

    if (options.warmupS > 0) {
      await baselineRun(options.warmupS, 'event');
      await endToEndRun(options.warmupS);
    }
    if (signals.interrupted) return 130;
    const baseline = await baselineRun(options.durationS, 'event');
    log.info(`baseline, a job per event: ${fmt(baseline.eventsPerS)} events/s drained`);
    if (signals.interrupted) return 130;
    const baselineCalls = await baselineRun(options.durationS, 'call');
    log.info(`baseline, the gateway's jobs: ${fmt(baselineCalls.eventsPerS)} events/s drained`);
    if (signals.interrupted) return 130;
    const endToEnd = await endToEndRun(options.durationS);
    log.info(
      `end to end: ${fmt(endToEnd.eventsPerS)} events/s committed (${fmt(endToEnd.calls.ok)} calls, ${fmt(endToEnd.committed)} rows)`,
    );

    // Logins: tracking off (the tracking queue paused: the worker stays up but takes no job, so the login events
    // wait) and on, alternating in short rounds (off-on, on-off, …) so that a drift of the machine falls on both.
    const setTracking = async (on: boolean) => {
      if (on) {
        await appQueue.resume();
        // The backlog of the "off" round is worked off before measuring.
        await settle('after resuming the tracking queue');
      } else {
        await appQueue.pause();
        await waitUntil(
          'the tracking worker did not go idle',
          async () => (await appQueue.getActiveCount()) === 0,
          died,
        );
      }
    };
    const loginRun = (durationS: number) =>
      runLoad(
        {
          members,
          mode: 'login',
          base: gatewayUrl,
          rate: options.loginRate,
          durationS,
          password: BENCH_PASSWORD,
        },
        configFile,
        pin.load,
        track,
      );
    await loginRun(Math.min(3, options.loginDurationS));
    await settle('after the login warm-up');
    const loginSamples: Record<'off' | 'on', LoadOutcome[]> = { off: [], on: [] };
    let recorded = 0;
    let loggedInOn = 0;
    for (let round = 0; round < options.rounds; round++) {
      for (const mode of round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)) {
        if (signals.interrupted) return 130;
        await setTracking(mode === 'on');
        const before = await count(databaseUrl, 'select count(*)::int as n from login_records');
        const outcome = await loginRun(options.loginDurationS);
        loginSamples[mode].push(outcome);
        log.info(
          `logins, tracking ${mode}: p50 ${fmt(outcome.p50, 1)} ms, p99 ${fmt(outcome.p99, 1)} ms, ${outcome.failed} failed`,
        );
        if (mode === 'on') {
          loggedInOn += outcome.ok;
          await settle('after a login round');
          recorded += (await count(databaseUrl, 'select count(*)::int as n from login_records')) - before;
        }
      }
    }
    await setTracking(true);
    const pooled = (mode: 'off' | 'on') => {
      const all = loginSamples[mode].flatMap((o) => o.latencies).sort((a, b) => a - b);
      const failed = loginSamples[mode].reduce((a, o) => a + o.failed, 0);
      return { n: all.length, p50: percentile(all, 50), p99: percentile(all, 99), failed };
    };
    const off = pooled('off');
    const on = pooled('on');
    const loginRatio = off.p99 && on.p99 ? on.p99 / off.p99 : Number.NaN;
    const ingestRatio = endToEnd.eventsPerS / baseline.eventsPerS;
    const callsRatio = endToEnd.eventsPerS / baselineCalls.eventsPerS;
    const ingestProblem =
      endToEnd.calls.failed > 0
        ? `${endToEnd.calls.failed} failed calls`
        : endToEnd.committed !== endToEnd.events
          ? `${endToEnd.committed} rows for ${endToEnd.events} accepted events`
          : null;

    const cpuModel = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
    process.stdout.write(
      [
        '',
        '## Tracking benchmark',
        '',
        `Ingest: ${options.durationS} s per measured run (${options.warmupS} s warm-up before each)${options.quick ? ', --quick' : ''}, ${options.concurrency} calls in flight, ${options.batch} page views a call, ${members.length} signed-in members taking turns. Tracking worker: the built \`services/tracking/dist/worker.js\` as \`npm start\` runs it, concurrency ${concurrency}; the no-op worker has the same concurrency and the tracking queue's job options. Logins: ${options.loginRate} a second (open loop) for ${options.loginDurationS} s per round, ${options.rounds} round(s) per mode, from public addresses (X-Forwarded-For), an admin subscribed to the login feed throughout. Node ${process.version}, PostgreSQL ${serverVersion}, ${cpuModel}.`,
        ...runConditions(pin, env, loadBefore),
        '',
        '| path | round trips | failures | events | seconds (first call → last event) | events/s | × baseline | check |',
        '|---|---:|---|---:|---:|---:|---:|---|',
        `| baseline: BullMQ, a no-op job per event (${options.batch} added per round trip), no-op worker drains | ${fmt(baseline.calls.ok)} | ${failureSummary(baseline.calls)} | ${fmt(baseline.events)} | ${fmt(baseline.seconds, 1)} | ${fmt(baseline.eventsPerS)} | 1.00× | |`,
        `| for comparison: BullMQ, the gateway's own jobs (${options.batch} events each), no-op worker drains | ${fmt(baselineCalls.calls.ok)} | ${failureSummary(baselineCalls.calls)} | ${fmt(baselineCalls.events)} | ${fmt(baselineCalls.seconds, 1)} | ${fmt(baselineCalls.eventsPerS)} | ${fmtRatioDown(baselineCalls.eventsPerS / baseline.eventsPerS)}× | |`,
        `| REST \`POST /api/tracking/events\` → tracking worker → committed | ${fmt(endToEnd.calls.ok)} | ${failureSummary(endToEnd.calls)} | ${fmt(endToEnd.committed)} | ${fmt(endToEnd.seconds, 1)} | ${fmt(endToEnd.eventsPerS)} | ${fmtRatioDown(ingestRatio)}× | ${ingestProblem ? `⚠ ${ingestProblem}` : ingestRatio >= INGEST_TARGET ? `≥ ${INGEST_TARGET}× met` : `< ${INGEST_TARGET}× not met`} |`,
        '',
        `End to end against the drain of the gateway's own jobs: ${fmtRatioDown(callsRatio)}×.`,
        `The 202 answers: p50 ${fmt(endToEnd.calls.p50, 1)} ms, p99 ${fmt(endToEnd.calls.p99, 1)} ms (baseline adds: p50 ${fmt(baseline.calls.p50, 1)} ms, p99 ${fmt(baseline.calls.p99, 1)} ms).`,
        `CPU per 1,000 events (from /proc): gateway ${fmt(perThousand(endToEnd.cpu.gateway.gatewayS, endToEnd.events), 1)} ms, tracking worker ${fmt(perThousand(endToEnd.cpu.worker.gatewayS, endToEnd.events), 1)} ms, PostgreSQL ${fmt(perThousand(endToEnd.cpu.gateway.postgresS, endToEnd.events), 1)} ms; the no-op worker ${fmt(perThousand(baseline.cpu.worker.gatewayS, baseline.events), 1)} ms (a job per event) and ${fmt(perThousand(baselineCalls.cpu.worker.gatewayS, baselineCalls.events), 1)} ms (the gateway's jobs).`,
        '',
        '| logins | n | failures | p50 ms | p99 ms | p99 × off |',
        '|---|---:|---:|---:|---:|---:|',
        `| tracking off (tracking queue paused: the login events wait) | ${off.n} | ${off.failed} | ${fmt(off.p50, 1)} | ${fmt(off.p99, 1)} | 1.00× |`,
        `| tracking on (located, written, published live) | ${on.n} | ${on.failed} | ${fmt(on.p50, 1)} | ${fmt(on.p99, 1)} | ${Number.isFinite(loginRatio) ? loginRatio.toFixed(2) : 'n/a'}× |`,
        '',
        `With tracking on, ${fmt(recorded)} login records were written for ${fmt(loggedInOn)} logins; the admin's feed delivered ${fmt(feed.state.delivered)} records over the whole run${feed.state.error ? ` (error: ${feed.state.error})` : ''}.`,
        '',
        `Targets (issue 10): ingest ≥ ${INGEST_TARGET}× the no-op drain — ${fmtRatioDown(ingestRatio)}× ${!ingestProblem && ingestRatio >= INGEST_TARGET ? 'met' : 'NOT MET'}; login p99 with tracking on ≤ ${LOGIN_TARGET}× off — ${Number.isFinite(loginRatio) ? loginRatio.toFixed(2) : 'n/a'}× ${loginRatio <= LOGIN_TARGET && on.failed + off.failed === 0 ? 'met' : 'NOT MET'}.`,
        '',
      ].join('\n'),
    );
    await withClient(databaseUrl, clearTrackingTables).catch(() => undefined);
    return 0;
  });
}
