// The baseline's worker: a BullMQ Worker made the way the services' workers make theirs (core's startWorker: a
// blocking connection of its own, the app's key prefix, the tracking worker's concurrency), whose processor does
// nothing. Run by bench.ts as a process of its own, pinned like the tracking worker, with one JSON argument:
// { redisUrl, redisPrefix, queue, concurrency }. Prints "ready" once it takes jobs; SIGTERM closes it (running jobs
// finish first). Plain JavaScript so it runs on bare `node`.
import { bullPrefix, createRedis } from '@koalarent/core';
import { Worker } from 'bullmq';

const config = JSON.parse(process.argv[2] ?? '{}');
if (typeof config.redisUrl !== 'string' || typeof config.queue !== 'string' || !(config.concurrency > 0)) {
  process.stderr.write('usage: noop-worker.mjs {"redisUrl":…,"redisPrefix":…,"queue":…,"concurrency":N}\n');
  process.exit(2);
}

const connection = createRedis(config.redisUrl, { maxRetriesPerRequest: null });
const worker = new Worker(config.queue, async () => 'recorded', {
  connection,
  prefix: bullPrefix(config.redisPrefix),
  concurrency: config.concurrency,
});
worker.on('error', (error) => process.stderr.write(`no-op worker: ${error.message}\n`));
await worker.waitUntilReady();
process.stdout.write('ready\n');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await worker.close();
  await connection.quit().catch(() => undefined);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
