// The tracking benchmark's load generator, one process per run (bench.ts starts it pinned to the load core), with
// the path of a JSON config as its argument. Prints one JSON line: answers, latencies and failures.
//
// mode "events": `concurrency` loops each POST /api/tracking/events with `batch` page views and a member's session
//                cookie (loop k takes members k, k + concurrency, …), wait for the 202, and send the next until the
//                duration is over.
// mode "queue":  a baseline, drained by noop-worker.mjs, on a queue made by core's createQueue('tracking', …) under
//                the baseline's own prefix. perJob "call": each loop adds the job the gateway would add for a call
//                (the same data, job id and options); perJob "event": each loop adds `batch` jobs of one page view
//                each in one round trip (addBulk), BullMQ moving every event as a message of its own.
// mode "login":  an open loop: POST /api/auth/login at `rate` a second, each login sent on schedule whether or not
//                earlier ones have answered, a member at a time in turn, from a public address named in
//                X-Forwarded-For (the gateway trusts loopback in this benchmark), so the tracking worker locates it.
// Plain JavaScript so it runs on bare `node`, like the other benchmarks' load generators.

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { createQueue, createRedis } from '@koalarent/core';
import { failureTally, post, summary } from '../shared/load-generator.mjs';

const config = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8'));
if (!['events', 'queue', 'login'].includes(config.mode) || !config.members?.length) {
  process.stderr.write('usage: load.mjs <config.json> (see bench.ts)\n');
  process.exit(2);
}

/** Public addresses the logins come from (loopback traffic: they only travel in a header). */
const ADDRESSES = ['81.2.69.142', '1.1.1.1', '8.8.8.8', '139.130.4.5', '2606:4700:4700::1111'];

const latencies = [];
const tally = failureTally();
const { fail } = tally;
/** How long a request may go unanswered before it counts as failed. */
const ANSWER_LIMIT_MS = 30_000;

let sequence = 0;
/** The page views of one call: a search, an item view and page views, as the web app batches them. */
function views() {
  const at = new Date().toISOString();
  return Array.from({ length: config.batch }, (_, i) => {
    const n = sequence++;
    if (i % 5 === 0)
      return { page: '/search', searchQuery: `tent ${n % 100}`, filters: '{"category":"Camping"}', at };
    if (i % 5 === 1)
      return { page: `/item/${(n % 1000) + 1}`, itemId: (n % 1000) + 1, categoryId: (n % 12) + 1, at };
    return { page: `/bench/${n % 50}`, at };
  });
}

async function eventsOperation() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: config.concurrency });
  const url = new URL('/api/tracking/events', config.base);
  return {
    op: async (loop, n) => {
      const member = config.members[(loop + n * config.concurrency) % config.members.length];
      try {
        const answer = await post(
          agent,
          url,
          { 'content-type': 'application/json', cookie: member.cookie },
          JSON.stringify({ events: views() }),
          ANSWER_LIMIT_MS,
          '30 s',
        );
        if (answer.status === 202) return true;
        fail(answer.status, answer.body);
      } catch (error) {
        fail('error', error instanceof Error ? error.message : error);
      }
      return false;
    },
    close: async () => agent.destroy(),
  };
}

async function queueOperation() {
  const connection = createRedis(config.redisUrl);
  const queue = createQueue('tracking', connection, config.redisPrefix);
  return {
    op: async (loop, n) => {
      const member = config.members[(loop + n * config.concurrency) % config.members.length];
      try {
        if (config.perJob === 'event') {
          await queue.addBulk(
            views().map((view) => {
              const batchId = randomUUID();
              return {
                name: 'record-page-views',
                data: { batchId, userId: member.id, views: [view] },
                opts: { jobId: `pv-${batchId}`, removeOnComplete: true },
              };
            }),
          );
          return true;
        }
        const batchId = randomUUID();
        // What the gateway adds for one call (see enqueuePageViewJob in services/tracking/src/client.ts).
        await queue.add(
          'record-page-views',
          { batchId, userId: member.id, views: views() },
          { jobId: `pv-${batchId}`, removeOnComplete: true },
        );
        return true;
      } catch (error) {
        fail('error', error instanceof Error ? error.message : error);
        return false;
      }
    },
    close: async () => {
      await queue.close();
      await connection.quit();
    },
  };
}

async function closedLoop() {
  const { op, close } = config.mode === 'events' ? await eventsOperation() : await queueOperation();
  let ok = 0;
  const started = performance.now();
  const startedAtMs = Date.now();
  const deadline = started + config.durationS * 1000;
  const loop = async (k) => {
    for (let n = 0; performance.now() < deadline; n++) {
      const sent = performance.now();
      if (await op(k, n)) {
        ok++;
        latencies.push(performance.now() - sent);
      }
    }
  };
  await Promise.all(Array.from({ length: config.concurrency }, (_, k) => loop(k)));
  const elapsedS = (performance.now() - started) / 1000;
  await close();
  return { ok, elapsedS, startedAtMs };
}

async function openLoop() {
  const agent = new http.Agent({ keepAlive: true });
  const url = new URL('/api/auth/login', config.base);
  const count = Math.max(1, Math.round(config.rate * config.durationS));
  const started = performance.now();
  const startedAtMs = Date.now();
  let ok = 0;
  const one = async (i) => {
    const member = config.members[i % config.members.length];
    const sent = performance.now();
    try {
      const answer = await post(
        agent,
        url,
        { 'content-type': 'application/json', 'x-forwarded-for': ADDRESSES[i % ADDRESSES.length] },
        JSON.stringify({ email: member.email, password: config.password }),
        ANSWER_LIMIT_MS,
        '30 s',
      );
      if (answer.status === 200 && Number.isInteger(JSON.parse(answer.body)?.id)) {
        ok++;
        latencies.push(performance.now() - sent);
        return;
      }
      fail(answer.status, answer.body);
    } catch (error) {
      fail('error', error instanceof Error ? error.message : error);
    }
  };
  const inFlight = [];
  for (let i = 0; i < count; i++) {
    const due = started + (i * 1000) / config.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(one(i));
  }
  await Promise.all(inFlight);
  const elapsedS = (performance.now() - started) / 1000;
  agent.destroy();
  return { ok, elapsedS, startedAtMs };
}

const { ok, elapsedS, startedAtMs } = config.mode === 'login' ? await openLoop() : await closedLoop();
process.stdout.write(
  `${JSON.stringify({
    ...summary({ ok, elapsedS, latencies, tally }),
    startedAtMs,
    latencies: config.mode === 'login' ? latencies : [],
  })}\n`,
);
process.exit(0);
