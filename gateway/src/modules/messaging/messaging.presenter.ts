import type {
  ConversationRecord,
  EmailPreferencesRecord,
  MessageNotice,
  MessageParty,
  MessageRecord,
  Page,
} from '@koalarent/messaging/client';
import {
  type ConversationConnectionView,
  type ConversationView,
  type EmailPreferencesView,
  type MessageConnectionView,
  MessageKindGql,
  type MessageNoticeView,
  type MessagePartyView,
  type MessageView,
} from './messaging.types.js';

/**
 * One presenter for a message however it arrived: a query's record and a pub/sub publication are the same
 * JSON-safe shape (timestamps as ISO text), shown with `createdAt` as a date.
 */
export function toMessageView(record: MessageRecord): MessageView {
  return {
    id: record.id,
    senderId: record.senderId,
    receiverId: record.receiverId,
    content: record.content,
    createdAt: new Date(record.createdAt),
    isRead: record.isRead,
    senderName: record.senderName,
    relatedItemId: record.relatedItemId,
    bookingId: record.bookingId,
    kind: record.kind === 'SYSTEM' ? MessageKindGql.SYSTEM : MessageKindGql.USER,
    notice: record.notice ? toNoticeView(record.notice) : null,
  };
}

function toNoticeView({ kind, params: p }: MessageNotice): MessageNoticeView {
  return {
    kind,
    params: {
      bookingId: p.bookingId ?? null,
      itemId: p.itemId ?? null,
      itemTitle: p.itemTitle,
      startDate: p.startDate ?? null,
      endDate: p.endDate ?? null,
      currency: p.currency ?? null,
      rentMinor: p.rentMinor ?? null,
      feeMinor: p.feeMinor ?? null,
      totalMinor: p.totalMinor ?? null,
      depositMinor: p.depositMinor ?? null,
      amountMinor: p.amountMinor ?? null,
      note: p.note ?? null,
      deadline: p.deadline ? new Date(p.deadline) : null,
      cancelledBy: p.cancelledBy ?? null,
      settlement: p.settlement ?? null,
      outcome: p.outcome ?? null,
      status: p.status ?? null,
      deliveryMethod: p.deliveryMethod ?? null,
      deliveryAddress: p.deliveryAddress ?? null,
      renterName: p.renterName ?? null,
      message: p.message ?? null,
    },
  };
}

export function toPartyView(party: MessageParty): MessagePartyView {
  return {
    id: party.id,
    username: party.username,
    fullName: party.fullName,
    profileImage: party.profileImage,
  };
}

function toConversationView(record: ConversationRecord): ConversationView {
  return {
    otherUser: toPartyView(record.otherUser),
    lastMessage: toMessageView(record.lastMessage),
    unreadCount: record.unreadCount,
  };
}

function connection<T, V>(page: Page<T>, present: (record: T) => V) {
  const edges = page.edges.map((edge) => ({ cursor: edge.cursor, node: present(edge.node) }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
  };
}

export function toConversationConnection(page: Page<ConversationRecord>): ConversationConnectionView {
  return connection(page, toConversationView);
}

export function toMessageConnection(page: Page<MessageRecord>): MessageConnectionView {
  return connection(page, toMessageView);
}

export function toEmailPreferencesView(record: EmailPreferencesRecord): EmailPreferencesView {
  return {
    bookingRequests: record.bookingRequests,
    bookingUpdates: record.bookingUpdates,
    newMessages: record.newMessages,
  };
}
