import { MessagingErrors } from '@koalarent/messaging/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../../services/messaging/src/email/unsubscribe-token.js';
import { MESSAGES_PER_WINDOW } from '../src/modules/messaging/message-rate-limit.js';
import { book, bookableItem, bookingBody, day, type PricedItem } from './bookings-fixtures.js';
import {
  type ItemJson,
  listItem,
  type Member,
  publicItem,
  signedInAdmin,
  signedInMember,
} from './catalog-fixtures.js';
import { Client, startStack, type TestStack } from './harness.js';

/**
 * Messaging through both doors (issue 9 §1): every REST call of spec §7 and its GraphQL twin, the permission
 * matrix, every rule of a message, the per-sender rate limit, e-mail preferences and the unsubscribe link.
 * Everything runs against the real gateway, PostgreSQL and Redis; refusals are checked to change nothing.
 */

let stack: TestStack;
let admin: Member;
/** Renter of `booking` (bob's item); alice and bob talk. */
let alice: Member;
let bob: Member;
/** A member with no part in alice and bob's business. */
let carol: Member;
let anon: Client;
let bobItem: ItemJson & PricedItem;
let carolItem: ItemJson;
/** alice rents bobItem. */
let bookingId: number;

const FIELDS = 'id senderId receiverId content createdAt isRead senderName relatedItemId bookingId kind';

interface MessageJson {
  id: number;
  senderId: number;
  receiverId: number;
  content: string;
  createdAt: string;
  isRead: boolean;
  senderName: string | null;
  relatedItemId: number | null;
  bookingId: number | null;
  kind: string;
}

interface ErrorJson {
  message: string;
  code: string;
}

type GqlError = { message: string; extensions?: Record<string, unknown> };

function sql(text: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  return stack.gateway.deps.orm.em.fork().getConnection().execute(text, params);
}

async function messageCount(): Promise<number> {
  const [row] = await sql('select count(*)::int as n from messages');
  return Number(row?.n);
}

function gqlSend(member: Member | { client: Client }, input: Record<string, unknown>) {
  return member.client.graphql<{ sendMessage: MessageJson }>(
    `mutation ($input: SendMessageInput!) { sendMessage(input: $input) { ${FIELDS} } }`,
    { input },
  );
}

function restSend(member: Member | { client: Client }, body: Record<string, unknown>) {
  return member.client.request<MessageJson & ErrorJson>('POST', '/api/messages', body);
}

function firstError(res: { body: { errors?: GqlError[] } }): GqlError | undefined {
  return res.body.errors?.[0];
}

/** Both doors refuse the same send with the same status, code and wording, and nothing is stored. */
async function expectRefused(
  member: Member | { client: Client },
  body: Record<string, unknown>,
  status: number,
  code: string,
  message?: string | RegExp,
): Promise<void> {
  const before = await messageCount();
  const rest = await restSend(member, body);
  expect(rest.status, JSON.stringify(rest.body)).toBe(status);
  expect(rest.body.code).toBe(code);
  if (message) expect(rest.body.message).toMatch(message);
  const { senderId, ...input } = body;
  const gql = await gqlSend(member, { ...input, ...(senderId !== undefined ? { senderId } : {}) });
  // GraphQL answers refusals in `errors` with 200 (only throttling and an unavailable service set the status).
  expect(gql.status).toBe(200);
  const error = firstError(gql);
  expect(error?.extensions?.reason ?? error?.extensions?.code).toBe(code);
  if (message) expect(error?.message).toMatch(message);
  expect(await messageCount()).toBe(before);
}

