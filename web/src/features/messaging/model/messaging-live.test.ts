import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../shared/i18n/i18n';
import { MY_BOOKINGS_QUERY } from '../../bookings/graphql/my-bookings.query';
import { OWNER_BOOKINGS_QUERY } from '../../owner-bookings/graphql/owner-bookings.query';
import { CONVERSATIONS_QUERY } from '../graphql/conversations.query';
import { MESSAGE_THREAD_QUERY } from '../graphql/message-thread.query';
import { UNREAD_MESSAGE_COUNT_QUERY } from '../graphql/unread-message-count.query';
import { CONVERSATIONS_VARIABLES, threadVariables } from './messaging-cache';
import { type LiveOptions, markConversationRead, sendMessage, startMessagingLive } from './messaging-live';
import { booking, connection, conversation, latest, ME, message, testClient, until } from './test-fixtures';
import type { MessageView } from './types';

const stops: (() => void)[] = [];
// The toast's words come from the 'messaging' strings (English here).
beforeAll(() => loadNamespaces('messaging'));
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function start(client: Parameters<typeof startMessagingLive>[0], options: Partial<LiveOptions> = {}) {
  const notify = vi.fn();
  const stop = startMessagingLive(client, {
    meId: ME,
    openThreadWith: () => null,
    notify,
    retryDelayMs: 10,
    ...options,
  });
  stops.push(stop);
  return { notify, stop };
}

/** The conversations list as a mounted screen holds it: loaded, and kept alive by a watcher. */
async function showConversations(client: ReturnType<typeof testClient>['client']) {
  const query = client.watchQuery({ query: CONVERSATIONS_QUERY, variables: CONVERSATIONS_VARIABLES });
  const seen: unknown[] = [];
  query.subscribe({ next: (result) => seen.push(result) });
  await until(() => latest(query) !== undefined, 'conversations');
  return query;
}

function conversationsHandler(nodes: () => ReturnType<typeof conversation>[]) {
  return () => ({ data: { conversations: connection('ConversationConnection', nodes()) } });
}

