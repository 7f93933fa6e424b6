// The baselines' worker (bench:booking, bench:tracking): a BullMQ Worker made the way the services' workers make
// theirs (core's startWorker: a blocking connection of its own, the app's key prefix, the measured worker's
// concurrency), whose processor does no work. Run by `startNoopWorker` (workers.ts) as a process of its own, pinned
// like the worker it stands beside, with one JSON argument: { redisUrl, redisPrefix, queue, concurrency, answer }.
// `answer` is what each job returns at once: "command", a command-shaped answer as a booking command's job returns
// it without the work ({ ok, result: { bookingId } }); "recorded" (the default), the string 'recorded'. Prints "ready"
// once it takes jobs; SIGTERM closes it (running jobs finish first). Plain JavaScript so it runs on bare `node`.
import { bullPrefix, createRedis } from '@koalarent/core';
import { Worker } from 'bullmq';

const config = JSON.parse(process.argv[2] ?? '{}');
if (typeof config.redisUrl !== 'string' || typeof config.queue !== 'string' || !(config.concurrency > 0)) {
  process.stderr.write(
    'usage: noop-worker.mjs {"redisUrl":…,"redisPrefix":…,"queue":…,"concurrency":N,"answer":"command"|"recorded"}\n',
  );
  process.exit(2);
}

const processors = {
  command: async (job) => ({ ok: true, result: { bookingId: Number(job.data?.input?.itemId ?? 0) } }),
  recorded: async () => 'recorded',
};
const connection = createRedis(config.redisUrl, { maxRetriesPerRequest: null });
const worker = new Worker(config.queue, processors[config.answer] ?? processors.recorded, {
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
