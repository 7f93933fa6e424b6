// The fan-out benchmark's load generator and receiver, one process (bench.ts starts it pinned to the load core), with
// the path of a JSON config as its argument. It:
//  1. opens one graphql-ws socket per member with that member's session cookie and subscribes each to
//     `messageReceived` (no argument: the gateway picks the member's topic from the session);
//  2. proves every subscription live: publishes a probe to each member's topic until that member's socket has it,
//     and counts any event that reaches a socket of another member;
//  3. per round, the baseline then the gateway, each at the same steady rate for the same time, each event to the
//     topic of the next member in turn:
//     - baseline: raw Redis pub/sub: one ioredis subscriber connection SUBSCRIBEd to the same number of channels (the
//       same names under a prefix of their own, so the gateway hears none of it), as the gateway's RedisPubSub is;
//     - gateway: the members' real channels: Redis → the gateway's RedisPubSub → `messageReceived` resolved →
//       graphql-ws → this process;
//     the delivery time of an event is from just before `PUBLISH` to its arrival here, on this process's clock;
//  4. after each run waits until every event arrived (or the grace time passed), and prints one JSON line.
// Plain JavaScript so it runs on bare `node`, like the other benchmarks' load generators.

import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { channelName, createRedis, Topics } from '@koalarent/core';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { publication, SUBSCRIPTION, sequenceOf } from './publication.mjs';

const config = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8'));
if (!config.wsUrl || !config.members?.length || !config.redisUrl || !(config.rate > 0)) {
  process.stderr.write('usage: load.mjs <config.json> (see bench.ts)\n');
  process.exit(2);
}

const members = config.members;
const log = (line) => process.stderr.write(`load: ${line}\n`);

// ---- the gateway's sockets ------------------------------------------------------------------------------------

/** Per run: publish times by sequence number, arrivals, duplicates. */
let current = null;
const misdelivered = { count: 0, samples: [] };
const socketErrors = { count: 0, samples: [] };
const probes = new Map(); // memberIndex -> resolve
let closedEarly = 0;

function arrived(run, seq, at) {
  if (!run) return;
  const sent = run.sentAt.get(seq);
  if (sent === undefined) return;
  if (run.received.has(seq)) {
    run.duplicates++;
    return;
  }
  run.received.set(seq, at - sent);
  if (run.received.size === run.sentAt.size) run.onAll?.();
}

function onEvent(memberIndex, data) {
  const at = performance.now();
  const node = data?.messageReceived;
  const seq = sequenceOf(node);
  const member = members[memberIndex];
  if (!node || seq === null) {
    socketErrors.count++;
    if (socketErrors.samples.length < 5) socketErrors.samples.push(JSON.stringify(data).slice(0, 300));
    return;
  }
  // Every event is published to one member's topic: it must reach that member's socket and no other.
  if (node.receiverId !== member.id) {
    misdelivered.count++;
    if (misdelivered.samples.length < 5)
      misdelivered.samples.push(`member ${member.id} got an event for ${node.receiverId}`);
    return;
  }
  if (seq < 0) {
    probes.get(memberIndex)?.();
    probes.delete(memberIndex);
    return;
  }
  arrived(current, seq, at);
}

function openSocket(memberIndex) {
  const member = members[memberIndex];
  class CookieWebSocket extends WebSocket {
    constructor(url, protocols) {
      super(url, protocols, { headers: { cookie: member.cookie }, perMessageDeflate: false });
    }
  }
  return new Promise((resolve, reject) => {
    let connected = false;
    const client = createClient({
      url: config.wsUrl,
      webSocketImpl: CookieWebSocket,
      lazy: false,
      retryAttempts: 0,
      keepAlive: 0,
      onNonLazyError: (error) => {
        if (!connected) reject(new Error(`socket ${memberIndex}: ${String(error?.message ?? error)}`));
      },
      on: {
        connected: () => {
          connected = true;
          resolve(client);
        },
        closed: (event) => {
          if (connected && !stopping) {
            closedEarly++;
            if (closedEarly <= 3) log(`socket of member ${member.id} closed (${event?.code})`);
          }
        },
      },
    });
    client.subscribe(
      { query: SUBSCRIPTION },
      {
        next: (result) => {
          if (result.errors) {
            socketErrors.count++;
            if (socketErrors.samples.length < 5)
              socketErrors.samples.push(JSON.stringify(result.errors).slice(0, 300));
            return;
          }
          onEvent(memberIndex, result.data);
        },
        error: (error) => {
          socketErrors.count++;
          if (socketErrors.samples.length < 5) socketErrors.samples.push(JSON.stringify(error).slice(0, 300));
        },
        complete: () => {},
      },
    );
  });
}

let stopping = false;
const clients = [];
const opening = performance.now();
{
  let next = 0;
  // A few handshakes at a time: each also resolves a session on the gateway.
  await Promise.all(
    Array.from({ length: Math.min(50, members.length) }, async () => {
      while (next < members.length) {
        const i = next++;
        clients[i] = await openSocket(i);
      }
    }),
  );
}
const openS = (performance.now() - opening) / 1000;
log(`${clients.length} sockets open and subscribed in ${openS.toFixed(1)} s`);

// ---- publishing ---------------------------------------------------------------------------------------------------

