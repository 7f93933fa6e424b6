/**
 * The fan-out benchmark proper (entry: run.ts, which builds first). One run:
 *  1. PostgreSQL and Redis chosen the way `npm start` (and the other benchmarks) choose them, on a database of its
 *     own, `koalarent_bench_fanout`, migrated, with N verified members (data.ts) and a browser session for each in
 *     the session store; Redis keys under `<REDIS_PREFIX>-bench-fanout`, removed before and after the run;
 *  2. the built gateway, pinned to core 0; the load generator (load.mjs) pinned to core 1: it opens one graphql-ws
 *     socket per member with that member's cookie, subscribes each to `messageReceived`, and proves every
 *     subscription receives its own member's events (and nobody else's);
 *  3. per round: raw Redis pub/sub (an ioredis subscriber on as many channels) as the baseline, then the gateway's
 *     path (Redis → RedisPubSub → the resolver → graphql-ws), at the same steady rate for the same time, each event
 *     to the next member's topic, published as the messaging worker publishes a new message;
 *  4. a Markdown table: delivered, lost, p50/p99/max delivery time of both, p99 ÷ the baseline's, the target, and
 *     the gateway's CPU per event and memory with the sockets open.
 * Everything it started is stopped on the way out, also on Ctrl-C or failure. Only loopback traffic.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createRedis, loadConfig } from '@koalarent/core';
import { SESSION_COOKIE } from '../../../gateway/src/session/cookies.js';
import { prepareDatabase } from '../../src/launcher/database.js';
import { withClient } from '../../src/launcher/postgres.js';
import { repoRoot } from '../../src/paths.js';
import { rssMiB, sampleRss } from '../gateway/load.js';
import { type CpuUse, meterCpu } from '../search/cpu.js';
import { fmt } from '../shared/format.js';
import { readFlags } from '../shared/options.js';
import {
  cpuProfileEnv,
  openBenchDatabase,
  pinning,
  runBench,
  runConditions,
  signalGroup,
  startGateway,
  type Track,
  trackChildren,
  useBenchRedis,
} from '../shared/processes.js';
import { clearRedisKeysAround } from '../shared/redis.js';
import { openSessions, seedMembers } from './data.js';

const BENCH_DATABASE = 'koalarent_bench_fanout';
const here = path.dirname(fileURLToPath(import.meta.url));
/** Issue 9 §4: the gateway's p99 delivery time at most 10× raw Redis pub/sub's p99, and no event lost. */
const TARGET = 10;
/** How long after the last publication a run waits for stragglers before counting the rest as lost. */
const GRACE_MS = 5_000;

export interface BenchOptions {
  subscriptions: number;
  rate: number;
  durationS: number;
  warmupS: number;
  rounds: number;
  /** The gateway writes a V8 CPU profile of each measured gateway run (../shared/cpu-profile.mjs). */
  profile: boolean;
}

const USAGE = `Usage: npm run bench:fanout -- [--subscriptions N] [--rate R] [--duration S] [--warmup S] [--rounds N]
  --subscriptions N  open graphql-ws subscriptions, one member (and socket) each (env BENCH_SUBSCRIPTIONS, default 2000)
  --rate R           events published per second, baseline and gateway alike (env BENCH_RATE, default 500)
  --duration S       seconds per measured run (env BENCH_DURATION, default 10)
  --warmup S         unmeasured seconds before each measured run (env BENCH_WARMUP, default 2)
  --rounds N         baseline-then-gateway pairs (env BENCH_ROUNDS, default 1)
  --profile          the gateway writes a CPU profile (and GC counts) of each measured gateway run to
                     .data/bench/fanout/ (env BENCH_CPU_PROF=1); the profiler's own cost inflates CPU per event`;

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const flags = readFlags(argv, env, USAGE, ['profile']);
  // Bounded on purpose: a typo must not turn into an hour of load on a shared machine.
  const options = {
    subscriptions: flags.number('subscriptions', 'BENCH_SUBSCRIPTIONS', 2_000, 2, 10_000),
    rate: flags.number('rate', 'BENCH_RATE', 500, 1, 5_000),
    durationS: flags.number('duration', 'BENCH_DURATION', 10, 1, 120),
    warmupS: flags.number('warmup', 'BENCH_WARMUP', 2, 0, 60),
    rounds: flags.number('rounds', 'BENCH_ROUNDS', 1, 1, 5),
    profile: flags.has('profile') || ['1', 'true'].includes(env.BENCH_CPU_PROF ?? ''),
  };
  flags.rejectUnknown();
  return options;
}

