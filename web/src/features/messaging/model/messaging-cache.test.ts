import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { MY_BOOKINGS_QUERY } from '../../bookings/graphql/my-bookings.query';
import { OWNER_BOOKINGS_QUERY } from '../../owner-bookings/graphql/owner-bookings.query';
import { CONVERSATIONS_QUERY } from '../graphql/conversations.query';
import { MESSAGE_PARTY_QUERY } from '../graphql/message-party.query';
import { MESSAGE_THREAD_QUERY } from '../graphql/message-thread.query';
import { NOTIFICATIONS_QUERY } from '../graphql/notifications.query';
import { UNREAD_MESSAGE_COUNT_QUERY } from '../graphql/unread-message-count.query';
import {
  applyBookingUpdated,
  applyConversationRead,
  applyMessage,
  CONVERSATIONS_VARIABLES,
  NOTIFICATIONS_VARIABLES,
  threadVariables,
} from './messaging-cache';
import { booking, connection, conversation, ME, message, party } from './test-fixtures';
import type { ConversationView, MessageView } from './types';

function cacheWith(
  rows: ConversationView[],
  threads: Record<number, MessageView[]> = {},
  notifications: MessageView[] = [],
) {
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: CONVERSATIONS_QUERY,
    variables: CONVERSATIONS_VARIABLES,
    data: { conversations: connection('ConversationConnection', rows) as never },
  });
  for (const [other, nodes] of Object.entries(threads)) {
    cache.writeQuery({
      query: MESSAGE_THREAD_QUERY,
      variables: threadVariables(Number(other)),
      data: { messageThread: connection('MessageConnection', nodes) as never },
    });
  }
  cache.writeQuery({
    query: NOTIFICATIONS_QUERY,
    variables: NOTIFICATIONS_VARIABLES,
    data: { notifications },
  });
  return cache;
}

const rows = (cache: InMemoryCache) =>
  cache.readQuery({ query: CONVERSATIONS_QUERY, variables: CONVERSATIONS_VARIABLES })?.conversations.nodes ??
  [];
const thread = (cache: InMemoryCache, other: number) =>
  cache.readQuery({ query: MESSAGE_THREAD_QUERY, variables: threadVariables(other) })?.messageThread.nodes ??
  [];
const notifications = (cache: InMemoryCache) =>
  cache.readQuery({ query: NOTIFICATIONS_QUERY, variables: NOTIFICATIONS_VARIABLES })?.notifications ?? [];

describe('applyMessage', () => {
  it('moves the conversation to the top with the new last message and one more unread', () => {
    const fromBob = message({ senderId: 3, receiverId: ME });
    const fromAnn = message({ senderId: 2, receiverId: ME });
    const cache = cacheWith([conversation(2, fromAnn), conversation(3, fromBob, 1)], { 3: [fromBob] });

    const incoming = message({ senderId: 3, receiverId: ME, content: 'Still free on Friday?' });
    expect(applyMessage(cache, incoming, { meId: ME, openThreadWith: null })).toEqual({
      conversationMissing: false,
      isNew: true,
    });

    expect(rows(cache).map((row) => [row.otherUser.id, row.lastMessage.content, row.unreadCount])).toEqual([
      [3, 'Still free on Friday?', 2],
      [2, fromAnn.content, 0],
    ]);
    expect(thread(cache, 3).map((m) => m.id)).toEqual([incoming.id, fromBob.id]);
    expect(notifications(cache).map((m) => m.id)).toEqual([incoming.id]);
  });

  it('changes nothing the second time (the mutation answer, then the subscription echo)', () => {
    const first = message({ senderId: 2, receiverId: ME });
    const cache = cacheWith([conversation(2, first)], { 2: [first] });
    const incoming = message({ senderId: 2, receiverId: ME });
    applyMessage(cache, incoming, { meId: ME, openThreadWith: null });
    expect(applyMessage(cache, incoming, { meId: ME, openThreadWith: null }).isNew).toBe(false);
    expect(rows(cache)[0]?.unreadCount).toBe(1);
    expect(thread(cache, 2).filter((m) => m.id === incoming.id)).toHaveLength(1);
    expect(notifications(cache)).toHaveLength(1);
  });

  it('adds no unread for a message in the thread that is open, nor for my own', () => {
    const first = message({ senderId: 2, receiverId: ME });
    const cache = cacheWith([conversation(2, first)], { 2: [first] });
    applyMessage(cache, message({ senderId: 2, receiverId: ME }), { meId: ME, openThreadWith: 2 });
    applyMessage(cache, message({ senderId: ME, receiverId: 2 }), { meId: ME, openThreadWith: null });
    expect(rows(cache)[0]?.unreadCount).toBe(0);
    expect(notifications(cache)).toEqual([]);
    expect(thread(cache, 2)).toHaveLength(3);
  });

  it('starts a row for a chat whose other member is known from /messages/{id}', () => {
    const cache = cacheWith([conversation(2, message({ senderId: 2, receiverId: ME }))]);
    cache.writeQuery({
      query: MESSAGE_PARTY_QUERY,
      variables: { userId: 5 },
      data: { messageParty: party(5) },
    });
    const first = message({ senderId: ME, receiverId: 5, content: 'Hello there' });
    expect(applyMessage(cache, first, { meId: ME, openThreadWith: 5 }).conversationMissing).toBe(false);
    expect(rows(cache).map((row) => [row.otherUser.id, row.lastMessage.content])).toEqual([
      [5, 'Hello there'],
      [2, expect.any(String)],
    ]);
  });

  it('says when the list lacks a member it cannot name (the list must be fetched again)', () => {
    const cache = cacheWith([]);
    const result = applyMessage(cache, message({ senderId: 8, receiverId: ME }), {
      meId: ME,
      openThreadWith: null,
    });
    expect(result.conversationMissing).toBe(true);
    expect(rows(cache)).toEqual([]);
  });

  it('keeps the bell list to its ten newest', () => {
    const existing = Array.from({ length: 10 }, () => message({ senderId: 4, receiverId: ME })).reverse();
    const cache = cacheWith([conversation(4, existing[0] as MessageView)], {}, existing);
    const newest = message({ senderId: 4, receiverId: ME });
    applyMessage(cache, newest, { meId: ME, openThreadWith: null });
    const list = notifications(cache);
    expect(list).toHaveLength(10);
    expect(list[0]?.id).toBe(newest.id);
    expect(list.map((m) => m.id)).not.toContain(existing[9]?.id);
  });

  it('writes nothing where nothing was loaded', () => {
    const cache = new InMemoryCache();
    expect(
      applyMessage(cache, message({ senderId: 2, receiverId: ME }), { meId: ME, openThreadWith: null }),
    ).toEqual({
      conversationMissing: false,
      isNew: true,
    });
    expect(cache.readQuery({ query: CONVERSATIONS_QUERY, variables: CONVERSATIONS_VARIABLES })).toBeNull();
  });
});

