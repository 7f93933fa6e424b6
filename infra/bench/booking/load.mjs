// The booking benchmark's load generator, one process per run (bench.ts starts it pinned to the load core), with
// the path of a JSON config as its argument. A fixed number of loops (the concurrency) each send one request, wait
// for its answer, and send the next until the duration is over; the run ends when the last answer is in.
//
// mode "http":  POST /api/bookings with a unique Idempotency-Key, the renter's session cookie and the spec payload.
// mode "queue": the baseline. BullMQ's add-and-wait of the same job data on a queue whose worker (noop-worker.mjs)
//               returns at once: `queue.add` then `job.waitUntilFinished(queueEvents)`, the Queue and QueueEvents
//               made the way the gateway's command bus makes them.
//
// Request i (counted from `startIndex`, shared by all loops) books item i mod M for the ⌊i / M⌋-th slot of
// `rentalDays` days from `firstDayMs`, as renter i mod R: no two requests of a run ask for the same item and dates.
// Prints one JSON line: the answers, their latencies (p50/p99 in ms), the failures by kind, the next free index, and
// the CPU of the measured window: the whole machine's and this process's own (meterWindow).
// Plain JavaScript so it runs on bare `node`, like the other benchmarks' load generators.

import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { bullPrefix, createQueue, createRedis } from '@koalarent/core';
import { QueueEvents } from 'bullmq';
import { failureTally, meterWindow, post, summary } from '../shared/load-generator.mjs';

const config = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8'));
if (!['http', 'queue'].includes(config.mode) || !config.items?.length || !config.renters?.length) {
  process.stderr.write('usage: load.mjs <config.json> (see bench.ts)\n');
  process.exit(2);
}

const DAY_MS = 24 * 3600 * 1000;
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/** The i-th request of the run: who sends it and its spec payload. */
function request(i) {
  const item = config.items[i % config.items.length];
  const renter = config.renters[i % config.renters.length];
  const slot = Math.floor(i / config.items.length);
  const startMs = config.firstDayMs + slot * config.rentalDays * DAY_MS;
  return {
    key: `${config.keyPrefix}-${i}`,
    renter,
    body: {
      itemId: item.id,
      startDate: isoDay(startMs),
      endDate: isoDay(startMs + (config.rentalDays - 1) * DAY_MS),
      totalPrice: item.totalPrice,
      deliveryOption: 'pickup',
      paymentMethod: renter.paymentMethod,
      message: 'Hi! I would like to rent this for a weekend shoot. Benchmark request.',
    },
  };
}

const latencies = [];
const tally = failureTally();
const { fail } = tally;
const bookingIds = new Set();
let next = config.startIndex;
let exhausted = false;
// The gateway itself answers 202 once the command's wait (timeoutMs) is over: give it 5 s more to say so.
const answerLimitMs = config.timeoutMs + 5_000;

async function httpOperation() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: config.concurrency });
  const url = new URL('/api/bookings', config.base);
  const op = async ({ key, renter, body }) => {
    let answer;
    try {
      answer = await post(
        agent,
        url,
        {
          'content-type': 'application/json',
          cookie: renter.cookie,
          'idempotency-key': key,
        },
        JSON.stringify(body),
        answerLimitMs,
      );
    } catch (error) {
      fail('error', error instanceof Error ? error.message : error);
      return false;
    }
    let parsed = null;
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      // not JSON: counted below as a failure with its text
    }
    // 202 is "still processing": the request was not answered with a booking, so it is not a success.
    if (
      answer.status >= 200 &&
      answer.status < 300 &&
      answer.status !== 202 &&
      Number.isInteger(parsed?.id)
    ) {
      bookingIds.add(parsed.id);
      return true;
    }
    fail(answer.status, answer.body);
    return false;
  };
  return { op, close: async () => agent.destroy() };
}

async function queueOperation() {
  const connection = createRedis(config.redisUrl);
  const blocking = createRedis(config.redisUrl, { maxRetriesPerRequest: null });
  // The bookings queue's own job options (retries, completed jobs kept a day) under a prefix of its own, so the
  // real bookings worker never sees these jobs.
  const queue = createQueue('bookings', connection, config.redisPrefix);
  const events = new QueueEvents('bookings', {
    connection: blocking,
    prefix: bullPrefix(config.redisPrefix),
  });
  // Each waiting job listens for the queue's 'closing'; more than ten in flight is expected here, not a leak.
  queue.setMaxListeners(config.concurrency + 10);
  await events.waitUntilReady();
  const op = async ({ key, renter, body }) => {
    try {
      const job = await queue.add(
        'bench-noop',
        { input: body, actor: { userId: renter.id, role: 'user' } },
        { jobId: key },
      );
      const result = await job.waitUntilFinished(events, config.timeoutMs);
      if (result?.ok === true) return true;
      fail('error', `unexpected result ${JSON.stringify(result)}`);
    } catch (error) {
      fail('error', error instanceof Error ? error.message : error);
    }
    return false;
  };
  return {
    op,
    close: async () => {
      await events.close();
      await queue.close();
      await Promise.all([connection.quit(), blocking.quit()]);
    },
  };
}

const { op, close } = config.mode === 'http' ? await httpOperation() : await queueOperation();
let ok = 0;
const stopMeter = meterWindow();
const started = performance.now();
const deadline = started + config.durationS * 1000;

async function loop() {
  while (performance.now() < deadline) {
    if (next >= config.capacity) {
      exhausted = true;
      return;
    }
    const sent = performance.now();
    const success = await op(request(next++));
    if (success) {
      ok++;
      latencies.push(performance.now() - sent);
    }
  }
}

await Promise.all(Array.from({ length: config.concurrency }, loop));
const elapsedS = (performance.now() - started) / 1000;
const cpu = stopMeter();
await close();

process.stdout.write(
  `${JSON.stringify({
    ...summary({ ok, elapsedS, latencies, tally }),
    distinctBookings: bookingIds.size,
    cpu,
    next,
    exhausted,
  })}\n`,
);
process.exit(0);
