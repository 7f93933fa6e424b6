// Loads the REST shim with a mix of requests: autocannon's programmatic API, since its CLI repeats one URL.
// Run by bench.ts as a separate process (pinned to the load generator's core) with one JSON argument:
// { base, paths, connections, durationS }. Every connection walks the list of paths in order, round and round,
// so each path gets the same share. Prints one JSON line: req/s, p50 and p99 in ms, counts of failures.
// Plain JavaScript so it runs on bare `node`, without a TypeScript loader in the load generator.
import autocannon from 'autocannon';

const config = JSON.parse(process.argv[2] ?? '{}');
if (typeof config.base !== 'string' || !Array.isArray(config.paths) || config.paths.length === 0) {
  process.stderr.write('usage: api-load.mjs {"base":…,"paths":[…],"connections":N,"durationS":S}\n');
  process.exit(2);
}

const result = await autocannon({
  url: config.base,
  connections: config.connections,
  duration: config.durationS,
  timeout: 10,
  requests: config.paths.map((path) => ({ method: 'GET', path })),
});

process.stdout.write(
  `${JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  })}\n`,
);
