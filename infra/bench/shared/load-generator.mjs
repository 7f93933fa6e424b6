// What the closed- and open-loop load generators (bench:booking's and bench:tracking's load.mjs) share: the tally of
// failures, one HTTP POST with a bound on its silence, and the summary line they print. Plain JavaScript so the load
// generators run on bare `node`.
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
