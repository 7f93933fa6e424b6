import { type createRedis, type EntityManager, type LanguageCode, multilineText } from '@koalarent/core';
import { z } from 'zod';

/**
 * The shapes the messaging service answers and publishes. Plain JSON-safe records (timestamps as ISO strings), so
 * a query's answer and a pub/sub publication are one shape and the gateway has one presenter for both.
 */

/** USER: written by a member. SYSTEM: written by the platform about a booking or listing (not by a member). */
export type MessageKind = 'USER' | 'SYSTEM';

export interface MessageRecord {
  id: number;
  senderId: number;
  receiverId: number;
  /** Plain text: the UI renders it as text, never as HTML. */
  content: string;
  /** ISO 8601. */
  createdAt: string;
  isRead: boolean;
  /** The sender's full name, else their username; null when the sender is unknown (the UI shows 'User'). */
  senderName: string | null;
  relatedItemId: number | null;
  bookingId: number | null;
  kind: MessageKind;
  /**
   * What a platform-written message says, as a kind and its facts, so each reader's app tells it in their own
   * language; `content` is the same in English for clients that read text. Null for a member's own words and
   * for messages written before notices were stored this way (their `content` is all there is).
   */
  notice: MessageNotice | null;
}

/**
 * Each notice the platform writes: the renter's rental request, a booking's changes, a listing's review, an identity
 * check's decision and a report's outcome (issue 26), and an admin's decision on a protection claim (issue 26 §2:
 * PROTECTION_* to the owner, PROTECTION_*_RENTER to the renter).
 */
