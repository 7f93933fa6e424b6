// Preloaded with `--import` (NODE_OPTIONS) into the gateway under `bench:booking --profile`: Node 20 refuses
// `--cpu-prof` in NODE_OPTIONS and the launcher fixes the gateway's command line, so the profile is taken through
// the inspector instead. It starts before the gateway's own code and is written, in the `.cpuprofile` format of
// `--cpu-prof`, to BENCH_CPU_PROFILE_DIR when the benchmark stops the gateway (SIGTERM; also on exit).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const dir = process.env.BENCH_CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
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
