// Preloaded with `--import` (NODE_OPTIONS) into the gateway under `bench:fanout --profile`: Node 20 refuses
// `--cpu-prof` in NODE_OPTIONS and the launcher fixes the gateway's command line, so the profile is taken through
// the inspector. Unlike `--cpu-prof` it covers the measured gateway runs only, not the start, the 2,000 handshakes
// or the baselines (when the gateway idles): bench.ts sends SIGUSR2 when a measured gateway run starts and again
// when it ends, and each such window is written to BENCH_CPU_PROFILE_DIR as `gateway-<pid>-<n>.cpuprofile` (for
// Chrome DevTools), with the garbage collections counted in the window beside it (`gateway-<pid>-<n>.gc.json`).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';

const dir = process.env.BENCH_CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  // 250 µs rather than V8's 1 ms: a 10 s window where the gateway is busy a fifth of the time still gets ~8,000 samples.
  session.post('Profiler.setSamplingInterval', { interval: 250 });
  // perf_hooks' gc kinds: 1 minor (scavenge), 2 major (mark-compact), 4 incremental marking, 8 weak callbacks.
  const kinds = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weakcb' };
  let gc = null;
  new PerformanceObserver((list) => {
    if (!gc) return;
    for (const entry of list.getEntries()) {
      const kind = kinds[entry.detail?.kind] ?? String(entry.detail?.kind);
      const k = gc[kind] ?? { count: 0, ms: 0 };
      k.count++;
      k.ms += entry.duration;
      gc[kind] = k;
    }
  }).observe({ entryTypes: ['gc'] });
  let window = 0;
  let startedAt = 0;
  process.on('SIGUSR2', () => {
    if (!gc) {
      gc = {};
      startedAt = performance.now();
      session.post('Profiler.start');
      return;
    }
    const summary = { windowMs: performance.now() - startedAt, gc };
    gc = null;
    const n = ++window;
    session.post('Profiler.stop', (error, result) => {
      if (error || !result?.profile) return;
      writeFileSync(path.join(dir, `gateway-${process.pid}-${n}.cpuprofile`), JSON.stringify(result.profile));
      writeFileSync(path.join(dir, `gateway-${process.pid}-${n}.gc.json`), JSON.stringify(summary, null, 2));
    });
  });
}
