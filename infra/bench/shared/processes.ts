/**
 * What the benchmarks (bench:gateway, bench:search, bench:booking, bench:tracking, bench:fanout) share about the
 * processes they start: stopping everything they started whichever way a run ends, Ctrl-C, pinning to cores, bounded
 * child runs (the load generators among them), PostgreSQL and Redis as `npm start` chooses them, and the built
 * gateway under test (with its CPU profiler under `--profile`). Imported only once the build exists (see build.ts):
 * the launcher modules resolve `@koalarent/core` to its `dist/`.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, openSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '@koalarent/core';
import { appProcessSpecs } from '../../src/launcher/app.js';
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

export interface Stoppable {
  name: string;
  stop(): Promise<void>;
  killNow(): void;
}

/** What was started, stopped in reverse order exactly once, whichever way the run ends. */
export class Cleanup {
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

/**
 * Ctrl-C (SIGINT, SIGTERM, SIGHUP) stops everything the cleanup holds, then exits; a second one kills at once.
 * Whatever ends the process otherwise, 'exit' kills what is left. The answer tells the run loop to stop early.
 */
export function stopOnSignals(cleanup: Cleanup, log: Logger): { readonly interrupted: boolean } {
  const state = { interrupted: false };
  const onSignal = (signal: NodeJS.Signals) => {
    if (state.interrupted) {
      // A second Ctrl-C means "now": kill what is left without waiting.
      cleanup.killNow();
      process.exit(130);
    }
    state.interrupted = true;
    log.warn(`${signal}: stopping everything the benchmark started…`);
    void cleanup.run().then(() => process.exit(signal === 'SIGTERM' ? 143 : 130));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);
  // Last resort when the process ends any other way: nothing asynchronous runs in 'exit'.
  process.on('exit', () => cleanup.killNow());
  return state;
}

/** What a benchmark's body works with: its options, the launcher's environment, and the cleanup of what it starts. */
export interface BenchRun<O> {
  options: O;
  log: Logger;
  env: NodeJS.ProcessEnv;
  dataDir: string;
  cleanup: Cleanup;
  signals: { readonly interrupted: boolean };
}

/**
 * A benchmark's `main`: options (exit code 2 when they are wrong), the environment `npm start` would give the app,
 * then the body; everything the body added to the cleanup is stopped on the way out, also on Ctrl-C or a failure.
 * Resolves to the process exit code: the body's (0 whenever the measurement itself worked), 1 when it failed,
 * 130 when interrupted.
 */
export async function runBench<O>(
  argv: string[],
  parse: (argv: string[], env: NodeJS.ProcessEnv) => O,
  body: (run: BenchRun<O>) => Promise<number>,
): Promise<number> {
  const log = createLogger({ label: 'bench', width: 5, color: Boolean(process.stderr.isTTY) });
  let options: O;
  try {
    options = parse(argv, process.env);
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
  const cleanup = new Cleanup(log);
  const signals = stopOnSignals(cleanup, log);
  try {
    return await body({ options, log, env: launch.env, dataDir: launch.config.dataDir, cleanup, signals });
  } catch (error) {
    if (signals.interrupted) return 130;
    log.error(`measurement failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    if (!signals.interrupted) await cleanup.run();
  }
}

/** Registers a running child's kill call and returns the unregister call (see `trackChildren`). */
export type Track = (kill: () => void) => () => void;

/** Short-lived children (load generators) killed with the rest on the way out, under one cleanup entry. */
export function trackChildren(cleanup: Cleanup, name: string): Track {
  const tracked = new Set<() => void>();
  const killAll = () => {
    for (const kill of tracked) kill();
  };
  cleanup.add({ name, stop: async () => killAll(), killNow: killAll });
  return (kill) => {
    tracked.add(kill);
    return () => tracked.delete(kill);
  };
}

export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/** SIGTERM, up to graceMs to drain, then SIGKILL: bounded however the child behaves. */
export function stoppableChild(name: string, child: ChildProcess, graceMs: number): Stoppable {
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

/** `taskset -c N` command prefixes for the server under test (core 0) and the load generators (core 1). */
export interface Pinning {
  server: string[];
  load: string[];
  note: string;
}

/**
 * `taskset -c N` when it can mean something: with one core there is nothing to separate, and without
 * taskset the processes simply share the cores (the report says which). `roles` says who runs where.
 */
export function pinning(roles: string): Pinning {
  const cores = os.availableParallelism();
  const taskset = findOnPath('taskset');
  if (taskset && cores >= 2) {
    return {
      server: [taskset, '-c', '0'],
      load: [taskset, '-c', '1'],
      note: `${roles} (taskset; ${cores} cores)`,
    };
  }
  return {
    server: [],
    load: [],
    note: `not pinned (${taskset ? `${cores} core` : 'no taskset'}): server and load generator share cores`,
  };
}

/** Spawns `command` behind the pinning prefix, in its own process group, from the repository root. */
export function spawnPinned(
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

/**
 * Runs a child to its end within a bound (killed, with its process group, after `limitMs`), in its own process
 * group and tracked so a Ctrl-C or failure elsewhere kills it too; resolves to its output, and fails with the
 * tail of its stderr (named `name`) when it does not exit with 0.
 */
export async function runChild(
  name: string,
  command: string[],
  options: { env?: NodeJS.ProcessEnv; limitMs: number; track: Track; stderrTail?: number },
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
        `${name} failed (${signal ?? `exit ${code}`}): ${stderr.trim().slice(-(options.stderrTail ?? 800))}`,
      );
    }
  } finally {
    clearTimeout(timer);
    untrack();
  }
  return { stdout, stderr };
}

/** What every load generator's answer starts with (`summary` in load-generator.mjs); latencies in ms, of the successes. */
export interface LoadSummary {
  ok: number;
  failed: number;
  rps: number;
  p50: number | null;
  p99: number | null;
  elapsedS: number;
  byStatus: Record<string, number>;
  errors: number;
  samples: string[];
}

/**
 * Runs a load generator script (plain JavaScript on bare `node`, behind the `pin` prefix) once with `config` written
 * to `configFile` as its argument, bounded by `limitMs` and tracked like any `runChild`; resolves to the one JSON
 * line it prints.
 */
export async function runLoadScript<T>(options: {
  script: string;
  config: object;
  configFile: string;
  pin: string[];
  track: Track;
  limitMs: number;
}): Promise<T> {
  writeFileSync(options.configFile, JSON.stringify(options.config));
  const { stdout } = await runChild(
    'load generator',
    [...options.pin, process.execPath, options.script, options.configFile],
    { limitMs: options.limitMs, track: options.track },
  );
  return JSON.parse(stdout) as T;
}

/**
 * PostgreSQL as `npm start` chooses it: the server of DATABASE_URL when set (`fromEnv`; checked to answer), else
 * the embedded one under the data folder, started when it is not running (and then stopped by the cleanup); a
 * cluster that a running `npm start` owns is used as it is and left running. `url` names its default database.
 */
export async function benchPostgres(options: {
  env: NodeJS.ProcessEnv;
  dataDir: string;
  cleanup: Cleanup;
  log: Logger;
}): Promise<{ url: string; fromEnv: boolean; description: string }> {
  const { env, log } = options;
  if (env.DATABASE_URL) {
    await assertDatabaseAnswers(env.DATABASE_URL);
    return {
      url: env.DATABASE_URL,
      fromEnv: true,
      description: `DATABASE_URL ${redactUrl(env.DATABASE_URL)}`,
    };
  }
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(options.dataDir, 'postgres'),
    port: parsePort(env.EMBEDDED_PG_PORT, EMBEDDED_PG_DEFAULT_PORT),
    log,
    reuseRunning: true,
  });
  options.cleanup.add({ name: 'PostgreSQL', stop: postgres.stop, killNow: postgres.stopNow });
  return { url: postgres.adminUrl, fromEnv: false, description: postgres.description };
}

/**
 * The benchmark's own database `name` on the server `benchPostgres` chooses (created when missing), written into
 * `env` as DATABASE_URL; with the server's version for the report.
 */
export async function openBenchDatabase(
  options: { env: NodeJS.ProcessEnv; dataDir: string; cleanup: Cleanup; log: Logger },
  name: string,
): Promise<{
  postgres: { url: string; fromEnv: boolean; description: string };
  databaseUrl: string;
  serverVersion: string;
}> {
  const postgres = await benchPostgres(options);
  await ensureDatabase(postgres.url, name);
  const databaseUrl = withDatabase(postgres.url, name);
  options.env.DATABASE_URL = databaseUrl;
  const serverVersion = await withClient(
    databaseUrl,
    async (c) =>
      (await c.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? '?',
  );
  return { postgres, databaseUrl, serverVersion };
}

/**
 * Redis for the benchmark's gateway, written into `env`: REDIS_URL when set, else Redis on the launcher's port,
 * else a redis-server of its own on a free port and in memory (stopped by the cleanup), never adopting or
 * stopping the one a running `npm start` keeps. Its keys carry `<REDIS_PREFIX>-<suffix>`, so sessions, caches
 * and queued events never mix with a running app's, and its demo images and mail go under `dir`.
 */
export async function useBenchRedis(options: {
  env: NodeJS.ProcessEnv;
  dir: string;
  prefixSuffix: string;
  cleanup: Cleanup;
  log: Logger;
}): Promise<void> {
  const { env, dir, log } = options;
  const redis = await resolveRedis({
    env,
    port: await findFreePort(),
    dir: path.join(dir, 'redis'),
    persistent: false,
    adoptLeftover: false,
    log,
  });
  options.cleanup.add({ name: 'Redis', stop: redis.stop, killNow: redis.killNow });
  env.REDIS_URL = redis.url;
  env.REDIS_PREFIX = `${env.REDIS_PREFIX ?? 'koala'}-${options.prefixSuffix}`;
  log.info(`Redis: ${redis.description}, key prefix ${env.REDIS_PREFIX}`);
  env.UPLOAD_DIR ??= path.join(dir, 'uploads');
  env.MAILBOX_DIR ??= path.join(dir, 'mailbox');
}

/**
 * The built gateway (`gateway/dist/main.js`) with the launcher's environment `env`, on a free loopback port of its
 * own (written into `env`, so a running `npm start` on 4000 is left alone), pinned, its log in `dir/gateway.log`
 * (read by no one during the run, it costs the gateway what stdout costs it), stopped by the cleanup; resolves
 * once `/readyz` answers. `died` names the reason once it has exited.
 */
export async function startGateway(options: {
  env: NodeJS.ProcessEnv;
  pin: string[];
  dir: string;
  cleanup: Cleanup;
  log: Logger;
}): Promise<{ gateway: ChildProcess; url: string; died: () => string | null }> {
  const { env } = options;
  env.PORT = String(await findFreePort());
  env.HOST = '127.0.0.1';
  const url = `http://127.0.0.1:${env.PORT}`;
  const spec = appProcessSpecs(env).find((s) => s.name === 'gateway');
  if (!spec) throw new Error('the launcher has no gateway process');
  const logFile = path.join(options.dir, 'gateway.log');
  const logFd = openSync(logFile, 'w');
  const gateway = spawnPinned(options.pin, spec.command, spec.args, { env: spec.env, stdout: logFd });
  closeSync(logFd);
  options.cleanup.add(stoppableChild('gateway', gateway, 15_000));
  const died = () =>
    gateway.exitCode !== null || gateway.signalCode !== null
      ? `the gateway exited (${gateway.signalCode ?? `code ${gateway.exitCode}`}); see ${logFile}`
      : null;
  await waitForHttpOk(`${url}/readyz`, { timeoutMs: 120_000, abortReason: died });
  options.log.info(`gateway ready at ${url} (LOG_LEVEL ${env.LOG_LEVEL ?? 'info'}, log in ${logFile})`);
  return { gateway, url, died };
}

/** The gateway's CPU profiler (cpu-profile.mjs beside this file): over its whole life, or in SIGUSR2 windows. */
export type CpuProfileMode = 'whole' | 'windows';

/**
 * A copy of the gateway's environment `env` that preloads the CPU profiler (cpu-profile.mjs, through NODE_OPTIONS:
 * give it to the gateway alone) in `mode`, writing its profiles to `dir`.
 */
export function cpuProfileEnv(env: NodeJS.ProcessEnv, dir: string, mode: CpuProfileMode): NodeJS.ProcessEnv {
  const preload = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cpu-profile.mjs');
  return {
    ...env,
    NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --import ${preload}`.trim(),
    BENCH_CPU_PROFILE_DIR: dir,
    BENCH_CPU_PROFILE_MODE: mode,
  };
}

/** The report's lines on how it ran: pinning, build, log level and pool, and the machine's load around the measurement. */
export function runConditions(pin: Pinning, env: NodeJS.ProcessEnv, loadBefore: number): string[] {
  return [
    `Pinning: ${pin.note}. Build: ${describeBuild()}. Gateway LOG_LEVEL ${env.LOG_LEVEL ?? 'info'}, DATABASE_POOL_MAX ${env.DATABASE_POOL_MAX || '10 (default)'}.`,
    `Machine load average (1 min) before measuring: ${loadBefore.toFixed(2)}; after: ${(os.loadavg()[0] ?? 0).toFixed(2)}.`,
  ];
}

/** The commit measured (and whether gateway/ or services/ differ from it) and when the gateway was built. */
export function describeBuild(): string {
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