describe('applyConversationRead', () => {
  it('zeroes the row, empties the bell of that member, marks the thread read and sets the badge', () => {
    const a1 = message({ senderId: 2, receiverId: ME });
    const a2 = message({ senderId: 2, receiverId: ME });
    const mine = message({ senderId: ME, receiverId: 2, isRead: false });
    const b1 = message({ senderId: 3, receiverId: ME });
    const cache = cacheWith([conversation(2, a2, 2), conversation(3, b1, 1)], { 2: [a2, mine, a1] }, [
      b1,
      a2,
      a1,
    ]);
    applyConversationRead(cache, 2, 1);

    expect(rows(cache).map((row) => [row.otherUser.id, row.unreadCount])).toEqual([
      [2, 0],
      [3, 1],
    ]);
    expect(notifications(cache).map((m) => m.id)).toEqual([b1.id]);
    expect(thread(cache, 2).map((m) => [m.id, m.isRead])).toEqual([
      [a2.id, true],
      [mine.id, false],
      [a1.id, true],
    ]);
    expect(cache.readQuery({ query: UNREAD_MESSAGE_COUNT_QUERY })?.unreadMessageCount).toBe(1);
  });
});

describe('applyBookingUpdated', () => {
  it("puts a new request at the top of the owner's list", () => {
    const cache = new InMemoryCache();
    const older = booking(1, { viewerRole: 'owner' });
    cache.writeQuery({ query: OWNER_BOOKINGS_QUERY, data: { ownerBookings: [older] as never } });
    applyBookingUpdated(cache, booking(2, { viewerRole: 'owner' }));
    applyBookingUpdated(cache, booking(2, { viewerRole: 'owner' }));
    expect(cache.readQuery({ query: OWNER_BOOKINGS_QUERY })?.ownerBookings.map((b) => b.id)).toEqual([2, 1]);
  });

  it("puts a renter's new booking in My Rentals, and leaves the owner's list alone", () => {
    const cache = new InMemoryCache();
    cache.writeQuery({ query: MY_BOOKINGS_QUERY, data: { myBookings: [] } });
    cache.writeQuery({ query: OWNER_BOOKINGS_QUERY, data: { ownerBookings: [] } });
    applyBookingUpdated(cache, booking(3, { viewerRole: 'renter' }));
    expect(cache.readQuery({ query: MY_BOOKINGS_QUERY })?.myBookings.map((b) => b.id)).toEqual([3]);
    expect(cache.readQuery({ query: OWNER_BOOKINGS_QUERY })?.ownerBookings).toEqual([]);
  });

  it('does not create a list that was never loaded', () => {
    const cache = new InMemoryCache();
    applyBookingUpdated(cache, booking(3, { viewerRole: 'renter' }));
    expect(cache.readQuery({ query: MY_BOOKINGS_QUERY })).toBeNull();
  });
});