/** One measured run as the load generator reports it; times in ms. */
export interface RunOutcome {
  sent: number;
  delivered: number;
  lost: number;
  duplicates: number;
  rate: number;
  p50: number | null;
  p99: number | null;
  max: number | null;
  /** The three slowest deliveries: when they were published (s into the run) and how long they took. */
  slowest: { atS: number; ms: number }[];
  /** The load generator's own event-loop delay over the run (its stalls delay both paths alike). */
  loopDelayMaxMs: number;
  loopDelayP99Ms: number;
}

export interface LoadOutcome {
  openS: number;
  sockets: number;
  rounds: { raw: RunOutcome; gateway: RunOutcome }[];
  misdelivered: { count: number; samples: string[] };
  socketErrors: { count: number; samples: string[] };
  closedEarly: number;
}

/** A process's CPU split into user and kernel (system) time, in seconds. */
export interface CpuSplit {
  userS: number;
  systemS: number;
}

interface RoundResult {
  raw: RunOutcome;
  gateway: RunOutcome;
  gatewayCpu: CpuUse;
  /** The gateway's CPU over the measured gateway run, user and system apart (null without /proc). */
  gatewaySplit: CpuSplit | null;
  /** The gateway's CPU over the measured baseline run, when it hears no event: what its open sockets cost alone. */
  idleSplit: CpuSplit | null;
}

/** utime and stime of a process from /proc (USER_HZ, 100 a second on every Linux Node runs on), or null. */
function cpuSplitOf(pid: number | null): CpuSplit | null {
  if (pid === null) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, in parentheses): utime is field 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { userS: Number(fields[11]) / 100, systemS: Number(fields[12]) / 100 };
  } catch {
    return null;
  }
}

/** Starts counting a process's user and system CPU; the returned call answers what was used meanwhile. */
function meterSplit(pid: number | null): () => CpuSplit | null {
  const start = cpuSplitOf(pid);
  return () => {
    const end = cpuSplitOf(pid);
    return start && end ? { userS: end.userS - start.userS, systemS: end.systemS - start.systemS } : null;
  };
}

/**
 * Runs load.mjs, pinned and bounded (killed with its process group past `limitMs`). Its stderr marks the gateway
 * phases, so the gateway's CPU is metered over exactly those; the rest of its stderr is passed through.
 */
async function runLoad(options: {
  configFile: string;
  pin: string[];
  track: Track;
  limitMs: number;
  gatewayPid: number | null;
  /** Signal the gateway (SIGUSR2, see ../shared/cpu-profile.mjs) as each measured gateway run starts and ends. */
  profile: boolean;
}): Promise<{
  outcome: LoadOutcome;
  cpu: CpuUse[];
  splits: (CpuSplit | null)[];
  idleSplits: (CpuSplit | null)[];
}> {
  const command = [...options.pin, process.execPath, path.join(here, 'load.mjs'), options.configFile];
  const [file, ...args] = command;
  const child = spawn(file ?? '', args, {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const untrack = options.track(() => signalGroup(child, 'SIGKILL'));
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), options.limitMs);
  const cpu: CpuUse[] = [];
  const splits: (CpuSplit | null)[] = [];
  const idleSplits: (CpuSplit | null)[] = [];
  let stopCpu: (() => CpuUse) | null = null;
  let stopSplit: (() => CpuSplit | null) | null = null;
  let stopIdle: (() => CpuSplit | null) | null = null;
  let stdout = '';
  let tail = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  const toggleProfile = () => {
    if (options.profile && options.gatewayPid !== null) process.kill(options.gatewayPid, 'SIGUSR2');
  };
  createInterface({ input: child.stderr }).on('line', (line) => {
    if (line === 'baseline-phase-start') stopIdle = meterSplit(options.gatewayPid);
    else if (line === 'baseline-phase-end' && stopIdle) {
      idleSplits.push(stopIdle());
      stopIdle = null;
    } else if (line === 'gateway-phase-start') {
      toggleProfile();
      stopCpu = meterCpu(options.gatewayPid, BENCH_DATABASE);
      stopSplit = meterSplit(options.gatewayPid);
    } else if (line === 'gateway-phase-end' && stopCpu && stopSplit) {
      cpu.push(stopCpu());
      splits.push(stopSplit());
      stopCpu = null;
      stopSplit = null;
      toggleProfile();
    } else {
      process.stderr.write(`${line}\n`);
      tail = `${tail}\n${line}`.slice(-800);
    }
  });
  try {
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (c, s) => resolve([c, s]));
    });
    if (code !== 0)
      throw new Error(`the load generator failed (${signal ?? `exit ${code}`}): ${tail.trim()}`);
  } finally {
    clearTimeout(timer);
    untrack();
  }
  return { outcome: JSON.parse(stdout) as LoadOutcome, cpu, splits, idleSplits };
}

