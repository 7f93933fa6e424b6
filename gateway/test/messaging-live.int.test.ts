import { adminUpdateUser, channelName, publishRealtime, redisKey, Topics, User } from '@koalarent/core';
import { type Client as WsClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/app.js';
import { SESSION_COOKIE } from '../src/session/cookies.js';
import { SESSION_ENDED_CLOSE_CODE } from '../src/session/socket-sessions.js';
import { type BookingJson, book, bookableItem, bookingBody, day, restOk } from './bookings-fixtures.js';
import { type Member, signedInAdmin, signedInMember } from './catalog-fixtures.js';
import { openSocket, startReplica, startStack, type TestStack } from './harness.js';

/**
 * Live messaging (issue 9 §4) over graphql-ws against real gateways, PostgreSQL and Redis: each member hears their
 * own topics only (chosen from the session: the subscriptions take no argument), across gateway replicas, and a
 * member's subscriptions end when their session does (logout, lock, expiry).
 */

let stack: TestStack;
let replica: { baseUrl: string; stop(): Promise<void> };
let admin: Member;
let alice: Member;
let bob: Member;
let carol: Member;
const opened: WsClient[] = [];

const MESSAGE = 'id senderId receiverId content isRead senderName bookingId relatedItemId kind';

interface MessageJson {
  id: number;
  senderId: number;
  receiverId: number;
  content: string;
  isRead: boolean;
  senderName: string | null;
  bookingId: number | null;
  kind: string;
}

type Result<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** One subscription's results as they arrive; `next` waits for the next one. */
class Feed<T> {
  readonly results: Result<T>[] = [];
  private taken = 0;
  private wake: (() => void) | null = null;
  completed = false;

  push(result: Result<T>): void {
    this.results.push(result);
    this.wake?.();
  }

  end(): void {
    this.completed = true;
    this.wake?.();
  }

  async next(timeoutMs = 10_000): Promise<Result<T>> {
    const deadline = Date.now() + timeoutMs;
    while (this.taken >= this.results.length) {
      if (this.completed) throw new Error('the subscription ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, left);
      });
    }
    return this.results[this.taken++]!;
  }

  async data(timeoutMs?: number): Promise<T> {
    const result = await this.next(timeoutMs);
    if (result.errors) throw new Error(`subscription error: ${JSON.stringify(result.errors)}`);
    return result.data!;
  }
}

interface Socket {
  ws: WsClient;
  closed: Promise<number>;
  subscribe<T>(query: string): Feed<T>;
}

/** A graphql-ws connection to `baseUrl` as a browser with this member's cookie (or none) opens it. */
async function connect(baseUrl: string, cookie: string | null): Promise<Socket> {
  const { ws, closed } = await openSocket(stack, { cookie, baseUrl });
  opened.push(ws);
  return {
    ws,
    closed,
    subscribe<T>(query: string) {
      const feed = new Feed<T>();
      ws.subscribe<T>(
        { query },
        {
          next: (result) => feed.push(result as Result<T>),
          error: (error) => {
            feed.push({ errors: Array.isArray(error) ? error : [{ message: String(error) }] });
            feed.end();
          },
          complete: () => feed.end(),
        },
      );
      return feed;
    },
  };
}

/** The socket's close code, or 'still open' when it has not closed within `ms`. */
function closeCode(socket: Socket, ms = 5_000): Promise<number | 'still open'> {
  return Promise.race([
    socket.closed,
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms)),
  ]);
}

/** Resolves once `count` connections (on any gateway) listen on the member's topic. */
async function listening(topic: string, count = 1): Promise<void> {
  const channel = channelName(stack.config.REDIS_PREFIX, topic);
  await expect
    .poll(async () => {
      const [, n] = (await stack.gateway.deps.redis.pubsub('NUMSUB', channel)) as [string, number];
      return Number(n);
    })
    .toBeGreaterThanOrEqual(count);
}

function send(member: Member, receiverId: number, content: string) {
  return member.client.graphql<{ sendMessage: MessageJson }>(
    `mutation ($input: SendMessageInput!) { sendMessage(input: $input) { ${MESSAGE} } }`,
    { input: { receiverId, content } },
  );
}

