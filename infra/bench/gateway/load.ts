import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runChild, type Track } from '../shared/processes.js';

/** One request shape the load generator repeats for a whole round. */
export interface LoadTarget {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  connections: number;
  durationS: number;
  /** Command prefix that pins the load generator to its core (e.g. `taskset -c 1`), or empty. */
  pin: string[];
  /** Registers the child so a Ctrl-C or failure elsewhere can kill it; returns the unregister call. */
  track: Track;
}

/** What one autocannon round measured; latencies in ms (autocannon's histogram is whole ms). */
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

// Resolved once from this file, so the benchmark works from any working directory.
const autocannonCli = createRequire(import.meta.url).resolve('autocannon');

function field(value: unknown, ...keys: string[]): number {
  let current: unknown = value;
  for (const key of keys) {
    current = typeof current === 'object' && current !== null ? Reflect.get(current, key) : undefined;
  }
  if (typeof current !== 'number' || !Number.isFinite(current)) {
    throw new Error(`autocannon's JSON has no number at ${keys.join('.')}`);
  }
  return current;
}

/**
 * Runs autocannon's CLI as a separate, pinned process, so the load generator never shares a core (or
 * an event loop) with the server it measures, and parses its `--json` summary.
 */
export async function runLoad(target: LoadTarget, options: LoadOptions): Promise<LoadResult> {
  const args = [
    autocannonCli,
    '--connections',
    String(options.connections),
    '--duration',
    String(options.durationS),
    '--timeout',
    '10',
    '--json',
    '--no-progress',
    '--method',
    target.method,
  ];
  // autocannon splits each header at its first ':' or '=', so a cookie's own '=' signs survive.
  for (const [name, value] of Object.entries(target.headers)) args.push('--headers', `${name}:${value}`);
  if (target.body !== undefined) args.push('--body', target.body);
  args.push(target.url);

  // Its own process group: a terminal Ctrl-C goes to the benchmark, which then stops this child itself.
  // Bounded: a round that has not reported 30 s after its planned end is killed and counts as failed.
  const { stdout } = await runChild('autocannon', [...options.pin, process.execPath, ...args], {
    limitMs: (options.durationS + 30) * 1000,
    track: options.track,
    stderrTail: 500,
  });
  const summary: unknown = JSON.parse(stdout);
  return {
    rps: field(summary, 'requests', 'average'),
    p50: field(summary, 'latency', 'p50'),
    p99: field(summary, 'latency', 'p99'),
    total: field(summary, 'requests', 'total'),
    non2xx: field(summary, 'non2xx'),
    errors: field(summary, 'errors'),
    timeouts: field(summary, 'timeouts'),
  };
}

/** Resident set size of a process in MiB, or null once it is gone. */
export function rssMiB(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Samples a process's RSS every 100 ms until stopped and returns the peak: the steady-state size under
 * load is what the memory target is about, and a final reading alone would miss a spike mid-round.
 */
export function sampleRss(pid: number): () => number | null {
  let peak: number | null = rssMiB(pid);
  const timer = setInterval(() => {
    const now = rssMiB(pid);
    if (now !== null && (peak === null || now > peak)) peak = now;
  }, 100);
  return () => {
    clearInterval(timer);
    const last = rssMiB(pid);
    if (last !== null && (peak === null || last > peak)) peak = last;
    return peak;
  };
}
