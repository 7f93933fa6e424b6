/**
 * Where the CPU of a measured run went: the gateway process, and the PostgreSQL backends serving the benchmark's
 * database (found by their process title, `postgres: … <user> <database> <client> …`, so other databases on a
 * shared server do not count). Read from /proc (Linux, and a PostgreSQL on this machine); elsewhere null.
 * On a machine with two cores the gateway and PostgreSQL share them, so CPU per request is what decides throughput.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ: 100 on every Linux architecture Node runs on). */
const TICKS_PER_SECOND = 100;

/** utime + stime of a process in ticks, or null once it is gone. */
function cpuTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, in parentheses): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

function backendsOf(database: string): number[] {
  const pids: number[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return pids;
  }
  const marker = ` ${database} `;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres:') && title.includes(marker)) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

export interface CpuUse {
  /** CPU seconds of the gateway process, or null when there is none (or no /proc). */
  gatewayS: number | null;
  /** CPU seconds of the database's PostgreSQL backends, or null without /proc. */
  postgresS: number | null;
}

/**
 * Starts counting; the returned call stops and answers the CPU seconds used meanwhile. Backends are sampled every
 * 200 ms, so one that connects and leaves between two samples is missed (the pool and pgbench keep theirs open).
 */
export function meterCpu(gatewayPid: number | null, database: string): () => CpuUse {
  if (!readdirSafe()) return () => ({ gatewayS: null, postgresS: null });
  const gatewayStart = gatewayPid === null ? null : cpuTicks(gatewayPid);
  const start = new Map<number, number>();
  const last = new Map<number, number>();
  for (const pid of backendsOf(database)) {
    const ticks = cpuTicks(pid);
    if (ticks !== null) start.set(pid, ticks);
  }
  const sample = () => {
    for (const pid of backendsOf(database)) {
      const ticks = cpuTicks(pid);
      if (ticks !== null) last.set(pid, ticks);
    }
  };
  const timer = setInterval(sample, 200);
  return () => {
    clearInterval(timer);
    sample();
    let postgres = 0;
    for (const [pid, ticks] of last) postgres += ticks - (start.get(pid) ?? 0);
    const gatewayEnd = gatewayPid === null ? null : cpuTicks(gatewayPid);
    return {
      gatewayS:
        gatewayStart === null || gatewayEnd === null ? null : (gatewayEnd - gatewayStart) / TICKS_PER_SECOND,
      postgresS: postgres / TICKS_PER_SECOND,
    };
  };
}

function readdirSafe(): boolean {
  try {
    readFileSync('/proc/self/stat');
    return true;
  } catch {
    return false;
  }
}