export const NOTICE_KINDS = [
  'RENTAL_REQUEST',
  'BOOKING_APPROVED',
  'BOOKING_DECLINED',
  'BOOKING_CANCELLED',
  'READY_FOR_PICKUP',
  'SHIPPED',
  'ITEM_RECEIVED',
  'ITEM_RETURNED',
  'RENTAL_COMPLETED',
  'STATUS_CHANGED',
  'OVERDUE',
  'DAMAGE_REPORTED',
  'DAMAGE_SETTLED',
  'LISTING_APPROVED',
  'LISTING_REJECTED',
  'IDENTITY_VERIFIED',
  'IDENTITY_REJECTED',
  'REPORT_RESOLVED',
  'PROTECTION_APPROVED',
  'PROTECTION_REJECTED',
  'PROTECTION_APPROVED_RENTER',
  'PROTECTION_REJECTED_RENTER',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** Who ended a cancelled booking: the renter, the owner, nobody (an unanswered request expired), or an admin. */
export type CancelledBy = 'renter' | 'owner' | 'expired' | 'other';
/** How a damage claim was settled. */
export type DamageSettlement = 'accepted' | 'auto_accepted' | 'admin_decided';
/** What an admin did about a report (core's `REPORT_ACTIONS`). */
export type ReportOutcome = 'dismiss' | 'hide_listing' | 'lock_member' | 'warn';

/**
 * A notice's facts. One flat record (every kind fills the fields it needs; the others are absent): booking days
 * are 'yyyy-mm-dd', instants ISO 8601, amounts whole minor units of `currency`, notes the member's own words.
 */
export interface NoticeParams {
  bookingId?: number;
  /** Null once the listing is deleted. */
  itemId?: number | null;
  /** The listing's title; '' for a notice about no listing (an identity check, a report about a member). */
  itemTitle: string;
  startDate?: string;
  endDate?: string;
  currency?: string;
  /** RENTAL_REQUEST: daily price × days, the 15% service fee, their sum (charged on approval), the deposit held. */
  rentMinor?: number;
  feeMinor?: number;
  totalMinor?: number;
  depositMinor?: number;
  /**
   * OVERDUE: the late fee so far; DAMAGE_REPORTED: the claim; DAMAGE_SETTLED: what the owner keeps; PROTECTION_*:
   * the part of the claim above the deposit (what protection pays the owner when approved).
   */
  amountMinor?: number;
  /** The member's note, reason or hand-over notes, when they wrote one. */
  note?: string | null;
  /** DAMAGE_REPORTED: by when the renter answers. */
  deadline?: string;
  cancelledBy?: CancelledBy;
  settlement?: DamageSettlement;
  /** REPORT_RESOLVED: what the admin did about the reporter's report. */
  outcome?: ReportOutcome;
  /** STATUS_CHANGED: the booking status it moved to. */
  status?: string;
  /** RENTAL_REQUEST: how the item reaches the renter, the renter's name and their own message. */
  deliveryMethod?: 'pickup' | 'delivery';
  deliveryAddress?: string | null;
  renterName?: string;
  message?: string | null;
}

export interface MessageNotice {
  kind: NoticeKind;
  params: NoticeParams;
}

/** The other side of a conversation, as the list and a new chat show them. */
export interface MessageParty {
  id: number;
  username: string;
  /** Null when the member has none (the UI shows the username, else 'User #id'). */
  fullName: string | null;
  profileImage: string | null;
}

export interface ConversationRecord {
  otherUser: MessageParty;
  /** The newest message between the two that the viewer sees (either direction; see `messageThreadPage`). */
  lastMessage: MessageRecord;
  /** Messages from `otherUser` to the viewer that are still unread. */
  unreadCount: number;
}

/** A cursor-paged list, newest first; `endCursor` continues after the last edge. */
export interface Page<T> {
  edges: { cursor: string; node: T }[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface PageArgs {
  first: number;
  /** The `endCursor` of the previous page; null or undefined for the first page. */
  after?: string | null;
}

/** Who is asking: the gateway's signed-in viewer. */
export interface MessagingActor {
  id: number;
  role: 'admin' | 'user';
}

/** What the commands that change messages need: the request's EntityManager and where to publish. */
export interface MessagingCommandDeps {
  em: EntityManager;
  /** A shared non-blocking connection (the gateway's `deps.redis`); publications go out on it. */
  redis: ReturnType<typeof createRedis>;
  /** `config.REDIS_PREFIX`: channels are `${prefix}:pubsub:${topic}`. */
  redisPrefix: string;
  /** The process' outbox relay: kicked after commit so `message.sent` reaches the worker at once. */
  relay?: { kick(): void } | null;
}

/** Published on `Topics.messages(userId)` to the sender and the receiver of every message. */
export type MessagePublication = MessageRecord;

/** Published on `Topics.unreadCount(userId)` whenever that member's unread total changes. */
export interface UnreadCountPublication {
  unreadCount: number;
}

/**
 * Published on `Topics.bookingUpdated(userId)` to the renter and the owner when a booking changes; the gateway
 * loads the booking for each viewer (as the `booking(id)` query presents it).
 */
export interface BookingUpdatedPublication {
  bookingId: number;
}

export const MESSAGE_MAX_LENGTH = 2000;

/** Every refusal's wording (spec §8 and the messaging contract), shared with the gateway and its tests. */
export const MessagingErrors = {
  contentRequired: 'Message required: Please enter a message',
  contentTooLong: 'Messages are limited to 2,000 characters',
  messageYourself: 'You cannot message yourself',
  senderLocked: 'This account cannot send messages',
  userNotFound: 'User not found',
  itemNotFound: 'Item not found',
  bookingNotFound: 'Booking not found',
  bookingNotBetween: 'That booking is not between you two',
  itemNotBetween: 'That item is not listed by either of you',
  forbiddenMessages: 'You can only read your own messages',
  invalidUnsubscribe: 'This unsubscribe link is invalid.',
} as const;

const rowId = z.number().int().positive().max(2_147_483_647);

/**
 * The send input (all three REST payload forms reduce to it once the gateway has checked `senderId`). The
 * content's rules (blank after trimming, length) are checked by `sendMessage` with the exact wording, so this
 * only shapes the types.
 */
export const SendMessageInput = z.object({
  receiverId: rowId,
  content: multilineText(),
  relatedItemId: rowId.nullish(),
  bookingId: rowId.nullish(),
});
export type SendMessageInput = z.infer<typeof SendMessageInput>;

/** The three kinds of mail a member can turn off; every mail carries an unsubscribe link for its kind. */
export const EMAIL_KINDS = ['bookingRequests', 'bookingUpdates', 'newMessages'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** What each kind covers, in the words the unsubscribe page and the mails use. */
export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  bookingRequests: 'new booking request e-mails',
  bookingUpdates: 'booking approval and rejection e-mails',
  newMessages: 'new message e-mails',
};

/** A member's e-mail preferences; every kind is on until the member turns it off. */
export interface EmailPreferencesRecord {
  bookingRequests: boolean;
  bookingUpdates: boolean;
  newMessages: boolean;
}

/** A partial update: omitted (or null) kinds keep their value. */
export const EmailPreferencesInput = z.object({
  bookingRequests: z.boolean().nullish(),
  bookingUpdates: z.boolean().nullish(),
  newMessages: z.boolean().nullish(),
});
export type EmailPreferencesInput = z.infer<typeof EmailPreferencesInput>;

export interface UnsubscribeOutcome {
  userId: number;
  kind: EmailKind;
  preferences: EmailPreferencesRecord;
  /** The member's language (en when unknown): the page answering the link is written in it. */
  language: LanguageCode;
}
