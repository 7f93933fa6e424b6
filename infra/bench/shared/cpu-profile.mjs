// The gateway's CPU profiler under `--profile` (bench:booking, bench:fanout), preloaded with `--import`
// (NODE_OPTIONS, see `cpuProfileEnv` in processes.ts): Node 20 refuses `--cpu-prof` in NODE_OPTIONS and the launcher
// fixes the gateway's command line, so the profile is taken through the inspector instead. It starts before the
// gateway's own code and writes to BENCH_CPU_PROFILE_DIR in the `.cpuprofile` format of `--cpu-prof` (Chrome
// DevTools). BENCH_CPU_PROFILE_MODE says what a profile covers:
//  - `whole` (bench:booking; also when unset): the gateway's whole life, written as `gateway-<pid>.cpuprofile` when
//    the benchmark stops the gateway (SIGTERM; also on exit);
//  - `windows` (bench:fanout): only the measured gateway runs, not the start, the 2,000 handshakes or the baselines
//    (when the gateway idles): bench.ts sends SIGUSR2 when a measured gateway run starts and again when it ends, and
//    each such window is written as `gateway-<pid>-<n>.cpuprofile`, with the garbage collections counted in the
//    window beside it (`gateway-<pid>-<n>.gc.json`).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';

const dir = process.env.BENCH_CPU_PROFILE_DIR;
const mode = process.env.BENCH_CPU_PROFILE_MODE || 'whole';
if (dir && mode === 'windows') profileWindows(dir, connect());
else if (dir) profileWholeLife(dir, connect());

function connect() {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  return session;
}

function profileWholeLife(dir, session) {
  session.post('Profiler.start');
  let written = false;
  // A main-thread session answers synchronously, so this completes inside a signal or exit handler. Written when the
  // stop begins: the load is over by then, and a slow drain must not lose the profile to the benchmark's SIGKILL.
  const write = () => {
    if (written) return;
    written = true;
    session.post('Profiler.stop', (error, result) => {
      if (!error && result?.profile)
        writeFileSync(path.join(dir, `gateway-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  };
  process.prependListener('SIGTERM', write);
  process.on('exit', write);
}

function profileWindows(dir, session) {
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
