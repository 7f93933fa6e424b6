// What the closed- and open-loop load generators (bench:booking's and bench:tracking's load.mjs) share: the tally of
// failures, one HTTP POST with a bound on its silence, and the summary line they print. Plain JavaScript so the load
// generators run on bare `node`.
import { readFileSync } from 'node:fs';
import http from 'node:http';

/** Failures by HTTP status or as errors, with the first five as samples. */
export function failureTally() {
  const failures = { byStatus: {}, errors: 0, samples: [] };
  return {
    failures,
    /** A failed request: `kind` is its HTTP status, or 'error' for a socket error, a timeout or a wrong answer. */
    fail(kind, detail) {
      if (typeof kind === 'number') failures.byStatus[kind] = (failures.byStatus[kind] ?? 0) + 1;
      else failures.errors++;
      if (failures.samples.length < 5) failures.samples.push(`${kind}: ${String(detail).slice(0, 300)}`);
    },
    /** How many requests failed, whichever way. */
    count: () => Object.values(failures.byStatus).reduce((a, b) => a + b, 0) + failures.errors,
  };
}

/**
 * One HTTP round trip; resolves to the status and body, or rejects on a socket error or when nothing was heard for
 * `limitMs` (the error says "no answer within `limitText`").
 */
export function post(agent, url, headers, payload, limitMs, limitText = `${limitMs} ms`) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(payload) } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.setTimeout(limitMs, () => req.destroy(new Error(`no answer within ${limitText}`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** The nearest-rank percentile `p` of ascending `sorted`, or null when it is empty. */
export function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
}

/** /proc/stat's first line (all cores) as busy and idle seconds, or null without /proc (USER_HZ is 100). */
function machineSeconds() {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
    // cpu user nice system idle iowait irq softirq steal (guest time is already counted in user).
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return { busy: (user + nice + system + irq + softirq + steal) / 100, idle: (idle + iowait) / 100 };
  } catch {
    return null;
  }
}

/**
 * Starts metering the measured window (call it when the load starts, and the returned call when the last answer is
 * in, so neither this process's start-up nor its teardown counts): the CPU the whole machine spent busy and idle
 * meanwhile (every core, every process and the kernel: /proc/stat), and this process's own share (the load
 * generator's). The machine's figures are null without /proc.
 */
export function meterWindow() {
  const machineStart = machineSeconds();
  const selfStart = process.cpuUsage();
  return () => {
    const machineEnd = machineSeconds();
    const self = process.cpuUsage(selfStart);
    return {
      machineBusyS: machineStart && machineEnd ? machineEnd.busy - machineStart.busy : null,
      machineIdleS: machineStart && machineEnd ? machineEnd.idle - machineStart.idle : null,
      selfS: (self.user + self.system) / 1e6,
    };
  };
}

/**
 * The fields every load generator's answer starts with: successes, failures, rate, p50/p99 of the successful
 * requests' latencies (ms) and the failures by kind.
 */
export function summary({ ok, elapsedS, latencies, tally }) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    ok,
    failed: tally.count(),
    rps: ok / elapsedS,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    elapsedS,
    byStatus: tally.failures.byStatus,
    errors: tally.failures.errors,
    samples: tally.failures.samples,
  };
}
