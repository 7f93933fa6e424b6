import { createDecipheriv, createECDH, hkdfSync } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Config,
  consumerJobId,
  createQueue,
  DISPATCH_EVENT_JOB,
  dispatchJobId,
  type EventEnvelope,
  loadConfig,
  type RunningWorker,
  startWorker,
} from '@koalarent/core';
import type { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushPublicKey, subscribePush, unsubscribePush, updateEmailPreferences } from '../src/client.js';
import { vapidKeys } from '../src/push/vapid-keys.js';
import { messagingWorker } from '../src/worker.js';
import {
  booking,
  bookingFacts,
  commitEvent,
  item,
  type Member,
  member,
  openWorld,
  refusal,
  type World,
} from './fixtures.js';

/**
 * Issue 25 §6 against a local fake push service: a real browser-like subscription (a P-256 key pair and an auth
 * secret made here), the worker's real Web Push encryption and VAPID signature, and an HTTP server on 127.0.0.1 as
 * the push endpoint that decrypts what it receives. One encrypted request per event and subscription, none for a
 * kind the member turned off, and a subscription answered 410 is dropped.
 */

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let world: World;
let config: Config;
let dataDir: string;
let worker: RunningWorker;
let queue: Queue;
let server: Server;
let base: string;
const received: Received[] = [];
/** Paths the fake push service answers 410 Gone (the browser unsubscribed). */
const gone = new Set<string>();

beforeAll(async () => {
  world = await openWorld('msgpush');
  dataDir = await mkdtemp(path.join(tmpdir(), 'koala-push-'));
  config = { ...world.config, PUSH_ALLOW_LOOPBACK_HOSTS: true, dataDir };
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(gone.has(req.url ?? '') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  worker = await startWorker(messagingWorker(config), config);
  queue = createQueue('messaging', world.redis, world.config.REDIS_PREFIX);
});
afterAll(async () => {
  await worker?.stop();
  await queue?.close();
  await new Promise((resolve) => server?.close(resolve));
  await world?.close();
  await rm(dataDir, { recursive: true, force: true });
});

let serial = 0;

/** A browser's subscription: its own key pair and auth secret, and an endpoint on the fake push service. */
function browser() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = Buffer.from(Array.from({ length: 16 }, (_, i) => (i * 7 + serial) % 256));
  const endpoint = `${base}/push/${process.pid}-${++serial}`;
  return {
    ecdh,
    path: new URL(endpoint).pathname,
    subscription: {
      endpoint,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    auth,
  };
}
type Browser = ReturnType<typeof browser>;

/** RFC 8291 / 8188 (aes128gcm), as a browser decrypts a push: one record, padding delimiter 2. */
function decrypt(b: Browser, body: Buffer): { title: string; body: string; url: string; tag: string } {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const secret = b.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), b.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, b.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  const end = plain.lastIndexOf(2);
  return JSON.parse(plain.subarray(0, end).toString('utf8'));
}

const to = (b: Browser) => received.filter((r) => r.path === b.path);

async function subscribed(m: Member, language = 'en'): Promise<Browser> {
  const b = browser();
  await world.sql('update users set language = ? where id = ?', [language, m.id]);
  expect(await subscribePush(world.orm.em.fork(), m, b.subscription, config)).toBe(true);
  return b;
}

async function finished(eventId: string, consumer: string): Promise<unknown> {
  await expect
    .poll(async () => (await queue.getJob(consumerJobId(eventId, consumer)))?.finishedOn, { timeout: 15_000 })
    .toBeTruthy();
  const job = await queue.getJob(consumerJobId(eventId, consumer));
  expect(job?.failedReason).toBeUndefined();
  return job?.returnvalue;
}

async function deliver<T extends Parameters<typeof commitEvent>[1]>(
  type: T,
  payload: Parameters<typeof commitEvent<T>>[2],
  consumer: string,
): Promise<{ eventId: string; result: unknown }> {
  const eventId = await commitEvent(world, type, payload);
  worker.deps.relay.kick();
  return { eventId, result: await finished(eventId, consumer) };
}

