import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, closeSync, constants, mkdirSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import tls from 'node:tls';
import type { Logger } from './logger.js';
import { waitForExit } from './processes.js';

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
export const LAUNCHER_REDIS_PORT = 63790;

/** What we learnt by looking around; the decision below depends on nothing else. */
export interface RedisProbes {
  /** REDIS_URL from the environment, if set. */
  envUrl: string | undefined;
  /** Whether envUrl answered PING (only probed when set). */
  envAnswers?: boolean;
  /** Whether redis://127.0.0.1:6379 answered PING (only probed when REDIS_URL is unset). */
  defaultAnswers?: boolean;
  /** Whether a redis-server we started in an earlier run (killed hard) still answers on our port. */
  leftoverAnswers?: boolean;
  /** Absolute path of redis-server on PATH, or null when there is none. */
  redisServerPath?: string | null;
}

export type RedisDecision =
  | { kind: 'use'; url: string; source: 'env' | 'default' }
  | { kind: 'adopt'; url: string }
  | { kind: 'spawn'; binary: string; url: string }
  | { kind: 'fail'; message: string };

function redisHelpMessage(reason: string): string {
  return [
    reason,
    'KoalaRent needs Redis 6.2 or newer. Any one of these works:',
    '  1. set REDIS_URL to a Redis you already have (e.g. REDIS_URL=redis://my-host:6379),',
    '  2. run Redis on 127.0.0.1:6379 (e.g. `docker compose up -d redis`),',
    '  3. install redis-server so it is on PATH (Debian/Ubuntu: `apt-get install redis-server`,',
    '     macOS: `brew install redis`) and the launcher starts its own under .data/redis.',
  ].join('\n');
}

/**
 * Picks the Redis to use, in the order of ARCHITECTURE §6: an explicit REDIS_URL (which must answer,
 * since silently falling back would hide a typo), then a local default Redis, then one we run
 * ourselves. Pure, so every branch is unit-tested without sockets or processes.
 */
export function decideRedis(
  probes: RedisProbes,
  ownPort = LAUNCHER_REDIS_PORT,
  defaultUrl = DEFAULT_REDIS_URL,
): RedisDecision {
  if (probes.envUrl) {
    if (probes.envAnswers) return { kind: 'use', url: probes.envUrl, source: 'env' };
    return {
      kind: 'fail',
      message: `REDIS_URL is set to ${redactRedis(probes.envUrl)} but nothing answers PING there. Start that Redis, fix the URL, or unset REDIS_URL to let the launcher find or start one.`,
    };
  }
  if (probes.defaultAnswers) return { kind: 'use', url: defaultUrl, source: 'default' };
  const ownUrl = `redis://127.0.0.1:${ownPort}`;
  if (probes.leftoverAnswers) return { kind: 'adopt', url: ownUrl };
  if (probes.redisServerPath) return { kind: 'spawn', binary: probes.redisServerPath, url: ownUrl };
  return {
    kind: 'fail',
    message: redisHelpMessage('No Redis answers on 127.0.0.1:6379 and no redis-server was found on PATH.'),
  };
}