const publisher = createRedis(config.redisUrl);
const rawSubscriber = createRedis(config.redisUrl);
const rawPrefix = `${config.redisPrefix}-raw`;
const realChannels = members.map((m) => channelName(config.redisPrefix, Topics.messages(m.id)));
const rawChannels = members.map((m) => channelName(rawPrefix, Topics.messages(m.id)));
const rawIndex = new Map(rawChannels.map((c, i) => [c, i]));
rawSubscriber.on('message', (channel, message) => {
  const at = performance.now();
  const i = rawIndex.get(channel);
  if (i === undefined) return;
  const node = JSON.parse(message);
  const seq = sequenceOf(node);
  if (seq === null || node.receiverId !== members[i].id) {
    misdelivered.count++;
    return;
  }
  arrived(current, seq, at);
});
for (let i = 0; i < rawChannels.length; i += 500)
  await rawSubscriber.subscribe(...rawChannels.slice(i, i + 500));

/** Every member's socket receives a probe on its own topic (republished until it does, within 30 s). */
async function probeAll() {
  let pending = members.map((_, i) => i);
  let probeSeq = -1;
  const deadline = performance.now() + 30_000;
  while (pending.length && performance.now() < deadline) {
    const waits = pending.map(
      (i) =>
        new Promise((resolve) => {
          probes.set(i, resolve);
        }),
    );
    for (const i of pending) {
      await publisher.publish(
        realChannels[i],
        JSON.stringify(publication(probeSeq--, members[i].id, members)),
      );
    }
    await Promise.race([Promise.all(waits), new Promise((r) => setTimeout(r, 1_000))]);
    pending = pending.filter((i) => probes.has(i));
  }
  return pending.length;
}

const unprobed = await probeAll();
if (unprobed) {
  process.stderr.write(`${unprobed} of ${members.length} subscriptions never received their probe\n`);
  process.exit(1);
}
log('every subscription received its probe');

let nextSeq = 1;

/** Publishes at `rate` per second for `durationS`, member after member; resolves once all arrived or grace ran out. */
async function measure(channels, durationS, measured) {
  const run = { sentAt: new Map(), received: new Map(), duplicates: 0, onAll: null };
  current = run;
  // This process's own stalls (GC, the machine's other work) delay both paths alike: reported beside them.
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  const total = Math.max(1, Math.round(config.rate * durationS));
  const start = performance.now();
  let sent = 0;
  let member = 0;
  await new Promise((resolve) => {
    const tick = () => {
      // Everything due by now goes out: a late timer catches up instead of lowering the rate.
      const due = Math.min(total, Math.floor(((performance.now() - start) * config.rate) / 1000) + 1);
      while (sent < due) {
        const seq = nextSeq++;
        const receiver = members[member];
        const payload = JSON.stringify(publication(seq, receiver.id, members));
        run.sentAt.set(seq, performance.now());
        publisher.publish(channels[member], payload).catch(() => {});
        member = (member + 1) % members.length;
        sent++;
      }
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  const elapsedS = (performance.now() - start) / 1000;
  if (run.received.size < run.sentAt.size) {
    await new Promise((resolve) => {
      run.onAll = resolve;
      setTimeout(resolve, config.graceMs);
    });
  }
  current = null;
  loopDelay.disable();
  if (!measured) return null;
  const latencies = [...run.received.values()].sort((a, b) => a - b);
  // When the slowest deliveries were published (seconds into the run): one stall, or a steady tail.
  const slowest = [...run.received.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([seq, ms]) => ({ atS: (run.sentAt.get(seq) - start) / 1000, ms }));
  const pct = (p) =>
    latencies.length
      ? latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]
      : null;
  return {
    sent: run.sentAt.size,
    delivered: run.received.size,
    lost: run.sentAt.size - run.received.size,
    duplicates: run.duplicates,
    rate: run.sentAt.size / elapsedS,
    p50: pct(50),
    p99: pct(99),
    max: latencies.at(-1) ?? null,
    slowest,
    loopDelayMaxMs: loopDelay.max / 1e6,
    loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
  };
}

const rounds = [];
for (let round = 0; round < config.rounds; round++) {
  if (config.warmupS > 0) await measure(rawChannels, config.warmupS, false);
  // The gateway idles through the baseline (it hears none of it) but keeps its sockets alive: bench.ts meters its
  // CPU over this run too, the floor under the gateway run's CPU per event.
  process.stderr.write('baseline-phase-start\n');
  const raw = await measure(rawChannels, config.durationS, true);
  process.stderr.write('baseline-phase-end\n');
  log(`round ${round + 1} baseline: p99 ${raw.p99?.toFixed(2)} ms, ${raw.lost} lost`);
  if (config.warmupS > 0) await measure(realChannels, config.warmupS, false);
  process.stderr.write('gateway-phase-start\n');
  const gateway = await measure(realChannels, config.durationS, true);
  process.stderr.write('gateway-phase-end\n');
  log(`round ${round + 1} gateway: p99 ${gateway.p99?.toFixed(2)} ms, ${gateway.lost} lost`);
  rounds.push({ raw, gateway });
}

stopping = true;
await Promise.all(clients.map((c) => c.dispose()));
await rawSubscriber.quit().catch(() => {});
await publisher.quit().catch(() => {});
process.stdout.write(
  `${JSON.stringify({ openS, rounds, misdelivered, socketErrors, closedEarly, sockets: clients.length })}\n`,
);
process.exit(0);