/** A booking request again, as if Redis had forgotten it: its consumers run a second time and must push nothing. */
async function redeliver(eventId: string, consumer: string): Promise<unknown> {
  const [row] = await world.sql<{ type: string; payload: unknown; created_at: Date }>(
    'select type, payload, created_at from outbox_events where event_id = ?',
    [eventId],
  );
  const envelope = {
    eventId,
    type: row!.type,
    occurredAt: new Date(row!.created_at).toISOString(),
    payload: row!.payload,
  } as EventEnvelope;
  await (await queue.getJob(dispatchJobId(eventId)))?.remove();
  // Each consumer's job is removed once it has finished (a running one is locked by the worker).
  for (const name of ['rental-request-message', 'rental-request-mail', consumer]) {
    await finished(eventId, name);
    await (await queue.getJob(consumerJobId(eventId, name)))?.remove();
  }
  await queue.add(DISPATCH_EVENT_JOB, envelope, { jobId: dispatchJobId(eventId) });
  return finished(eventId, consumer);
}

/**
 * What every push test starts from: a renter and an owner, the owner's drill booked by the renter, the facts of the
 * booking's approval, and browsers subscribed for each (`renterBrowsers`, `ownerBrowsers`; the owner reads the app in
 * `ownerLanguage`).
 */
async function rental(
  subscribe: { renterBrowsers?: number; ownerBrowsers?: number; ownerLanguage?: string } = {},
) {
  const renter = await member(world, { fullName: 'Rita Renter' });
  const owner = await member(world, { fullName: 'Oscar Owner' });
  const drill = await item(world, owner.id);
  const bookingId = await booking(world, renter.id, owner.id, drill.id);
  const browsersOf = async (m: Member, count: number, language = 'en') => {
    const browsers: Browser[] = [];
    for (let n = 0; n < count; n += 1) browsers.push(await subscribed(m, language));
    return browsers;
  };
  return {
    renter,
    owner,
    drill,
    bookingId,
    approved: bookingFacts(bookingId, renter, owner, drill.id, 'approved', owner.id),
    renterBrowsers: await browsersOf(renter, subscribe.renterBrowsers ?? 0),
    ownerBrowsers: await browsersOf(owner, subscribe.ownerBrowsers ?? 0, subscribe.ownerLanguage),
  };
}

/** A message from one member to another, delivered to the push consumer: its answer. */
async function messageSent(from: Member, receiver: Member, content: string): Promise<unknown> {
  const [message] = await world.sql<{ id: number }>(
    'insert into messages (sender_id, receiver_id, content) values (?, ?, ?) returning id',
    [from.id, receiver.id, content],
  );
  const payload = { messageId: message!.id, senderId: from.id, receiverId: receiver.id };
  return (await deliver('message.sent', payload, 'message-push')).result;
}

function requested(bookingId: number, renter: Member, owner: Member, itemId: number) {
  return {
    ...bookingFacts(bookingId, renter, owner, itemId, 'pending_approval', renter.id),
    renterName: renter.fullName,
    deliveryMethod: 'pickup' as const,
    deliveryAddress: null,
    message: null,
    expiresAt: '2031-02-03T10:00:00.000Z',
  };
}