function redactRedis(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

function encodeCommand(args: string[]): string {
  return `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;
}

/**
 * Sends one command (after AUTH when the URL carries credentials) and returns the first line of the
 * last reply. A raw RESP exchange keeps the probe free of client libraries and their reconnect logic,
 * which would turn "nothing there" into a long hang.
 */
function redisCommand(url: string, command: string[], timeoutMs = 1_500): Promise<string> {
  return new Promise((resolve, reject) => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      reject(new Error(`Invalid Redis URL: ${url}`));
      return;
    }
    const host = parsed.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1';
    const port = Number(parsed.port || 6379);
    const commands: string[][] = [];
    if (parsed.password) {
      const user = decodeURIComponent(parsed.username);
      const password = decodeURIComponent(parsed.password);
      commands.push(user ? ['AUTH', user, password] : ['AUTH', password]);
    }
    commands.push(command);
    const socket =
      parsed.protocol === 'rediss:'
        ? tls.connect({ host, port, servername: host })
        : net.connect({ host, port });
    let buffer = '';
    let replies = 0;
    const finish = (error: Error | null, value?: string) => {
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(value ?? '');
    };
    const timer = setTimeout(
      () => finish(new Error(`Redis at ${host}:${port} did not answer in time`)),
      timeoutMs,
    );
    socket.once(parsed.protocol === 'rediss:' ? 'secureConnect' : 'connect', () => {
      socket.write(commands.map(encodeCommand).join(''));
    });
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let newline = buffer.indexOf('\r\n');
      while (newline !== -1) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        replies += 1;
        if (line.startsWith('-')) {
          finish(new Error(`Redis refused: ${line.slice(1)}`));
          return;
        }
        if (replies === commands.length) {
          finish(null, line);
          return;
        }
        newline = buffer.indexOf('\r\n');
      }
    });
    // SHUTDOWN closes the connection without a reply; that is its success.
    socket.on('end', () => finish(null, ''));
    socket.on('error', (error) => finish(error));
  });
}

export async function pingRedis(url: string, timeoutMs = 1_500): Promise<boolean> {
  try {
    return (await redisCommand(url, ['PING'], timeoutMs)) === '+PONG';
  } catch {
    return false;
  }
}

/** Looks an executable up on PATH the way a shell would. */
export function findOnPath(name: string, envPath = process.env.PATH ?? ''): string | null {
  for (const dir of envPath.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here; keep looking
    }
  }
  return null;
}

export interface RunningRedis {
  url: string;
  /** Human-readable origin for the start-up summary. */
  description: string;
  /** Stops the Redis only if we started (or adopted) it; a no-op otherwise. */
  stop(): Promise<void>;
  /** Last-resort synchronous kill for process 'exit' handlers. */
  killNow(): void;
}

export interface ResolveRedisOptions {
  env: NodeJS.ProcessEnv;
  /** Port and data folder for a redis-server we start ourselves. */
  port: number;
  dir: string;
  /** Persist to an append-only file (the launcher) or keep everything in memory (tests). */
  persistent: boolean;
  /** Adopt a redis-server left on our port by an earlier run; only the launcher owns that port. */
  adoptLeftover: boolean;
  log: Logger;
  /** Where to look for an already running Redis; only overridden to exercise the fallbacks. */
  defaultUrl?: string;
}

export async function resolveRedis(options: ResolveRedisOptions): Promise<RunningRedis> {
  const envUrl = options.env.REDIS_URL?.trim() || undefined;
  const probes: RedisProbes = { envUrl };
  if (envUrl) {
    probes.envAnswers = await pingRedis(envUrl, 3_000);
  } else {
    probes.defaultAnswers = await pingRedis(options.defaultUrl ?? DEFAULT_REDIS_URL);
    if (!probes.defaultAnswers) {
      const ownUrl = `redis://127.0.0.1:${options.port}`;
      probes.leftoverAnswers = options.adoptLeftover ? await pingRedis(ownUrl) : false;
      probes.redisServerPath = probes.leftoverAnswers ? undefined : findOnPath('redis-server');
    }
  }
  const decision = decideRedis(probes, options.port, options.defaultUrl);
  switch (decision.kind) {
    case 'fail':
      throw new Error(decision.message);
    case 'use':
      return {
        url: decision.url,
        description:
          decision.source === 'env' ? `REDIS_URL ${redactRedis(decision.url)}` : `Redis on ${decision.url}`,
        stop: async () => {},
        killNow: () => {},
      };
    case 'adopt': {
      options.log.info(
        `a redis-server from an earlier run still answers on port ${options.port}; reusing it`,
      );
      return {
        url: decision.url,
        description: `redis-server (left from an earlier run) on port ${options.port}`,
        stop: async () => {
          await redisCommand(decision.url, ['SHUTDOWN'], 10_000).catch(() => {});
        },
        killNow: () => {},
      };
    }
    case 'spawn':
      return startRedisServer(decision.binary, decision.url, options);
  }
}

async function startRedisServer(
  binary: string,
  url: string,
  options: ResolveRedisOptions,
): Promise<RunningRedis> {
  mkdirSync(options.dir, { recursive: true });
  const logFile = path.join(options.dir, 'redis.log');
  const logFd = openSync(logFile, 'w');
  const args = [
    '--port',
    String(options.port),
    '--bind',
    '127.0.0.1',
    '--dir',
    options.dir,
    '--appendonly',
    options.persistent ? 'yes' : 'no',
    '--save',
    '',
    '--daemonize',
    'no',
  ];
  options.log.info(
    `starting ${binary} on port ${options.port} (data in ${path.relative(process.cwd(), options.dir) || '.'})`,
  );
  // Its own process group, so a Ctrl-C in the terminal reaches only the launcher, which stops Redis
  // after the workers that still use it. Output goes to a file, never a pipe that could outlive us.
  const child: ChildProcess = spawn(binary, args, { stdio: ['ignore', logFd, logFd], detached: true });
  closeSync(logFd);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + 10_000;
  while (!(await pingRedis(url, 500))) {
    if (exited || Date.now() > deadline) {
      const tail = readFileSync(logFile, 'utf8').trim().split('\n').slice(-10).join('\n');
      if (!exited) child.kill('SIGKILL');
      throw new Error(`redis-server did not start (see ${logFile}):\n${tail}`);
    }
    await delay(100);
  }
  return {
    url,
    description: `redis-server started on port ${options.port}`,
    stop: async () => {
      if (exited) return;
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 10_000))) child.kill('SIGKILL');
    },
    killNow: () => {
      if (!exited) child.kill('SIGKILL');
    },
  };
}