beforeAll(async () => {
  stack = await startStack();
  replica = await startReplica(stack);
  admin = await signedInAdmin(stack);
  [alice, bob, carol] = await Promise.all([
    signedInMember(stack),
    signedInMember(stack),
    signedInMember(stack),
  ]);
});
afterAll(async () => {
  await Promise.all(opened.map((ws) => ws.dispose()));
  await replica?.stop();
  await stack?.stop();
});

describe('each member hears their own topics, chosen from the session', () => {
  it('delivers a message to the receiver and to the sender’s other tabs, with the badge count', async () => {
    const bobTab = await connect(stack.baseUrl, bob.client.cookieHeader);
    const aliceTab = await connect(stack.baseUrl, alice.client.cookieHeader);
    const bobMessages = bobTab.subscribe<{ messageReceived: MessageJson }>(
      `subscription { messageReceived { ${MESSAGE} } }`,
    );
    const bobCount = bobTab.subscribe<{ unreadCountChanged: number }>('subscription { unreadCountChanged }');
    const aliceMessages = aliceTab.subscribe<{ messageReceived: MessageJson }>(
      `subscription { messageReceived { ${MESSAGE} } }`,
    );
    await listening(Topics.messages(bob.id));
    await listening(Topics.unreadCount(bob.id));
    await listening(Topics.messages(alice.id));

    const sent = await send(alice, bob.id, '<i>Live</i> hello');
    expect(sent.body.errors).toBeUndefined();
    const expected = {
      id: sent.body.data!.sendMessage.id,
      senderId: alice.id,
      receiverId: bob.id,
      content: '<i>Live</i> hello',
      isRead: false,
      senderName: 'Test Person',
      kind: 'USER',
    };
    expect((await bobMessages.data()).messageReceived).toMatchObject(expected);
    expect((await aliceMessages.data()).messageReceived).toMatchObject(expected);
    const unread = await bob.client.graphql<{ unreadMessageCount: number }>('{ unreadMessageCount }');
    expect((await bobCount.data()).unreadCountChanged).toBe(unread.body.data?.unreadMessageCount);

    // Reading the thread in one tab updates the badge in the others.
    await bob.client.request('PUT', `/api/messages/conversation/${alice.id}/read`, {});
    expect((await bobCount.data()).unreadCountChanged).toBe(unread.body.data!.unreadMessageCount - 1);
  });

  it('takes no argument, so nobody can pick another member’s topic, and carries nothing of others', async () => {
    const carolTab = await connect(stack.baseUrl, carol.client.cookieHeader);
    for (const query of [
      `subscription { messageReceived(userId: ${bob.id}) { id } }`,
      `subscription { unreadCountChanged(userId: ${bob.id}) }`,
      `subscription { bookingUpdated(userId: ${bob.id}) { id } }`,
    ]) {
      const refused = carolTab.subscribe<unknown>(query);
      const result = await refused.next();
      expect(result.errors?.[0]?.message, query).toMatch(/Unknown argument "userId"/);
    }
    const carolMessages = carolTab.subscribe<{ messageReceived: MessageJson }>(
      `subscription { messageReceived { ${MESSAGE} } }`,
    );
    const carolCount = carolTab.subscribe<{ unreadCountChanged: number }>(
      'subscription { unreadCountChanged }',
    );
    await listening(Topics.messages(carol.id));
    await listening(Topics.unreadCount(carol.id));
    // Alice writes to Bob, then to Carol: Carol's first event is her own message, nothing of Bob's came before it.
    await send(alice, bob.id, 'For Bob only');
    const forCarol = await send(alice, carol.id, 'For Carol');
    expect((await carolMessages.data()).messageReceived).toMatchObject({
      id: forCarol.body.data!.sendMessage.id,
      receiverId: carol.id,
    });
    expect(carolMessages.results).toHaveLength(1);
    expect(typeof (await carolCount.data()).unreadCountChanged).toBe('number');
  });

  it('refuses every subscription to a socket without a session: UNAUTHENTICATED', async () => {
    const anonymous = await connect(stack.baseUrl, null);
    // A cookie naming no session is anonymous too.
    const stale = await connect(stack.baseUrl, `${SESSION_COOKIE}=${'A'.repeat(43)}`);
    for (const socket of [anonymous, stale]) {
      for (const query of [
        'subscription { messageReceived { id } }',
        'subscription { unreadCountChanged }',
        'subscription { bookingUpdated { id } }',
      ]) {
        const result = await socket.subscribe<unknown>(query).next();
        expect(result.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
      }
    }
  });

  it('holds the HTTP door’s rules on the WebSocket door: who sends, what, and how often', async () => {
    const anonymous = await connect(stack.baseUrl, null);
    const anonymousSend = await anonymous
      .subscribe<unknown>(`mutation { sendMessage(input: { receiverId: ${bob.id}, content: "Hi" }) { id } }`)
      .next();
    expect(anonymousSend.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const sender = await signedInMember(stack);
    const socket = await connect(stack.baseUrl, sender.client.cookieHeader);
    const mutation = (content: string, receiverId = bob.id) =>
      socket
        .subscribe<{ sendMessage: { id: number } }>(
          `mutation { sendMessage(input: { receiverId: ${receiverId}, content: ${JSON.stringify(content)} }) { id } }`,
        )
        .next();
    const blank = await mutation('   ');
    expect(blank.errors?.[0]).toMatchObject({
      message: 'Message required: Please enter a message',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const self = await mutation('Me', sender.id);
    expect(self.errors?.[0]?.message).toBe('You cannot message yourself');
    // The per-sender limit counts both doors together.
    let limited: Result<unknown> | null = null;
    for (let i = 0; i < 30 && !limited; i++) {
      const result = i % 2 ? await mutation(`Quick ${i}`) : await send(sender, bob.id, `Quick ${i}`);
      const body = 'body' in result ? (result.body as Result<unknown>) : result;
      if (body.errors) limited = body;
    }
    expect(limited?.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^You are sending messages too fast\. Try again in \d+ seconds?\.$/),
      extensions: { code: 'TOO_MANY_REQUESTS', reason: 'RATE_LIMITED' },
    });
  });
});

describe('across gateway replicas on one Redis', () => {
  it('delivers to a subscriber on gateway A what was sent through gateway B, and the other way round', async () => {
    const onA = await connect(stack.baseUrl, bob.client.cookieHeader);
    const onB = await connect(replica.baseUrl, alice.client.cookieHeader);
    const bobOnA = onA.subscribe<{ messageReceived: MessageJson }>(
      `subscription { messageReceived { ${MESSAGE} } }`,
    );
    const aliceOnB = onB.subscribe<{ messageReceived: MessageJson }>(
      `subscription { messageReceived { ${MESSAGE} } }`,
    );
    await listening(Topics.messages(bob.id));
    await listening(Topics.messages(alice.id));

    // Alice's browser talks to gateway B; her session is valid there too (sessions live in Redis).
    const viaB = await fetch(`${replica.baseUrl}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: alice.client.cookieHeader },
      body: JSON.stringify({ receiverId: bob.id, content: 'Sent through gateway B' }),
    });
    expect(viaB.status).toBe(200);
    const sentB = (await viaB.json()) as MessageJson;
    expect((await bobOnA.data()).messageReceived).toMatchObject({
      id: sentB.id,
      content: 'Sent through gateway B',
    });
    expect((await aliceOnB.data()).messageReceived).toMatchObject({ id: sentB.id });

    const viaA = await send(bob, alice.id, 'Answered through gateway A');
    expect((await aliceOnB.data()).messageReceived).toMatchObject({
      id: viaA.body.data!.sendMessage.id,
      senderId: bob.id,
    });
    expect((await bobOnA.data()).messageReceived.id).toBe(viaA.body.data!.sendMessage.id);
  });
});

type BookingUpdate = {
  id: number;
  status: string;
  viewerRole: string;
  allowedActions: string[];
  damageClaim: { status: string; amount: number } | null;
};

/** The first event of the feed that satisfies `wanted` (a change may publish more than once). */
async function waitFor(feed: Feed<{ bookingUpdated: BookingUpdate }>, wanted: (b: BookingUpdate) => boolean) {
  for (;;) {
    const { bookingUpdated } = await feed.data();
    if (wanted(bookingUpdated)) return bookingUpdated;
  }
}

describe('bookingUpdated', () => {
  it('gives each side the booking as booking(id) shows it to them, fresh on every change, and no one else', async () => {
    const owner = await signedInMember(stack);
    const renter = await signedInMember(stack);
    const item = await bookableItem(stack, owner, admin);
    const ownerTab = await connect(stack.baseUrl, owner.client.cookieHeader);
    const renterTab = await connect(replica.baseUrl, renter.client.cookieHeader);
    const carolTab = await connect(stack.baseUrl, carol.client.cookieHeader);
    const query =
      'subscription { bookingUpdated { id status viewerRole allowedActions damageClaim { status amount } } }';
    const ownerFeed = ownerTab.subscribe<{ bookingUpdated: BookingUpdate }>(query);
    const renterFeed = renterTab.subscribe<{ bookingUpdated: BookingUpdate }>(query);
    const carolFeed = carolTab.subscribe<{ bookingUpdated: BookingUpdate }>(query);
    await listening(Topics.bookingUpdated(owner.id));
    await listening(Topics.bookingUpdated(renter.id));
    await listening(Topics.bookingUpdated(carol.id));

    const booking: BookingJson = await book(renter, bookingBody(item, day(1), day(2)));
    expect(booking.status).toBe('pending_approval');

    // The owner approves; the renter's open card (on the other gateway) changes without a reload, each side
    // seeing it as their own booking(id) query does.
    await restOk(owner, 'approve', booking.id);
    const forRenter = await waitFor(renterFeed, (b) => b.status === 'approved');
    const forOwner = await waitFor(ownerFeed, (b) => b.status === 'approved');
    expect(forRenter).toMatchObject({ id: booking.id, viewerRole: 'renter' });
    expect(forOwner).toMatchObject({ id: booking.id, viewerRole: 'owner' });
    const asQueried = await renter.client.graphql<{ booking: { allowedActions: string[] } }>(
      `{ booking(id: ${booking.id}) { allowedActions } }`,
    );
    expect(forRenter.allowedActions).toEqual(asQueried.body.data?.booking.allowedActions);

    // Returned without a claim, then the owner reports damage: the same subscription answers the claim. Each event
    // reads the booking and its claim afresh (a subscription-long loader would still answer "no claim").
    await restOk(renter, 'received', booking.id);
    await restOk(renter, 'returned', booking.id, { notes: '' });
    const returned = await waitFor(renterFeed, (b) => b.status === 'returned');
    expect(returned.damageClaim).toBeNull();
    await restOk(owner, 'reportDamage', booking.id, { amount: 40, reason: 'Scratched lens' });
    const claimed = await waitFor(renterFeed, (b) => b.damageClaim !== null);
    expect(claimed.damageClaim).toEqual({ status: 'open', amount: 40 });
    expect(claimed.allowedActions).toContain('respondToClaim');
    expect((await waitFor(ownerFeed, (b) => b.damageClaim !== null)).allowedActions).not.toContain(
      'respondToClaim',
    );

    // Carol, who has nothing to do with it, heard nothing; a publication on her own topic about a booking that
    // is not hers is answered NOT_FOUND, never the booking.
    expect(carolFeed.results).toEqual([]);
    await publishRealtime(
      stack.gateway.deps.redis,
      stack.config.REDIS_PREFIX,
      Topics.bookingUpdated(carol.id),
      {
        bookingId: booking.id,
      },
    );
    const forCarol = await carolFeed.next();
    expect(forCarol.data ?? null).toBeNull();
    expect(forCarol.errors?.[0]).toMatchObject({
      message: 'Booking not found',
      extensions: { code: 'NOT_FOUND' },
    });
    // Six booking commands through the bookings worker: more than the default 30 s on a busy machine.
  }, 90_000);
});

describe('a member’s subscriptions end with their session', () => {
  it('ends them on logout, on every gateway', async () => {
    const member = await signedInMember(stack);
    const onA = await connect(stack.baseUrl, member.client.cookieHeader);
    const onB = await connect(replica.baseUrl, member.client.cookieHeader);
    const feedA = onA.subscribe<{ messageReceived: MessageJson }>('subscription { messageReceived { id } }');
    const feedB = onB.subscribe<{ messageReceived: MessageJson }>('subscription { messageReceived { id } }');
    await listening(Topics.messages(member.id), 2);
    expect((await member.client.request('POST', '/api/auth/logout', {})).status).toBe(200);
    expect(await closeCode(onA)).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(await closeCode(onB)).toBe(SESSION_ENDED_CLOSE_CODE);
    // Nothing listens for the member any more, and nothing reaches the closed feeds.
    await expect
      .poll(async () => {
        const [, n] = (await stack.gateway.deps.redis.pubsub(
          'NUMSUB',
          channelName(stack.config.REDIS_PREFIX, Topics.messages(member.id)),
        )) as [string, number];
        return Number(n);
      })
      .toBe(0);
    await send(alice, member.id, 'After the logout');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The close ended each subscription (an error for its sink), and no data came after.
    expect(feedA.results.filter((r) => r.data)).toEqual([]);
    expect(feedB.results.filter((r) => r.data)).toEqual([]);
  });

  it('ends them when the account is locked', async () => {
    const member = await signedInMember(stack);
    const socket = await connect(stack.baseUrl, member.client.cookieHeader);
    socket.subscribe('subscription { unreadCountChanged }');
    await listening(Topics.unreadCount(member.id));
    const { orm, sessions } = stack.gateway.deps;
    const seededAdmin = await orm.em.fork().findOneOrFail(User, { email: 'admin@koalarent.test' });
    const lock = await adminUpdateUser(orm.em.fork(), sessions, seededAdmin, member.id, { isLocked: true });
    expect(lock.sessionsEnded).toBe(1);
    expect(await closeCode(socket)).toBe(SESSION_ENDED_CLOSE_CODE);
  });

  describe('when the session expires', () => {
    let checking: Gateway;
    let checkingUrl: string;

    beforeAll(async () => {
      // A replica that checks its sockets' sessions every 200 ms instead of every 30 s.
      checking = await createGateway(stack.config, { socketSessionCheckMs: 200 });
      checkingUrl = `http://127.0.0.1:${await checking.listen(0, '127.0.0.1')}`;
    });
    afterAll(async () => {
      await checking?.stop();
    });

    it('closes the expired session’s sockets and leaves anonymous ones open', async () => {
      const member = await signedInMember(stack);
      const sessionId = member.client.cookie(SESSION_COOKIE)!;
      const socket = await connect(checkingUrl, member.client.cookieHeader);
      const feed = socket.subscribe<{ messageReceived: MessageJson }>(
        'subscription { messageReceived { id } }',
      );
      const anonymous = await connect(checkingUrl, `${SESSION_COOKIE}=${'B'.repeat(43)}`);
      let anonymousClosed = false;
      void anonymous.closed.then(() => {
        anonymousClosed = true;
      });
      await listening(Topics.messages(member.id));
      // Still live after several checks.
      await new Promise((resolve) => setTimeout(resolve, 600));
      const live = await send(alice, member.id, 'Before expiry');
      expect((await feed.data()).messageReceived.id).toBe(live.body.data!.sendMessage.id);

      // Redis drops the session as its idle timeout would: no logout, no announcement.
      await stack.gateway.deps.redis.pexpire(redisKey(stack.config.REDIS_PREFIX, 'sess', sessionId), 100);
      expect(await closeCode(socket)).toBe(SESSION_ENDED_CLOSE_CODE);
      await expect.poll(() => feed.completed).toBe(true);
      expect(anonymousClosed).toBe(false);
      const { status } = await member.client.request('GET', '/api/auth/me');
      expect(status).toBe(401);
    });
  });
});