describe('Web Push notifications', () => {
  it('pushes a booking request to the owner once, encrypted and signed, in their language, to the Requests tab', async () => {
    const {
      renter,
      owner,
      drill,
      bookingId,
      ownerBrowsers: [phone],
    } = await rental({ ownerBrowsers: 1, ownerLanguage: 'de' });
    const { eventId, result } = await deliver(
      'booking.requested',
      requested(bookingId, renter, owner, drill.id),
      'rental-request-push',
    );
    expect(result).toBe('pushed 1, already 0, dropped 0');
    const [push, ...more] = to(phone!);
    expect(more).toEqual([]);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe('86400');
    expect(push!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${pushPublicKey(config)}$`),
    );
    expect(decrypt(phone!, push!.body)).toEqual({
      title: 'Neue Mietanfrage für Cordless drill',
      body: expect.stringContaining('Rita Renter'),
      url: '/profile?tab=requests',
      tag: `booking-${bookingId}`,
    });
    // The renter, who subscribed nothing, is not pushed; a re-delivered event pushes nothing again.
    expect(await redeliver(eventId, 'rental-request-push')).toBe('pushed 0, already 1, dropped 0');
    expect(to(phone!)).toHaveLength(1);
  });

  it('pushes the decision, the damage claim and a message to every browser of the member, once per event', async () => {
    const {
      renter,
      owner,
      bookingId,
      approved: facts,
      renterBrowsers: [laptop, phone],
    } = await rental({ renterBrowsers: 2 });
    expect((await deliver('booking.approved', facts, 'booking-decision-push')).result).toBe(
      'pushed 2, already 0, dropped 0',
    );
    expect(
      (await deliver('booking.rejected', { ...facts, reason: 'Away' }, 'booking-decision-push')).result,
    ).toBe('pushed 2, already 0, dropped 0');
    expect(
      (
        await deliver(
          'booking.damage_reported',
          { ...facts, amount: 120, reason: 'Cracked battery case', respondBy: '2031-03-10T12:00:00.000Z' },
          'damage-claim-push',
        )
      ).result,
    ).toBe('pushed 2, already 0, dropped 0');
    expect(await messageSent(owner, renter, 'Is Tuesday fine for the hand-over?\nThanks')).toBe(
      'pushed 2, already 0, dropped 0',
    );
    for (const b of [laptop!, phone!]) {
      const shown = to(b).map((r) => decrypt(b, r.body));
      expect(shown).toEqual([
        {
          title: 'Your rental of Cordless drill was approved',
          body: 'Good news: your request to rent "Cordless drill" (Mar 1, 2031 – Mar 3, 2031) was approved.',
          url: '/my-rentals',
          tag: `booking-${bookingId}`,
        },
        {
          title: 'Your rental request for Cordless drill was declined',
          body: 'Your request to rent "Cordless drill" (Mar 1, 2031 – Mar 3, 2031) was declined.',
          url: '/my-rentals',
          tag: `booking-${bookingId}`,
        },
        {
          title: 'The owner reported damage to Cordless drill',
          body: 'They ask for $120.00 of your deposit: Cracked battery case. Please accept or dispute the claim by Mar 10, 2031, 12:00 PM UTC.',
          url: '/my-rentals',
          tag: `booking-${bookingId}`,
        },
        {
          title: 'Oscar Owner sent you a new message on KoalaRent',
          body: 'Is Tuesday fine for the hand-over?',
          url: `/messages/${owner.id}`,
          tag: `conversation-${owner.id}`,
        },
      ]);
    }
  });

  it('respects the e-mail preferences: a kind turned off is not pushed', async () => {
    const {
      renter,
      owner,
      bookingId,
      drill,
      approved: facts,
      renterBrowsers: [laptop],
      ownerBrowsers: [ownerPhone],
    } = await rental({ renterBrowsers: 1, ownerBrowsers: 1 });
    await updateEmailPreferences(world.orm.em.fork(), renter, { bookingUpdates: false, newMessages: false });
    await updateEmailPreferences(world.orm.em.fork(), owner, { bookingRequests: false });
    expect((await deliver('booking.approved', facts, 'booking-decision-push')).result).toBe(
      'skipped: turned off',
    );
    expect(
      (
        await deliver(
          'booking.damage_reported',
          { ...facts, amount: 50, reason: 'Scratch', respondBy: '2031-03-10T12:00:00.000Z' },
          'damage-claim-push',
        )
      ).result,
    ).toBe('skipped: turned off');
    expect(await messageSent(owner, renter, 'Hello')).toBe('skipped: turned off');
    expect(
      (
        await deliver(
          'booking.requested',
          requested(bookingId, renter, owner, drill.id),
          'rental-request-push',
        )
      ).result,
    ).toBe('skipped: turned off');
    expect(to(laptop!)).toEqual([]);
    expect(to(ownerPhone!)).toEqual([]);
  });

  it('asks the e-mail’s rule who receives it: a locked member gets neither the mail nor the push', async () => {
    const {
      renter,
      approved: facts,
      renterBrowsers: [laptop],
    } = await rental({ renterBrowsers: 1 });
    await world.sql('update users set is_locked = true where id = ?', [renter.id]);
    const { eventId, result } = await deliver('booking.approved', facts, 'booking-decision-push');
    expect(result).toBe('skipped: renter gone or locked');
    expect(await finished(eventId, 'booking-decision-mail')).toBe('skipped: renter gone or locked');
    expect(to(laptop!)).toEqual([]);
  });

  it('drops a subscription the push service answers 410 Gone for, and keeps pushing to the others', async () => {
    const {
      renter,
      approved: facts,
      renterBrowsers: [stale, fresh],
    } = await rental({ renterBrowsers: 2 });
    gone.add(stale!.path);
    expect((await deliver('booking.approved', facts, 'booking-decision-push')).result).toBe(
      'pushed 1, already 0, dropped 1',
    );
    const rows = await world.sql<{ endpoint: string }>(
      'select endpoint from push_subscriptions where user_id = ? order by id',
      [renter.id],
    );
    expect(rows.map((r) => r.endpoint)).toEqual([fresh!.subscription.endpoint]);
    expect(to(stale!)).toHaveLength(1);
    expect(to(fresh!)).toHaveLength(1);
  });

  it('stores one subscription per endpoint, refuses what a browser would not send, and unsubscribes', async () => {
    const a = await member(world);
    const b = await member(world);
    const shared = browser();
    await subscribePush(world.orm.em.fork(), a, shared.subscription, config);
    // The same browser, signed in as someone else: the endpoint moves to them.
    await subscribePush(world.orm.em.fork(), b, shared.subscription, config);
    const owners = await world.sql<{ user_id: number }>(
      'select user_id from push_subscriptions where endpoint = ?',
      [shared.subscription.endpoint],
    );
    expect(owners.map((r) => Number(r.user_id))).toEqual([b.id]);
    const bad = [
      { ...shared.subscription, endpoint: 'ftp://push.example.com/x' },
      { ...shared.subscription, endpoint: 'http://push.example.com/x' },
      { ...shared.subscription, keys: { ...shared.subscription.keys, p256dh: 'c2hvcnQ' } },
      { ...shared.subscription, keys: { ...shared.subscription.keys, auth: '' } },
      { endpoint: `${base}/push/x` },
    ];
    for (const input of bad) {
      const error = await refusal(subscribePush(world.orm.em.fork(), a, input as never, config));
      expect(error.message).toBe('This is not a valid push subscription.');
    }
    // Without PUSH_ALLOW_LOOPBACK_HOSTS, an http endpoint on this machine is refused as well.
    await refusal(
      subscribePush(world.orm.em.fork(), a, browser().subscription, {
        ...config,
        PUSH_ALLOW_LOOPBACK_HOSTS: false,
      }),
    );
    const [{ count }] = (await world.sql<{ count: string }>(
      'select count(*) from push_subscriptions where user_id = ?',
      [a.id],
    )) as [{ count: string }];
    expect(Number(count)).toBe(0);
    expect(await unsubscribePush(world.orm.em.fork(), a, shared.subscription.endpoint)).toBe(false);
    expect(await unsubscribePush(world.orm.em.fork(), b, shared.subscription.endpoint)).toBe(true);
    expect(await unsubscribePush(world.orm.em.fork(), b, shared.subscription.endpoint)).toBe(false);
  });

  it('makes the VAPID key pair once and keeps it in the data folder', async () => {
    const first = vapidKeys(config);
    const stored = JSON.parse(await readFile(path.join(dataDir, 'push', 'vapid-keys.json'), 'utf8'));
    expect(stored).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });
    expect(first.subject).toBe('mailto:no-reply@koalarent.test');
    const configured = loadConfig({
      NODE_ENV: 'test',
      VAPID_PUBLIC_KEY: first.publicKey,
      VAPID_PRIVATE_KEY: first.privateKey,
      VAPID_SUBJECT: 'https://koala.test/contact',
    });
    expect(vapidKeys(configured)).toEqual({ ...first, subject: 'https://koala.test/contact' });
    expect(() => loadConfig({ NODE_ENV: 'test', VAPID_PUBLIC_KEY: first.publicKey })).toThrow(
      /set both or neither/,
    );
  });
});