/** A ratio rounded up, never down: 9.996 must not print as a 10.00 that meets ≤ 10. */
export function fmtRatio(r: number): string {
  return Number.isFinite(r) ? (Math.ceil(r * 100) / 100).toFixed(2) : 'n/a';
}

export function ratioOf(round: RoundResult): number {
  const { raw, gateway } = round;
  return raw.p99 && gateway.p99 !== null ? gateway.p99 / raw.p99 : Number.NaN;
}

/** Why a round cannot meet the target whatever its ratio (lost or doubled events, wrong deliveries), or null. */
export function roundProblem(round: RoundResult, load: LoadOutcome): string | null {
  const problems: string[] = [];
  if (round.gateway.lost) problems.push(`${round.gateway.lost} events lost through the gateway`);
  if (round.raw.lost) problems.push(`${round.raw.lost} events lost on raw pub/sub`);
  if (round.gateway.duplicates) problems.push(`${round.gateway.duplicates} events delivered twice`);
  if (load.misdelivered.count) problems.push(`${load.misdelivered.count} events reached another member`);
  if (load.socketErrors.count) problems.push(`${load.socketErrors.count} subscription errors`);
  if (load.closedEarly) problems.push(`${load.closedEarly} sockets closed during the run`);
  return problems.length ? problems.join('; ') : null;
}

export function targetHolds(round: RoundResult, load: LoadOutcome): boolean {
  return roundProblem(round, load) === null && ratioOf(round) <= TARGET;
}

export function renderTable(rounds: RoundResult[], load: LoadOutcome, subscriptions: number): string {
  const lines = [
    '| round | path | events/s | sent | delivered | lost | p50 ms | p99 ms | max ms | p99 × raw | check |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  rounds.forEach((round, i) => {
    const { raw, gateway } = round;
    lines.push(
      `| ${i + 1} | baseline: raw Redis pub/sub (one ioredis subscriber, ${fmt(subscriptions)} channels) | ${fmt(raw.rate)} | ${fmt(raw.sent)} | ${fmt(raw.delivered)} | ${fmt(raw.lost)} | ${fmt(raw.p50, 2)} | ${fmt(raw.p99, 2)} | ${fmt(raw.max, 2)} | 1.00× | ${raw.lost ? '⚠' : ''} |`,
    );
    const problem = roundProblem(round, load);
    const ratio = ratioOf(round);
    lines.push(
      `| ${i + 1} | gateway: Redis → \`messageReceived\` → graphql-ws, ${fmt(load.sockets)} sockets | ${fmt(gateway.rate)} | ${fmt(gateway.sent)} | ${fmt(gateway.delivered)} | ${fmt(gateway.lost)} | ${fmt(gateway.p50, 2)} | ${fmt(gateway.p99, 2)} | ${fmt(gateway.max, 2)} | ${fmtRatio(ratio)}× | ${problem ? `⚠ ${problem}` : ratio <= TARGET ? `≤ ${TARGET}× met` : `> ${TARGET}× not met`} |`,
    );
  });
  return lines.join('\n');
}

