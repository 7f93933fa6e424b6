import type { ApolloCache, Reference } from '@apollo/client';
import type { ResultOf } from '../../../shared/graphql/graphql';
import { MY_BOOKINGS_QUERY } from '../../bookings/graphql/my-bookings.query';
import { OWNER_BOOKINGS_QUERY } from '../../owner-bookings/graphql/owner-bookings.query';
import type { BOOKING_UPDATED_SUBSCRIPTION } from '../graphql/booking-updated.subscription';
import { CONVERSATIONS_QUERY } from '../graphql/conversations.query';
import { MESSAGE_PARTY_QUERY } from '../graphql/message-party.query';
import { MESSAGE_THREAD_QUERY } from '../graphql/message-thread.query';
import { NOTIFICATIONS_QUERY } from '../graphql/notifications.query';
import { UNREAD_MESSAGE_COUNT_QUERY } from '../graphql/unread-message-count.query';
import type { ConversationView, MessageView } from './types';

/**
 * The variables every screen reads these lists with. The cache keys a field by its arguments, so the live
 * updates below must write with exactly these (an extra `after: undefined` would be another entry).
 */
export const CONVERSATIONS_VARIABLES = { first: 20 } as const;
const THREAD_PAGE_SIZE = 50;
export const NOTIFICATIONS_VARIABLES = { first: 10 } as const;

export function threadVariables(otherUserId: number): { otherUserId: number; first: number } {
  return { otherUserId, first: THREAD_PAGE_SIZE };
}

/** The member on the other side of a message, seen from `meId`. */
export function otherPartyId(message: Pick<MessageView, 'senderId' | 'receiverId'>, meId: number): number {
  return message.senderId === meId ? message.receiverId : message.senderId;
}

/** A message someone else sent me (not one of mine echoed back from another tab). */
export function isIncoming(message: Pick<MessageView, 'senderId' | 'receiverId'>, meId: number): boolean {
  return message.receiverId === meId && message.senderId !== meId;
}

export interface ApplyMessageOptions {
  meId: number;
  /** The member whose thread is open and in view: their messages are read at once, so they add no unread. */
  openThreadWith: number | null;
}

export interface ApplyMessageResult {
  /** The conversation list is loaded but has no row for this member yet (a new chat): it must be fetched again. */
  conversationMissing: boolean;
  /** The message was new to the conversation list (false when this tab already had it: sent here, or echoed). */
  isNew: boolean;
}

/**
 * Puts a message that was just sent or received where every open screen shows it, without a request: the thread
 * (newest first, once), the conversation list (the row's last message and unread count, moved to the top) and the
 * bell's unread list. Idempotent: the same message applied twice (the mutation's answer, then the subscription's
 * echo) changes nothing the second time.
 */
export function applyMessage(
  cache: ApolloCache,
  message: MessageView,
  { meId, openThreadWith }: ApplyMessageOptions,
): ApplyMessageResult {
  const otherId = otherPartyId(message, meId);
  const incoming = isIncoming(message, meId);
  const countsAsUnread = incoming && !message.isRead && openThreadWith !== otherId;

  cache.updateQuery({ query: MESSAGE_THREAD_QUERY, variables: threadVariables(otherId) }, (data) => {
    if (!data || data.messageThread.nodes.some((node) => node.id === message.id)) return undefined;
    return { messageThread: { ...data.messageThread, nodes: [message, ...data.messageThread.nodes] } };
  });

  let conversationMissing = false;
  let isNew = true;
  cache.updateQuery({ query: CONVERSATIONS_QUERY, variables: CONVERSATIONS_VARIABLES }, (data) => {
    if (!data) return undefined;
    const nodes = data.conversations.nodes;
    const index = nodes.findIndex((node) => node.otherUser.id === otherId);
    let row: ConversationView;
    if (index >= 0) {
      const current = nodes[index] as ConversationView;
      // Ids grow with time: a message no newer than the row's last one has been applied already.
      if (message.id <= current.lastMessage.id) {
        isNew = false;
        return undefined;
      }
      row = {
        ...current,
        lastMessage: message,
        unreadCount: current.unreadCount + (countsAsUnread ? 1 : 0),
      };
    } else {
      // A chat started from /messages/{id} already knows who the other member is; anyone else needs the server.
      const party = cache.readQuery({ query: MESSAGE_PARTY_QUERY, variables: { userId: otherId } });
      if (!party) {
        conversationMissing = true;
        return undefined;
      }
      row = { otherUser: party.messageParty, lastMessage: message, unreadCount: countsAsUnread ? 1 : 0 };
    }
    const rest = nodes.filter((node) => node.otherUser.id !== otherId);
    return { conversations: { ...data.conversations, nodes: [row, ...rest] } };
  });

  if (countsAsUnread && isNew) {
    cache.updateQuery({ query: NOTIFICATIONS_QUERY, variables: NOTIFICATIONS_VARIABLES }, (data) => {
      if (!data || data.notifications.some((node) => node.id === message.id)) return undefined;
      return {
        notifications: [message, ...data.notifications].slice(0, NOTIFICATIONS_VARIABLES.first),
      };
    });
  }
  return { conversationMissing, isNew };
}

