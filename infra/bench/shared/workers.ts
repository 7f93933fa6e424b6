/**
 * The queue workers the benchmarks of a worker's path (bench:booking, bench:tracking) run beside the gateway: the
 * service's built worker as `npm start` runs it, and the baseline's no-op BullMQ worker (noop-worker.mjs). Both are
 * pinned like the gateway and stopped by the cleanup. Imported only once the build exists (see build.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { appProcessSpecs } from '../../src/launcher/app.js';
import { type Cleanup, spawnPinned, stoppableChild } from './processes.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Whether the file (a process's log) holds `text` yet. */
function logHolds(file: string, text: string): boolean {
  try {
    return readFileSync(file, 'utf8').includes(text);
  } catch {
    return false; // not written yet
  }
}

/**
 * The built worker of the service `name` (`services/<name>/dist/worker.js`), as `npm start` runs it (the launcher's
 * command and environment, `nodeArgs` before its arguments), pinned, logged to `dir/<name>-worker.log`; resolves once
 * it logged "worker ready". stop() ends it gracefully (running jobs finish, 15 s at most); `died` names the reason
 * once it has exited.
 */
export async function startAppWorker(options: {
  name: 'bookings' | 'tracking';
  env: NodeJS.ProcessEnv;
  pin: string[];
  dir: string;
  cleanup: Cleanup;
  nodeArgs?: string[];
}): Promise<{ worker: ChildProcess; stop: () => Promise<void>; died: () => string | null }> {
  const { name } = options;
  const spec = appProcessSpecs(options.env).find((s) => s.name === name);
  if (!spec) throw new Error(`the launcher has no ${name} process`);
  const logFile = path.join(options.dir, `${name}-worker.log`);
  const logFd = openSync(logFile, 'w');
  const args = [...(options.nodeArgs ?? []), ...spec.args];
  const worker = spawnPinned(options.pin, spec.command, args, { env: spec.env, stdout: logFd });
  closeSync(logFd);
  const stoppable = stoppableChild(`${name} worker`, worker, 15_000);
  options.cleanup.add(stoppable);
  const died = () =>
    worker.exitCode !== null || worker.signalCode !== null
      ? `the ${name} worker exited (${worker.signalCode ?? `code ${worker.exitCode}`}); see ${logFile}`
      : null;
  const until = Date.now() + 60_000;
  while (!logHolds(logFile, 'worker ready')) {
    const reason = died();
    if (reason) throw new Error(reason);
    if (Date.now() > until)
      throw new Error(`the ${name} worker did not log "worker ready" within 60 s; see ${logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { worker, stop: () => stoppable.stop(), died };
}

/**
 * The baseline's worker (noop-worker.mjs) on the queue `queue` under `redisPrefix`, with the given concurrency,
 * answering each job with `answer` at once (see noop-worker.mjs), pinned, stopped by the cleanup; resolves once it
 * takes jobs.
 */
export async function startNoopWorker(options: {
  env: NodeJS.ProcessEnv;
  pin: string[];
  queue: string;
  redisPrefix: string;
  concurrency: number;
  answer: 'command' | 'recorded';
  cleanup: Cleanup;
}): Promise<ChildProcess> {
  const config = JSON.stringify({
    redisUrl: options.env.REDIS_URL,
    redisPrefix: options.redisPrefix,
    queue: options.queue,
    concurrency: options.concurrency,
    answer: options.answer,
  });
  const child = spawnPinned(options.pin, process.execPath, [path.join(here, 'noop-worker.mjs'), config], {
    env: options.env,
    stdout: 'pipe',
  });
  options.cleanup.add(stoppableChild('no-op worker', child, 5_000));
  const lines = createInterface({ input: child.stdout! });
  await Promise.race([
    new Promise<void>((resolve, reject) => {
      lines.on('line', (line) => {
        if (line.trim() === 'ready') resolve();
      });
      child.once('exit', (code, signal) => reject(new Error(`the no-op worker exited (${signal ?? code})`)));
    }),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('the no-op worker was not ready within 30 s')), 30_000).unref(),
    ),
  ]);
  return child;
}