/** Runs the benchmark; resolves to the process exit code (0 whenever the measurement itself worked). */
export function main(argv: string[]): Promise<number> {
  return runBench(argv, parseOptions, async ({ options, log, env, dataDir, cleanup, signals }) => {
    const benchDir = path.join(dataDir, 'bench', 'fanout');
    mkdirSync(benchDir, { recursive: true });
    const track = trackChildren(cleanup, 'load generator');
    const pin = pinning(
      'gateway on core 0, load generator and receivers on core 1, PostgreSQL and Redis unpinned',
    );

    const { postgres, databaseUrl, serverVersion } = await openBenchDatabase(
      { env, dataDir, cleanup, log },
      BENCH_DATABASE,
    );
    log.info(`PostgreSQL ${serverVersion}: ${postgres.description}, database ${BENCH_DATABASE}`);

    await useBenchRedis({ env, dir: benchDir, prefixSuffix: 'bench-fanout', cleanup, log });
    const redisUrl = env.REDIS_URL!;
    const prefix = env.REDIS_PREFIX!;
    await clearRedisKeysAround({ redisUrl, prefixes: [prefix], cleanup, log });

    await prepareDatabase({ databaseUrl, config: loadConfig(env), seed: false, log });
    const memberIds = await withClient(databaseUrl, (c) => seedMembers(c, options.subscriptions));
    const sessionRedis = createRedis(redisUrl);
    const members = await openSessions(sessionRedis, prefix, memberIds, SESSION_COOKIE).finally(() =>
      sessionRedis.quit().catch(() => undefined),
    );
    log.info(`seeded ${members.length} verified members, each with a browser session`);

    // Every member's socket comes from the load generator's one address: the per-address cap must let them all in.
    env.WS_MAX_CONNECTIONS_PER_IP = String(options.subscriptions);
    const { gateway, url, died } = await startGateway({
      // --profile: the profiler is preloaded into the gateway only (this environment is the gateway's alone), profiling
      // the windows runLoad opens and closes with SIGUSR2.
      env: options.profile ? cpuProfileEnv(env, benchDir, 'windows') : env,
      pin: pin.server,
      dir: benchDir,
      cleanup,
      log,
    });
    if (options.profile)
      log.info(`the gateway writes a CPU profile of each measured gateway run to ${benchDir} (*.cpuprofile)`);
    const rssBefore = rssMiB(gateway.pid ?? 0);
    const configFile = path.join(benchDir, 'load.json');
    writeFileSync(
      configFile,
      JSON.stringify({
        wsUrl: `${url.replace(/^http/, 'ws')}/graphql`,
        members,
        redisUrl,
        redisPrefix: prefix,
        rate: options.rate,
        durationS: options.durationS,
        warmupS: options.warmupS,
        rounds: options.rounds,
        graceMs: GRACE_MS,
      }),
    );
    const loadBefore = os.loadavg()[0] ?? 0;
    const stopRss = sampleRss(gateway.pid ?? 0);
    const perRun = options.warmupS + options.durationS + GRACE_MS / 1000;
    const { outcome, cpu, splits, idleSplits } = await runLoad({
      configFile,
      pin: pin.load,
      track,
      // Sockets and probes (bounded at 30 s inside), then every run with its grace time, plus a margin.
      limitMs: (180 + options.rounds * 2 * perRun) * 1000,
      gatewayPid: gateway.pid ?? null,
      profile: options.profile,
    });
    const rssPeak = stopRss();
    if (signals.interrupted) return 130;
    const reason = died();
    if (reason) throw new Error(reason);

    const rounds: RoundResult[] = outcome.rounds.map((r, i) => ({
      ...r,
      gatewayCpu: cpu[i] ?? { gatewayS: null, postgresS: null },
      gatewaySplit: splits[i] ?? null,
      idleSplit: idleSplits[i] ?? null,
    }));
    const stallLines = rounds.flatMap((r, i) =>
      (['raw', 'gateway'] as const).map((path) => {
        const run = r[path];
        const slow = run.slowest.map((s) => `${fmt(s.ms, 1)} ms at ${s.atS.toFixed(1)} s`).join(', ');
        return `- round ${i + 1}, ${path === 'raw' ? 'baseline' : 'gateway'}: slowest deliveries ${slow || 'n/a'}; the load generator's own event-loop delay p99 ${fmt(run.loopDelayP99Ms, 1)} ms, max ${fmt(run.loopDelayMaxMs, 1)} ms.`;
      }),
    );
    const cpuLines = rounds.map((r, i) => {
      const perEvent =
        r.gatewayCpu.gatewayS === null || r.gateway.delivered === 0
          ? 'n/a'
          : fmt((r.gatewayCpu.gatewayS * 1000) / r.gateway.delivered, 3);
      const split = r.gatewaySplit
        ? ` (user ${fmt(r.gatewaySplit.userS, 2)} s, system ${fmt(r.gatewaySplit.systemS, 2)} s)`
        : '';
      const idle = r.idleSplit ? r.idleSplit.userS + r.idleSplit.systemS : null;
      // The baseline run lasts as long as the gateway run, so its CPU is the floor to subtract.
      const aboveIdle =
        idle !== null && r.gatewayCpu.gatewayS !== null && r.gateway.delivered > 0
          ? `; ${fmt(idle, 2)} s while idle through the baseline run (keep-alive pings, session checks), so ${fmt(((r.gatewayCpu.gatewayS - idle) * 1000) / r.gateway.delivered, 3)} ms per event above idle`
          : '';
      return `- round ${i + 1}: gateway CPU ${fmt(r.gatewayCpu.gatewayS, 2)} s over the measured gateway run${split}, ${perEvent} ms per delivered event${aboveIdle}; PostgreSQL ${fmt(r.gatewayCpu.postgresS, 2)} s.`;
    });
    const verdicts = rounds.map(
      (r, i) =>
        `round ${i + 1}: p99 ${fmtRatio(ratioOf(r))}× raw, ${r.gateway.lost} lost — ${targetHolds(r, outcome) ? 'met' : roundProblem(r, outcome) ? `NOT MET (${roundProblem(r, outcome)})` : 'NOT MET'}`,
    );
    const cpuModel = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
    process.stdout.write(
      [
        '',
        '## Fan-out benchmark',
        '',
        `${fmt(outcome.sockets)} graphql-ws sockets on one gateway, one per signed-in member, each subscribed to \`messageReceived\` (the topic chosen from the session); opened and proven live (each received a probe on its own member's topic) in ${outcome.openS.toFixed(1)} s. Events at ${fmt(options.rate)}/s for ${options.durationS} s per measured run (${options.warmupS} s warm-up before each), member after member, each published once as the messaging worker publishes a new message; delivery time from just before PUBLISH to arrival in the load generator, on one clock; ${GRACE_MS / 1000} s of grace before an event counts as lost. Node ${process.version}, PostgreSQL ${serverVersion}, ${cpuModel}.`,
        ...runConditions(pin, env, loadBefore),
        '',
        renderTable(rounds, outcome, options.subscriptions),
        '',
        `Gateway memory: ${fmt(rssBefore)} MiB RSS before the sockets opened, ${fmt(rssPeak)} MiB at the peak with ${fmt(outcome.sockets)} subscriptions open.`,
        ...cpuLines,
        '',
        'Where the tail comes from (a stall of the machine delays every delivery in flight at once):',
        '',
        ...stallLines,
        ...(outcome.misdelivered.samples.length
          ? ['', `Misdelivered: ${outcome.misdelivered.samples.join('; ')}`]
          : []),
        ...(outcome.socketErrors.samples.length
          ? ['', `Subscription errors: ${outcome.socketErrors.samples.join('; ')}`]
          : []),
        '',
        `Target (issue 9 §4): p99 delivery ≤ ${TARGET}× raw Redis pub/sub p99 and no lost event — ${verdicts.join('; ')}.`,
        '',
      ].join('\n'),
    );
    return 0;
  });
}
