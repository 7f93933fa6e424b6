import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createRedis } from '@koalarent/core';
import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  browserPaymentMethod,
  type FakeStripe,
  startFakeStripe,
} from '../../services/bookings/test/fake-stripe.js';
import {
  book,
  bookableItem,
  bookingBody,
  bookingRow,
  bookingSuite,
  day,
  eventsOf,
  eventually,
  newKey,
  type PricedItem,
  rest,
  restRequest,
  sqlOf,
} from './bookings-fixtures.js';
import type { Member } from './catalog-fixtures.js';
import type { TestStack } from './harness.js';

/**
 * A bookings worker killed with SIGKILL in the middle of a job (issue §8): the worker runs in a child process from
 * source, paying through the Stripe adapter against a local fake of Stripe that acts on a request and then keeps its
 * answer back — the moment a crash hurts most (the money moved, the database did not commit). After the kill a
 * fresh worker runs the stalled jobs again; the effect must happen exactly once: one capture with one idempotency
 * key, one hold per purpose, one booking, one event, a balanced ledger.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

let fake: FakeStripe;
// Bounds against a hang, not targets: on a loaded two-core CI machine these files run several times slower.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(async () => {
  await fake?.close();
});

const world = bookingSuite(['owner', 'renter', 'camper'], () => ({
  STRIPE_SECRET_KEY: 'sk_test_koala_crash',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_koala_crash',
  STRIPE_API_BASE: fake.url,
}));

let stack: TestStack;
let admin: Member;
let owner: Member;
let renter: Member;
let camper: Member;
let redis: Redis;
let queue: Queue;
const children = new Set<ChildProcess>();

beforeAll(async () => {
  ({
    stack,
    admin,
    members: { owner, renter, camper },
  } = world());
  // Only the child processes run bookings jobs here.
  await stack.workers.find((w) => w.worker.name === 'bookings')!.stop();
  redis = createRedis(stack.config.REDIS_URL);
  queue = new Queue('bookings', { connection: redis, prefix: `${stack.config.REDIS_PREFIX}:bull` });
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await queue?.close();
  await redis?.quit();
});

/**
 * Starts `services/bookings/src/worker.ts` from source in a child process with this stack's database, Redis prefix
 * and the fake Stripe; resolves once it logged 'worker ready'.
 */
function startChildWorker(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'services/bookings/src/worker.ts'],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        // Legacy decorators (MikroORM's): tsx reads them from the base config (the root tsconfig lists no files).
        TSX_TSCONFIG_PATH: 'tsconfig.base.json',
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        DATABASE_URL: stack.config.DATABASE_URL!,
        DATABASE_POOL_MAX: '4',
        REDIS_URL: stack.config.REDIS_URL,
        REDIS_PREFIX: stack.config.REDIS_PREFIX,
        STRIPE_SECRET_KEY: 'sk_test_koala_crash',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_koala_crash',
        STRIPE_API_BASE: fake.url,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.add(child);
  child.on('exit', () => children.delete(child));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start in 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"msg":"worker ready"')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`worker exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function jobState(id: string): Promise<string> {
  return (await queue.getJob(id))?.getState() ?? 'missing';
}