describe('startMessagingLive', () => {
  it('puts a new message on top of the list, raises the badge and toasts when its thread is not open', async () => {
    const mineToBob = message({ senderId: ME, receiverId: 3 });
    const fromAnn = message({ senderId: 2, receiverId: ME });
    const { client, link } = testClient({
      Conversations: conversationsHandler(() => [conversation(2, fromAnn), conversation(3, mineToBob)]),
    });
    const query = await showConversations(client);
    const { notify } = start(client);
    await until(() => link.listeners('MessageReceived') === 1, 'subscription');

    const incoming = message({ senderId: 3, receiverId: ME, senderName: null, content: 'Is the tent free?' });
    link.emit('MessageReceived', { data: { messageReceived: incoming } });
    link.emit('UnreadCountChanged', { data: { unreadCountChanged: 4 } });

    await until(() => latest(query)?.conversations.nodes[0]?.otherUser.id === 3, 'reorder');
    const top = latest(query)?.conversations.nodes[0];
    expect(top?.lastMessage.content).toBe('Is the tent free?');
    expect(top?.unreadCount).toBe(1);
    expect(client.cache.readQuery({ query: UNREAD_MESSAGE_COUNT_QUERY })?.unreadMessageCount).toBe(4);
    expect(notify).toHaveBeenCalledWith({ title: 'New message from User', description: 'Is the tent free?' });
    expect(link.count('MarkConversationRead')).toBe(0);
  });

  it('reads a message for the thread that is open at once, with no toast', async () => {
    const first = message({ senderId: 2, receiverId: ME });
    const { client, link } = testClient({
      Conversations: conversationsHandler(() => [conversation(2, first)]),
      MarkConversationRead: () => ({ data: { markConversationRead: 0 } }),
    });
    client.cache.writeQuery({
      query: MESSAGE_THREAD_QUERY,
      variables: threadVariables(2),
      data: { messageThread: connection('MessageConnection', [first]) as never },
    });
    const query = await showConversations(client);
    const { notify } = start(client, { openThreadWith: () => 2 });
    await until(() => link.listeners('MessageReceived') === 1, 'subscription');

    const incoming = message({ senderId: 2, receiverId: ME, content: 'On my way' });
    link.emit('MessageReceived', { data: { messageReceived: incoming } });

    await until(() => link.count('MarkConversationRead') === 1, 'mark read');
    expect(link.calls.find((call) => call.name === 'MarkConversationRead')?.variables).toEqual({
      otherUserId: 2,
    });
    await until(() => client.cache.readQuery({ query: UNREAD_MESSAGE_COUNT_QUERY }) !== null, 'badge');
    expect(client.cache.readQuery({ query: UNREAD_MESSAGE_COUNT_QUERY })?.unreadMessageCount).toBe(0);
    const thread = client.cache.readQuery({ query: MESSAGE_THREAD_QUERY, variables: threadVariables(2) });
    expect(thread?.messageThread.nodes.map((m) => m.content)).toEqual(['On my way', first.content]);
    expect(latest(query)?.conversations.nodes[0]?.unreadCount).toBe(0);
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows a message I sent once, though the subscription echoes it back, and toasts nothing for it', async () => {
    const first = message({ senderId: 2, receiverId: ME });
    let sent: MessageView | null = null;
    const { client, link } = testClient({
      Conversations: conversationsHandler(() => [conversation(2, first)]),
      SendMessage: (variables) => {
        const input = variables.input as { receiverId: number; content: string };
        sent = message({
          senderId: ME,
          receiverId: input.receiverId,
          content: input.content,
          senderName: 'Me',
        });
        return { data: { sendMessage: sent } };
      },
    });
    client.cache.writeQuery({
      query: MESSAGE_THREAD_QUERY,
      variables: threadVariables(2),
      data: { messageThread: connection('MessageConnection', [first]) as never },
    });
    const query = await showConversations(client);
    const { notify } = start(client, { openThreadWith: () => 2 });
    await until(() => link.listeners('MessageReceived') === 1, 'subscription');

    const result = await sendMessage(client, { receiverId: 2, content: 'See you at 5' }, ME);
    expect(link.calls.find((call) => call.name === 'SendMessage')?.variables).toEqual({
      input: { receiverId: 2, content: 'See you at 5', relatedItemId: null, bookingId: null },
    });
    link.emit('MessageReceived', { data: { messageReceived: sent } });
    await new Promise((resolve) => setTimeout(resolve, 20));

    const thread = client.cache.readQuery({ query: MESSAGE_THREAD_QUERY, variables: threadVariables(2) });
    expect(thread?.messageThread.nodes.filter((m) => m.id === result.id)).toHaveLength(1);
    expect(latest(query)?.conversations.nodes[0]?.lastMessage.content).toBe('See you at 5');
    expect(notify).not.toHaveBeenCalled();
    expect(link.count('MarkConversationRead')).toBe(0);
  });

  it('asks for the list again when a message comes from someone it does not have', async () => {
    let nodes = [conversation(2, message({ senderId: 2, receiverId: ME }))];
    const { client, link } = testClient({ Conversations: conversationsHandler(() => nodes) });
    const query = await showConversations(client);
    start(client);
    await until(() => link.listeners('MessageReceived') === 1, 'subscription');

    const stranger = message({
      senderId: 9,
      receiverId: ME,
      bookingId: 5,
      content: 'NEW RENTAL REQUEST: Hi',
    });
    nodes = [conversation(9, stranger, 1), ...nodes];
    link.emit('MessageReceived', { data: { messageReceived: stranger } });

    await until(() => link.count('Conversations') === 2, 'refetch');
    await until(() => latest(query)?.conversations.nodes.length === 2, 'new row');
    expect(latest(query)?.conversations.nodes[0]?.lastMessage.content).toBe('NEW RENTAL REQUEST: Hi');
  });

  it('changes a booking card in place and adds a new request to the list, without a reload', async () => {
    const { client, link } = testClient({
      MyBookings: () => ({ data: { myBookings: [booking(1)] } }),
      OwnerBookings: () => ({ data: { ownerBookings: [] } }),
    });
    const mine = client.watchQuery({ query: MY_BOOKINGS_QUERY });
    mine.subscribe({});
    const owned = client.watchQuery({ query: OWNER_BOOKINGS_QUERY });
    owned.subscribe({});
    await until(() => latest(mine) !== undefined && latest(owned) !== undefined);
    start(client);
    await until(() => link.listeners('BookingUpdated') === 1, 'subscription');

    link.emit('BookingUpdated', {
      data: { bookingUpdated: booking(1, { status: 'approved', paymentStatus: 'paid', allowedActions: [] }) },
    });
    link.emit('BookingUpdated', {
      data: { bookingUpdated: booking(7, { viewerRole: 'owner', renter: booking(7).owner as never }) },
    });

    await until(() => latest(mine)?.myBookings[0]?.status === 'approved', 'status');
    expect(latest(mine)?.myBookings[0]?.paymentStatus).toBe('paid');
    await until(() => latest(owned)?.ownerBookings.length === 1, 'new request');
    expect(latest(owned)?.ownerBookings[0]?.id).toBe(7);
    expect(link.count('MyBookings')).toBe(1);
  });

  it('subscribes again after the socket gives up, and catches up on what it missed', async () => {
    const { client, link } = testClient({
      UnreadMessageCount: () => ({ data: { unreadMessageCount: 3 } }),
    });
    const badge = client.watchQuery({ query: UNREAD_MESSAGE_COUNT_QUERY });
    badge.subscribe({});
    await until(() => latest(badge)?.unreadMessageCount === 3, 'badge');
    start(client);
    await until(() => link.listeners('UnreadCountChanged') === 1, 'subscription');

    link.fail('UnreadCountChanged', new Error('socket closed'));
    expect(link.listeners('UnreadCountChanged')).toBe(0);
    await until(() => link.listeners('UnreadCountChanged') === 1, 'resubscribed');
    expect(link.count('UnreadMessageCount')).toBe(2);
    link.emit('UnreadCountChanged', { data: { unreadCountChanged: 5 } });
    await until(() => latest(badge)?.unreadMessageCount === 5, 'live again');
  });

  it('stops for good when the session is gone, and says so', async () => {
    const { client, link } = testClient();
    const onSessionEnded = vi.fn();
    start(client, { onSessionEnded });
    await until(() => link.listeners('MessageReceived') === 1, 'subscription');
    // graphql-ws hands a refused subscription's errors to the link, which fails the stream with them.
    link.fail(
      'MessageReceived',
      new CombinedGraphQLErrors({
        errors: [{ message: 'Please sign in', extensions: { code: 'UNAUTHENTICATED' } }],
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(link.listeners('MessageReceived')).toBe(0);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('closes every subscription when stopped', async () => {
    const { client, link } = testClient();
    const { stop } = start(client);
    await until(() => link.listeners('BookingUpdated') === 1, 'subscriptions');
    stop();
    expect(
      ['MessageReceived', 'UnreadCountChanged', 'BookingUpdated'].map((name) => link.listeners(name)),
    ).toEqual([0, 0, 0]);
  });
});

describe('markConversationRead', () => {
  it('asks once while a read of the same thread is on its way', async () => {
    const { client, link } = testClient({
      MarkConversationRead: () => ({ data: { markConversationRead: 2 } }),
    });
    const [a, b] = await Promise.all([markConversationRead(client, 4), markConversationRead(client, 4)]);
    expect([a, b]).toEqual([2, 2]);
    expect(link.count('MarkConversationRead')).toBe(1);
    expect(client.cache.readQuery({ query: UNREAD_MESSAGE_COUNT_QUERY })?.unreadMessageCount).toBe(2);
  });

  it('leaves the thread unread when the server refuses', async () => {
    const { client } = testClient({
      MarkConversationRead: () => ({
        errors: [{ message: 'Please sign in', extensions: { code: 'UNAUTHENTICATED' } }],
      }),
    });
    expect(await markConversationRead(client, 4)).toBeNull();
    expect(client.cache.readQuery({ query: UNREAD_MESSAGE_COUNT_QUERY })).toBeNull();
  });
});