/** Waits for a condition outside a test (expect.poll is for tests only). */
async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  stack = await startStack();
  admin = await signedInAdmin(stack);
  [alice, bob, carol] = await Promise.all([
    signedInMember(stack),
    signedInMember(stack),
    signedInMember(stack),
  ]);
  anon = new Client(stack.baseUrl);
  bobItem = await bookableItem(stack, bob, admin);
  carolItem = await publicItem(stack, carol, admin, { title: 'Carol’s kayak for two' });
  bookingId = (await book(alice, bookingBody(bobItem, day(10), day(12)))).id;
  // The messaging worker tells Bob of the approval (a notice from the admin) and of the request (Alice's 'NEW
  // RENTAL REQUEST' message); once both are there and read, the counts below are the tests' own.
  await until(
    async () =>
      (
        await sql('select id from messages where receiver_id = ? and sender_id in (?, ?)', [
          bob.id,
          alice.id,
          admin.id,
        ])
      ).length >= 2,
  );
  for (const other of [alice, admin]) {
    const read = await bob.client.request('PUT', `/api/messages/conversation/${other.id}/read`, {});
    expect(read.status).toBe(200);
  }
});
afterAll(async () => {
  await stack?.stop();
});

describe('sending and reading, through both doors', () => {
  it("keeps the rental request's English content in REST; GraphQL also gives its kind and facts", async () => {
    const rest = await bob.client.request<MessageJson[]>(
      'GET',
      `/api/messages/conversation/${bob.id}/${alice.id}`,
    );
    expect(rest.status).toBe(200);
    const request = rest.body.find((m) => m.bookingId === bookingId && m.senderId === alice.id);
    // Spec §7: the text still starts with the marker; the charge and the deposit held are separate figures.
    expect(request?.content).toMatch(/^NEW RENTAL REQUEST\n/);
    expect(request?.content).toMatch(
      /\nCharged: \$\d+\.\d{2} \(rent \$[\d.]+ \+ service fee \$[\d.]+\) · Deposit held: \$300\.00$/,
    );
    const gql = await bob.client.graphql<{
      messageThread: {
        nodes: { id: number; content: string; notice: { kind: string; params: object } | null }[];
      };
    }>(
      `query ($otherUserId: Int!) { messageThread(otherUserId: $otherUserId, first: 50) {
         nodes { id content notice { kind params { bookingId totalMinor depositMinor startDate endDate } } } } }`,
      { otherUserId: alice.id },
    );
    expect(gql.body.errors).toBeUndefined();
    const node = gql.body.data?.messageThread.nodes.find((m) => m.id === request?.id);
    expect(node?.content).toBe(request?.content);
    expect(node?.notice).toMatchObject({
      kind: 'RENTAL_REQUEST',
      params: { bookingId, depositMinor: 30000 },
    });
  });

  it('sends in GraphQL and in the three REST forms, and each reader sees the spec’s Message shape', async () => {
    // What the two already have: the 'NEW RENTAL REQUEST' message of the booking.
    const prior = (
      await alice.client.request<MessageJson[]>('GET', `/api/messages/conversation/${alice.id}/${bob.id}`)
    ).body.map((m) => m.id);
    expect(prior.length).toBeGreaterThan(0);

    const byGql = await gqlSend(alice, { receiverId: bob.id, content: '  Hi Bob, is it free?  ' });
    expect(byGql.body.errors).toBeUndefined();
    expect(byGql.body.data?.sendMessage).toMatchObject({
      senderId: alice.id,
      receiverId: bob.id,
      // Trimmed, stored as plain text.
      content: 'Hi Bob, is it free?',
      isRead: false,
      senderName: 'Test Person',
      relatedItemId: null,
      bookingId: null,
      kind: 'USER',
    });
    expect(Number.isNaN(Date.parse(byGql.body.data!.sendMessage.createdAt))).toBe(false);

    const aboutItem = await restSend(alice, {
      receiverId: bob.id,
      content: '<b>About</b> your camera',
      relatedItemId: bobItem.id,
    });
    expect(aboutItem.status, JSON.stringify(aboutItem.body)).toBe(200);
    expect(aboutItem.body).toMatchObject({
      content: '<b>About</b> your camera',
      relatedItemId: bobItem.id,
      bookingId: null,
    });
    const asSender = await restSend(alice, {
      senderId: alice.id,
      receiverId: bob.id,
      content: 'Second form',
    });
    expect(asSender.status).toBe(200);
    const aboutBooking = await restSend(alice, {
      bookingId,
      receiverId: bob.id,
      content: 'About my booking',
    });
    expect(aboutBooking.status, JSON.stringify(aboutBooking.body)).toBe(200);
    // A booking message is about the booking's item.
    expect(aboutBooking.body).toMatchObject({ bookingId, relatedItemId: bobItem.id, senderId: alice.id });

    const sentIds = [
      byGql.body.data!.sendMessage.id,
      aboutItem.body.id,
      asSender.body.id,
      aboutBooking.body.id,
    ];

    // Bob's unread list (REST) and the bell (GraphQL), newest first.
    const unread = await bob.client.request<MessageJson[]>('GET', '/api/messages/unread');
    expect(unread.status).toBe(200);
    const mine = unread.body.filter((m) => m.senderId === alice.id).map((m) => m.id);
    expect(mine).toEqual([...sentIds].reverse());
    const bell = await bob.client.graphql<{ notifications: MessageJson[]; unreadMessageCount: number }>(
      `{ notifications(first: 2) { ${FIELDS} } unreadMessageCount }`,
    );
    expect(bell.body.data?.notifications.map((m) => m.id)).toEqual([sentIds[3], sentIds[2]]);
    expect(bell.body.data?.unreadMessageCount).toBe(unread.body.length);
    // The GraphQL field REST's unread list runs.
    const unreadGql = await bob.client.graphql<{ unreadMessages: MessageJson[] }>(
      `{ unreadMessages { ${FIELDS} } }`,
    );
    expect(unreadGql.body.data?.unreadMessages).toEqual(unread.body);

    // The conversation list, derived on the server.
    const conversations = await bob.client.graphql<{
      conversations: {
        nodes: {
          otherUser: { id: number; username: string };
          lastMessage: MessageJson;
          unreadCount: number;
        }[];
      };
    }>(
      `{ conversations(first: 20) { edges { cursor node { otherUser { id } } } nodes { otherUser { id username fullName profileImage } lastMessage { ${FIELDS} } unreadCount } pageInfo { hasNextPage endCursor } } }`,
    );
    expect(conversations.body.errors).toBeUndefined();
    const withAlice = conversations.body.data?.conversations.nodes.find((c) => c.otherUser.id === alice.id);
    expect(withAlice).toMatchObject({
      otherUser: { id: alice.id, username: alice.username },
      lastMessage: { id: sentIds[3] },
      unreadCount: 4,
    });

    // The thread, newest first, paged backwards; REST's thread is oldest first, for either of the two.
    const page1 = await bob.client.graphql<{
      messageThread: { nodes: MessageJson[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
    }>(
      `query ($other: Int!) { messageThread(otherUserId: $other, first: 3) { nodes { id } pageInfo { hasNextPage endCursor } } }`,
      { other: alice.id },
    );
    expect(page1.body.data?.messageThread.nodes.map((m) => m.id)).toEqual([
      sentIds[3],
      sentIds[2],
      sentIds[1],
    ]);
    expect(page1.body.data?.messageThread.pageInfo.hasNextPage).toBe(true);
    const page2 = await bob.client.graphql<{ messageThread: { nodes: MessageJson[] } }>(
      `query ($other: Int!, $after: String) { messageThread(otherUserId: $other, first: 3, after: $after) { nodes { id } } }`,
      { other: alice.id, after: page1.body.data?.messageThread.pageInfo.endCursor },
    );
    expect(page2.body.data?.messageThread.nodes.map((m) => m.id)).toEqual([sentIds[0], ...prior.reverse()]);
    prior.reverse();
    for (const [reader, path] of [
      [bob, `/api/messages/conversation/${bob.id}/${alice.id}`],
      [alice, `/api/messages/conversation/${bob.id}/${alice.id}`],
    ] as const) {
      const thread = await reader.client.request<MessageJson[]>('GET', path);
      expect(thread.status).toBe(200);
      expect(thread.body.map((m) => m.id)).toEqual([...prior, ...sentIds]);
    }
    const gqlThread = await alice.client.graphql<{ conversationMessages: MessageJson[] }>(
      `query ($u: Int!, $o: Int!) { conversationMessages(userId: $u, otherId: $o) { id } }`,
      { u: alice.id, o: bob.id },
    );
    expect(gqlThread.body.data?.conversationMessages.map((m) => m.id)).toEqual([...prior, ...sentIds]);

    // All of a member's own messages, sent and received.
    const all = await alice.client.request<MessageJson[]>('GET', `/api/messages/${alice.id}`);
    expect(all.status).toBe(200);
    expect(all.body.map((m) => m.id)).toEqual([...prior, ...sentIds]);
    const allGql = await alice.client.graphql<{ userMessages: MessageJson[] }>(
      'query ($u: Int!) { userMessages(userId: $u) { id } }',
      { u: alice.id },
    );
    expect(allGql.body.data?.userMessages.map((m) => m.id)).toEqual([...prior, ...sentIds]);

    // Marking the thread read: REST answers {unreadCount}, GraphQL the count.
    const read = await bob.client.request<{ unreadCount: number }>(
      'PUT',
      `/api/messages/conversation/${alice.id}/read`,
      {},
    );
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ unreadCount: 0 });
    await gqlSend(alice, { receiverId: bob.id, content: 'One more' });
    const readGql = await bob.client.graphql<{ markConversationRead: number }>(
      'mutation ($o: Int!) { markConversationRead(otherUserId: $o) }',
      { o: alice.id },
    );
    expect(readGql.body.data?.markConversationRead).toBe(0);
    const after = await bob.client.request<MessageJson[]>('GET', '/api/messages/unread');
    expect(after.body).toEqual([]);
  });

  it('answers whom a new chat is with, and NOT_FOUND for nobody', async () => {
    const party = await alice.client.graphql<{ messageParty: Record<string, unknown> }>(
      'query ($id: Int!) { messageParty(userId: $id) { id username fullName profileImage } }',
      { id: carol.id },
    );
    expect(party.body.data?.messageParty).toEqual({
      id: carol.id,
      username: carol.username,
      fullName: 'Test Person',
      profileImage: null,
    });
    const missing = await alice.client.graphql('query { messageParty(userId: 2000000000) { id } }');
    expect(firstError(missing)).toMatchObject({
      message: MessagingErrors.userNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('who may do what', () => {
  it('refuses every call to a signed-out visitor: 401 and UNAUTHENTICATED', async () => {
    const restCalls: [string, string, unknown?][] = [
      ['GET', '/api/messages/unread'],
      ['GET', `/api/messages/${alice.id}`],
      ['GET', `/api/messages/conversation/${alice.id}/${bob.id}`],
      ['POST', '/api/messages', { receiverId: bob.id, content: 'Hello' }],
      ['PUT', `/api/messages/conversation/${bob.id}/read`, {}],
      ['GET', '/api/users/me/email-preferences'],
      ['PUT', '/api/users/me/email-preferences', { newMessages: false }],
    ];
    const before = await messageCount();
    for (const [method, path, body] of restCalls) {
      const res = await anon.request<ErrorJson>(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
    const gqlCalls = [
      '{ conversations { nodes { unreadCount } } }',
      `{ messageThread(otherUserId: ${bob.id}) { nodes { id } } }`,
      `{ messageParty(userId: ${bob.id}) { id } }`,
      '{ unreadMessageCount }',
      '{ notifications { id } }',
      '{ unreadMessages { id } }',
      `{ userMessages(userId: ${alice.id}) { id } }`,
      `{ conversationMessages(userId: ${alice.id}, otherId: ${bob.id}) { id } }`,
      `mutation { sendMessage(input: { receiverId: ${bob.id}, content: "Hello" }) { id } }`,
      `mutation { markConversationRead(otherUserId: ${bob.id}) }`,
      '{ emailPreferences { newMessages } }',
      'mutation { updateEmailPreferences(input: { newMessages: false }) { newMessages } }',
    ];
    for (const query of gqlCalls) {
      const res = await anon.graphql(query);
      expect(res.status, query).toBe(200);
      expect(firstError(res)?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
    expect(await messageCount()).toBe(before);
  });

  it('lets a member read only their own messages and threads they are part of: 403 otherwise', async () => {
    await gqlSend(alice, { receiverId: bob.id, content: 'Private to Bob' });
    const own = await carol.client.request<ErrorJson>('GET', `/api/messages/${alice.id}`);
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ code: 'FORBIDDEN', message: MessagingErrors.forbiddenMessages });
    const thread = await carol.client.request<ErrorJson>(
      'GET',
      `/api/messages/conversation/${alice.id}/${bob.id}`,
    );
    expect(thread.status).toBe(403);
    for (const query of [
      `{ userMessages(userId: ${alice.id}) { id } }`,
      `{ conversationMessages(userId: ${alice.id}, otherId: ${bob.id}) { id } }`,
    ]) {
      const res = await carol.client.graphql(query);
      expect(firstError(res)?.extensions?.code, query).toBe('FORBIDDEN');
      expect(res.body.data ?? null).toBeNull();
    }
    // An admin is no exception: messages are private.
    expect((await admin.client.request('GET', `/api/messages/${alice.id}`)).status).toBe(403);
    // Carol's own view of the pair is simply empty: nothing of theirs leaks into her thread with either.
    const hers = await carol.client.graphql<{ messageThread: { nodes: unknown[] } }>(
      `{ messageThread(otherUserId: ${alice.id}) { nodes { id } } }`,
    );
    expect(hers.body.data?.messageThread.nodes).toEqual([]);
  });

  it('refuses a message to yourself', async () => {
    await expectRefused(
      alice,
      { receiverId: alice.id, content: 'Note to self' },
      403,
      'FORBIDDEN',
      MessagingErrors.messageYourself,
    );
  });

  it('refuses a senderId that is not the caller (403)', async () => {
    await expectRefused(
      carol,
      { senderId: alice.id, receiverId: bob.id, content: 'Pretending to be Alice' },
      403,
      'FORBIDDEN',
      'You can only send messages as yourself',
    );
  });

  it('refuses a booking or an item that does not concern the two', async () => {
    // Alice's booking is with Bob, not Carol.
    await expectRefused(
      alice,
      { bookingId, receiverId: carol.id, content: 'About that booking' },
      403,
      'FORBIDDEN',
      MessagingErrors.bookingNotBetween,
    );
    // Carol has no part in it at all: for her it does not exist.
    await expectRefused(
      carol,
      { bookingId, receiverId: bob.id, content: 'About their booking' },
      404,
      'NOT_FOUND',
      MessagingErrors.bookingNotFound,
    );
    // Carol's listing is neither Alice's nor Bob's.
    await expectRefused(
      alice,
      { relatedItemId: carolItem.id, receiverId: bob.id, content: 'About Carol’s kayak' },
      403,
      'FORBIDDEN',
      MessagingErrors.itemNotBetween,
    );
    await expectRefused(
      alice,
      { relatedItemId: 2_000_000_000, receiverId: bob.id, content: 'About nothing' },
      404,
      'NOT_FOUND',
      MessagingErrors.itemNotFound,
    );
    await expectRefused(
      alice,
      { bookingId: 2_000_000_000, receiverId: bob.id, content: 'About nothing' },
      404,
      'NOT_FOUND',
      MessagingErrors.bookingNotFound,
    );
  });

  it('answers a listing the sender may not see as not found, even when the receiver owns it (issue 20 §5)', async () => {
    // Bob's listing waiting for approval is his own business: for Alice it does not exist, exactly like an id
    // that was never used, so the answer cannot tell her it is there.
    const pending = await listItem(stack, bob, { title: 'Bob’s drone, not yet approved' });
    expect(pending.approvalStatus).toBe('pending');
    await expectRefused(
      alice,
      { relatedItemId: pending.id, receiverId: bob.id, content: 'About your drone' },
      404,
      'NOT_FOUND',
      MessagingErrors.itemNotFound,
    );
    // Bob himself may still point at it, and so may an admin (who sees every listing).
    const own = await restSend(bob, { relatedItemId: pending.id, receiverId: alice.id, content: 'My drone' });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.relatedItemId).toBe(pending.id);
    const byAdmin = await restSend(admin, {
      relatedItemId: pending.id,
      receiverId: bob.id,
      content: 'Drone',
    });
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
  });

  it('refuses a receiver who does not exist, blank content and more than 2,000 characters', async () => {
    await expectRefused(
      alice,
      { receiverId: 2_000_000_000, content: 'Anyone there?' },
      404,
      'NOT_FOUND',
      MessagingErrors.userNotFound,
    );
    for (const content of ['', '   \n\t ']) {
      await expectRefused(
        alice,
        { receiverId: bob.id, content },
        400,
        'VALIDATION_FAILED',
        MessagingErrors.contentRequired,
      );
    }
    await expectRefused(
      alice,
      { receiverId: bob.id, content: 'x'.repeat(2_001) },
      400,
      'VALIDATION_FAILED',
      MessagingErrors.contentTooLong,
    );
    // Exactly 2,000 is fine, and so is a longer text that trims to 2,000.
    const limit = await restSend(alice, { receiverId: bob.id, content: ` ${'y'.repeat(2_000)} ` });
    expect(limit.status, JSON.stringify(limit.body).slice(0, 200)).toBe(200);
    expect(limit.body.content).toHaveLength(2_000);
    // REST payloads of the wrong JSON types are a 4xx, never a 500.
    for (const body of [
      { receiverId: 'bob', content: 'Hi' },
      { receiverId: bob.id, content: { text: 'Hi' } },
      { receiverId: bob.id, content: 'Hi', bookingId: 'x' },
      { receiverId: bob.id, content: 'Hi', senderId: [alice.id] },
    ]) {
      const res = await restSend(alice, body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    }
  });

  it('refuses a locked account: its session ends, so the send is a 401 and nothing is stored', async () => {
    const locked = await signedInMember(stack);
    const fine = await restSend(locked, { receiverId: bob.id, content: 'Before the lock' });
    expect(fine.status).toBe(200);
    await sql('update users set is_locked = true where id = ?', [locked.id]);
    const before = await messageCount();
    await expect
      .poll(async () => (await restSend(locked, { receiverId: bob.id, content: 'After the lock' })).status, {
        timeout: 10_000,
      })
      .toBe(401);
    const gql = await gqlSend(locked, { receiverId: bob.id, content: 'After the lock' });
    expect(firstError(gql)?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await messageCount()).toBe(before);
    // And nobody can start a chat with a locked member.
    await expectRefused(
      alice,
      { receiverId: locked.id, content: 'Hello?' },
      404,
      'NOT_FOUND',
      MessagingErrors.userNotFound,
    );
  });
});

describe('the per-sender rate limit', () => {
  it(`allows ${MESSAGES_PER_WINDOW} messages in a window, then answers 429 on both doors with a clear wait`, async () => {
    const sender = await signedInMember(stack);
    // Refused messages do not use up the allowance.
    for (let i = 0; i < 3; i++) {
      expect((await restSend(sender, { receiverId: bob.id, content: ' ' })).status).toBe(400);
    }
    for (let i = 0; i < MESSAGES_PER_WINDOW; i++) {
      const res =
        i % 2 === 0
          ? await restSend(sender, { receiverId: bob.id, content: `Message ${i}` })
          : await gqlSend(sender, { receiverId: bob.id, content: `Message ${i}` });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((res.body as { errors?: unknown }).errors).toBeUndefined();
    }
    const before = await messageCount();
    const rest = await restSend(sender, { receiverId: bob.id, content: 'One too many' });
    expect(rest.status).toBe(429);
    expect(rest.body.code).toBe('RATE_LIMITED');
    expect(rest.body.message).toMatch(/^You are sending messages too fast\. Try again in \d+ seconds?\.$/);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
    const gql = await gqlSend(sender, { receiverId: bob.id, content: 'One too many' });
    expect(gql.status).toBe(429);
    expect(firstError(gql)).toMatchObject({
      message: expect.stringMatching(/^You are sending messages too fast\. Try again in \d+ seconds?\.$/),
      extensions: { code: 'TOO_MANY_REQUESTS', reason: 'RATE_LIMITED' },
    });
    expect(await messageCount()).toBe(before);
    // Per sender: someone else still gets through.
    expect((await restSend(carol, { receiverId: bob.id, content: 'Not throttled' })).status).toBe(200);
  });
});

describe('e-mail preferences and the unsubscribe link', () => {
  it('reads and changes the toggles through both doors', async () => {
    const member = await signedInMember(stack);
    const all = { bookingRequests: true, bookingUpdates: true, newMessages: true };
    const initial = await member.client.request('GET', '/api/users/me/email-preferences');
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual(all);
    const put = await member.client.request('PUT', '/api/users/me/email-preferences', { newMessages: false });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ ...all, newMessages: false });
    const gql = await member.client.graphql<{ updateEmailPreferences: unknown }>(
      'mutation { updateEmailPreferences(input: { bookingUpdates: false }) { bookingRequests bookingUpdates newMessages } }',
    );
    expect(gql.body.data?.updateEmailPreferences).toEqual({
      bookingRequests: true,
      bookingUpdates: false,
      newMessages: false,
    });
    const read = await member.client.graphql<{ emailPreferences: unknown }>(
      '{ emailPreferences { bookingRequests bookingUpdates newMessages } }',
    );
    expect(read.body.data?.emailPreferences).toEqual({
      bookingRequests: true,
      bookingUpdates: false,
      newMessages: false,
    });
    const bad = await member.client.request<ErrorJson>('PUT', '/api/users/me/email-preferences', {
      newMessages: 'no',
    });
    expect(bad.status).toBe(400);
    expect((await member.client.request('GET', '/api/users/me/email-preferences')).body).toEqual({
      bookingRequests: true,
      bookingUpdates: false,
      newMessages: false,
    });
  });

  it('turns one kind of mail off from the link, without signing in, and refuses a forged link', async () => {
    const member = await signedInMember(stack);
    const token = await unsubscribeToken(stack.gateway.deps.orm.em.fork(), member.id, 'bookingRequests');
    const res = await fetch(`${stack.baseUrl}/api/email/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await res.text();
    expect(page).toContain('You are unsubscribed');
    expect(page).toContain('new booking request e-mails');
    const prefs = await member.client.request('GET', '/api/users/me/email-preferences');
    expect(prefs.body).toEqual({ bookingRequests: false, bookingUpdates: true, newMessages: true });

    // Another member's id under this member's signature, a mangled signature, and no token at all.
    const forged = token.replace(/^\d+/, String(alice.id));
    for (const bad of [forged, `${token.slice(0, -2)}xx`, '', 'x'.repeat(500)]) {
      const refused = await fetch(`${stack.baseUrl}/api/email/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(refused.status, bad.slice(0, 40)).toBe(400);
      expect(await refused.text()).toContain(MessagingErrors.invalidUnsubscribe);
    }
    const aliceOwn = await alice.client.request('GET', '/api/users/me/email-preferences');
    expect(aliceOwn.body).toEqual({ bookingRequests: true, bookingUpdates: true, newMessages: true });
  });

  it('answers the link in the member’s language, and a forged one in the browser’s', async () => {
    const member = await signedInMember(stack);
    expect((await member.client.request('PUT', '/api/users/me/language', { language: 'de' })).status).toBe(
      200,
    );
    const token = await unsubscribeToken(stack.gateway.deps.orm.em.fork(), member.id, 'newMessages');
    const res = await fetch(`${stack.baseUrl}/api/email/unsubscribe?token=${encodeURIComponent(token)}`, {
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    const page = await res.text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('Du bist abgemeldet');
    expect(page).toContain('Du erhältst keine E-Mails zu neuen Nachrichten mehr von KoalaRent.');
    expect(page).toContain('>deinem Profil</a>');

    const refused = await fetch(`${stack.baseUrl}/api/email/unsubscribe?token=forged`, {
      headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' },
    });
    expect(refused.status).toBe(400);
    const invalid = await refused.text();
    expect(invalid).toContain('<html lang="zh">');
    expect(invalid).toContain('此退订链接无效。');
  });
});