describe('a worker killed mid-job', () => {
  it('SIGKILL while Stripe captured (approve) and authorised (request): each effect happens exactly once', async () => {
    const camera: PricedItem = await bookableItem(stack, owner, admin, {
      pricePerDay: 45,
      securityDeposit: 300,
    });
    const tent: PricedItem = await bookableItem(stack, owner, admin, {
      title: 'Crash test tent for four',
      pricePerDay: 20,
      securityDeposit: 50,
    });
    const first = await startChildWorker();
    // Cards as Stripe.js registers them in the browser: the gateway receives only their PaymentMethod ids.
    const booking = await book(
      renter,
      bookingBody(camera, day(20), day(22), await browserPaymentMethod(fake)),
    );
    const rentRef = String((await bookingRow(stack, booking.id)).rent_payment_ref);
    expect(rentRef).toMatch(/^pi_/);

    // Stripe acts on the approve's capture and on the tent's rent hold, but their answers never come back.
    fake.hold = (r) =>
      r.path === `/v1/payment_intents/${rentRef}/capture` ||
      (r.path === '/v1/payment_intents' && (r.params.description ?? '').includes('Crash test tent'));
    const approveKey = newKey('crash-approve');
    const requestKey = newKey('crash-request');
    const tentBody = bookingBody(tent, day(30), day(31), await browserPaymentMethod(fake));
    const approving = rest(owner, 'approve', booking.id, {}, approveKey);
    const requesting = restRequest(camper, tentBody, requestKey);
    await eventually(async () => expect(fake.held).toHaveLength(2), 60_000);
    await killed(first);
    fake.hold = null;

    // The killed worker committed nothing: its transactions died with its connections.
    expect(await bookingRow(stack, booking.id)).toMatchObject({
      status: 'pending_approval',
      approved_at: null,
    });
    expect(await sqlOf(stack)('select id from bookings where item_id = ?', [tent.id])).toEqual([]);
    expect(await eventsOf(stack, booking.id, 'booking.approved')).toEqual([]);
    expect(fake.intents.get(rentRef)).toMatchObject({ status: 'succeeded', captures: 1 });

    // BullMQ hands a job whose worker died to another once its lock (30 s) expires. This checker only looks more
    // often than a worker's default (every 30 s), so the test waits for the lock, not for two check periods.
    const approveJob = `cmd-booking-approve-${owner.id}-${approveKey}`;
    const requestJob = `cmd-booking-request-${camper.id}-${requestKey}`;
    expect(await jobState(approveJob)).toBe('active');
    expect(await jobState(requestJob)).toBe('active');
    const checkerConnection = createRedis(stack.config.REDIS_URL, { maxRetriesPerRequest: null });
    const checker = new Worker('bookings', null, {
      connection: checkerConnection,
      prefix: `${stack.config.REDIS_PREFIX}:bull`,
      autorun: false,
      stalledInterval: 1_000,
    });
    const stalledAt = Date.now();
    await checker.startStalledCheckTimer();
    await eventually(async () => {
      expect(await jobState(approveJob)).toBe('waiting');
      expect(await jobState(requestJob)).toBe('waiting');
    }, 120_000);
    await checker.close();
    await checkerConnection.quit();
    console.log(`crash: stalled jobs back on the queue ${Date.now() - stalledAt} ms after the kill`);

    // A fresh worker runs them again.
    const second = await startChildWorker();
    await eventually(async () => {
      expect(await jobState(approveJob)).toBe('completed');
      expect(await jobState(requestJob)).toBe('completed');
    }, 60_000);

    // The callers heard 'still processing' (202) while the worker was down; the same key now answers.
    expect([202, 200]).toContain((await approving).status);
    expect([202, 200, 201]).toContain((await requesting).status);
    const approved = await rest(owner, 'approve', booking.id, {}, approveKey);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', paymentStatus: 'paid' });
    const requested = await restRequest(camper, tentBody, requestKey);
    expect([200, 201]).toContain(requested.status);
    expect(requested.body).toMatchObject({ status: 'pending_approval', paymentStatus: 'authorized' });

    // Stripe: one capture, asked twice with one key; the second time answered from the key.
    const captures = fake.requests.filter((r) => r.path === `/v1/payment_intents/${rentRef}/capture`);
    expect(captures).toHaveLength(2);
    expect(new Set(captures.map((r) => r.key))).toEqual(new Set([`bk-${booking.id}-capture`]));
    expect(fake.intents.get(rentRef)).toMatchObject({
      status: 'succeeded',
      amount_received: 15525,
      captures: 1,
    });
    // The tent: the rent hold asked twice with one key, one hold each for rent and deposit, nothing else.
    const tentIntents = [...fake.intents.values()].filter((pi) => pi.description.includes('Crash test tent'));
    expect(tentIntents.map((pi) => [pi.amount, pi.status]).sort()).toEqual([
      [4600, 'requires_capture'],
      [5000, 'requires_capture'],
    ]);
    const rentHolds = fake.requests.filter(
      (r) =>
        r.path === '/v1/payment_intents' &&
        (r.params.description ?? '').includes('rent + service fee') &&
        (r.params.description ?? '').includes('Crash test tent'),
    );
    expect(rentHolds).toHaveLength(2);
    expect(new Set(rentHolds.map((r) => r.key)).size).toBe(1);

    // The database: approved once, one booking for the tent, one of each event.
    const row = await bookingRow(stack, booking.id);
    expect(row).toMatchObject({ status: 'approved', payment_status: 'paid' });
    expect(await eventsOf(stack, booking.id, 'booking.approved')).toHaveLength(1);
    const toApproved = (await eventsOf(stack, booking.id, 'booking.status_changed')).filter(
      (e) => e.payload.status === 'approved',
    );
    expect(toApproved).toHaveLength(1);
    const capturePostings = await sqlOf(stack)(
      `select count(distinct posting_id)::int as n from ledger_entries where booking_id = ? and kind = 'capture'`,
      [booking.id],
    );
    expect(capturePostings[0]!.n).toBe(1);
    const tentBookings = await sqlOf(stack)('select id from bookings where item_id = ?', [tent.id]);
    expect(tentBookings).toHaveLength(1);
    expect(await eventsOf(stack, Number(tentBookings[0]!.id), 'booking.requested')).toHaveLength(1);

    // And the restarted worker goes on as usual: the tent request is approved through it.
    expect((await rest(owner, 'approve', Number(tentBookings[0]!.id))).status).toBe(200);
    await new Promise<void>((resolve) => {
      second.once('exit', () => resolve());
      second.kill('SIGTERM');
    });
  });
});