/** The bell's badge, as the server last counted it. */
export function applyUnreadCount(cache: ApolloCache, count: number): void {
  cache.writeQuery({ query: UNREAD_MESSAGE_COUNT_QUERY, data: { unreadMessageCount: count } });
}

/**
 * After markConversationRead: the row's unread count is 0, that member's messages leave the bell's list and show
 * as read in the thread, and the badge shows the server's new total.
 */
export function applyConversationRead(cache: ApolloCache, otherUserId: number, unreadTotal: number): void {
  applyUnreadCount(cache, unreadTotal);
  cache.updateQuery({ query: CONVERSATIONS_QUERY, variables: CONVERSATIONS_VARIABLES }, (data) => {
    if (!data) return undefined;
    const nodes = data.conversations.nodes;
    if (!nodes.some((node) => node.otherUser.id === otherUserId && node.unreadCount > 0)) return undefined;
    return {
      conversations: {
        ...data.conversations,
        nodes: nodes.map((node) => (node.otherUser.id === otherUserId ? { ...node, unreadCount: 0 } : node)),
      },
    };
  });
  // A modifier rather than a rewrite: shrinking the list through writeQuery reads to Apollo as data being lost.
  cache.modify<{ notifications: readonly Reference[] }>({
    id: 'ROOT_QUERY',
    fields: {
      notifications: (existing, { readField }) =>
        existing.filter((ref) => readField<number>('senderId', ref) !== otherUserId),
    },
  });
  const thread = cache.readQuery({ query: MESSAGE_THREAD_QUERY, variables: threadVariables(otherUserId) });
  for (const node of thread?.messageThread.nodes ?? []) {
    if (node.senderId !== otherUserId || node.isRead) continue;
    cache.modify({
      id: cache.identify({ __typename: 'Message', id: node.id }),
      fields: { isRead: () => true },
    });
  }
}

/** Messages of a thread I received and have not read (those markConversationRead will mark). */
export function unreadFrom(nodes: readonly MessageView[], otherUserId: number): number {
  return nodes.filter((node) => node.senderId === otherUserId && !node.isRead).length;
}

export type LiveBooking = ResultOf<typeof BOOKING_UPDATED_SUBSCRIPTION>['bookingUpdated'];

/**
 * bookingUpdated: the subscription's answer already refreshed the normalised `Booking:{id}` (so every card showing
 * it changes, and moves tab by its new status). A booking the lists do not have yet — a request just made to this
 * owner, or made from another tab — is put at the top of the list it belongs to, if that list is loaded.
 */
export function applyBookingUpdated(cache: ApolloCache, booking: LiveBooking): void {
  if (booking.viewerRole === 'renter') {
    cache.updateQuery({ query: MY_BOOKINGS_QUERY }, (data) => {
      if (!data || data.myBookings.some((node) => node.id === booking.id)) return undefined;
      return { myBookings: [booking, ...data.myBookings] };
    });
  } else if (booking.viewerRole === 'owner') {
    cache.updateQuery({ query: OWNER_BOOKINGS_QUERY }, (data) => {
      if (!data || data.ownerBookings.some((node) => node.id === booking.id)) return undefined;
      return { ownerBookings: [booking, ...data.ownerBookings] };
    });
  }
}
