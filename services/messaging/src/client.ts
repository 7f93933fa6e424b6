/**
 * What the gateway may use from messaging (ARCHITECTURE §1): the shapes it answers and publishes, the commands
 * that change messages and e-mail preferences, and the read queries. Everything takes the request's
 * EntityManager (the commands that publish take `MessagingCommandDeps`) plus the signed-in actor; refusals are
 * DomainErrors with the contract's codes and wording (`MessagingErrors`). The per-sender rate limit is the
 * gateway's.
 *
 * Commands
 *   sendMessage(deps, actor, input)                 → MessageRecord
 *   markConversationRead(deps, actor, otherUserId)  → the actor's new unread total
 *   emailPreferencesOf(em, actor)                   → EmailPreferencesRecord
 *   updateEmailPreferences(em, actor, input)        → EmailPreferencesRecord
 *   unsubscribeByToken(em, token)                   → UnsubscribeOutcome (no sign-in needed)
 *   subscribePush(em, actor, subscription, config) → true (this browser's Web Push subscription, issue 25 §6)
 *   unsubscribePush(em, actor, endpoint)            → whether the member had that subscription
 *   pushPublicKey(config)                           → the VAPID public key browsers subscribe with
 * Queries
 *   conversationsPage(em, actor, { first, after })             → Page<ConversationRecord>, newest first
 *   messageThreadPage(em, actor, otherUserId, { first, after }) → Page<MessageRecord>, newest first
 *   messageParty(em, userId)                                   → MessageParty
 *   unreadMessageCount(em, actor)                              → number
 *   notifications(em, actor, first)                            → MessageRecord[], newest unread first
 *   unreadMessages(em, actor)                                  → MessageRecord[] (REST GET /api/messages/unread)
 *   messagesOfUser(em, actor, userId)                          → MessageRecord[] (REST GET /api/messages/{userId})
 *   conversationBetween(em, actor, userId, otherId)            → MessageRecord[] oldest first (REST thread)
 * Realtime topics (services/core Topics): messages(id) ← MessagePublication (a member's message to both of the
 * two; a SYSTEM notice only to its receiver, whose alone it is), unreadCount(id) ← UnreadCountPublication,
 * bookingUpdated(id) ← BookingUpdatedPublication. Published by `sendMessage` / `markConversationRead` and by the
 * messaging worker for what events make.
 *
 * Visibility: a member sees the messages they received and the USER messages they sent. A SYSTEM notice about a
 * booking is written from the booking's other member to the member it concerns (so it sits in their thread), and
 * is not shown to its nominal sender.
 *
 * E-mail (messaging worker): a booking request → the owner; approval / rejection → the renter; new messages → the
 * receiver, at most one mail per conversation per 15-minute quiet period, only while the messages stay unread and
 * the receiver has not been active (read or sent a message, or signed in) since the first of them. Each mail links
 * into the app and carries an unsubscribe link `${PUBLIC_URL}/api/email/unsubscribe?token=…` for its kind.
 *
 * The mail transport, the local mailbox and the unsubscribe link's HTML page are not part of this client: they are
 * in `@koalarent/messaging/email`.
 */

export {
  markConversationRead,
  sendMessage,
} from './commands/messages.js';
export {
  emailPreferencesOf,
  unsubscribeByToken,
  updateEmailPreferences,
} from './commands/preferences.js';
export {
  MAX_PUSH_SUBSCRIPTIONS,
  pushPublicKey,
  subscribePush,
  unsubscribePush,
} from './commands/push-subscriptions.js';
export {
  type BookingUpdatedPublication,
  type CancelledBy,
  type ConversationRecord,
  type DamageSettlement,
  EMAIL_KIND_LABELS,
  EMAIL_KINDS,
  type EmailKind,
  EmailPreferencesInput,
  type EmailPreferencesRecord,
  MESSAGE_MAX_LENGTH,
  type MessageKind,
  type MessageNotice,
  type MessageParty,
  type MessagePublication,
  type MessageRecord,
  type MessagingActor,
  type MessagingCommandDeps,
  MessagingErrors,
  NOTICE_KINDS,
  type NoticeKind,
  type NoticeParams,
  type Page,
  type PageArgs,
  SendMessageInput,
  type UnreadCountPublication,
  type UnsubscribeOutcome,
} from './contracts.js';
export { PushErrors, PushSubscriptionInput } from './push/push.schema.js';
export {
  CONVERSATIONS_MAX_PAGE,
  conversationBetween,
  conversationsPage,
  messageParty,
  messagesOfUser,
  messageThreadPage,
  NOTIFICATIONS_MAX,
  notifications,
  THREAD_MAX_PAGE,
  unreadMessageCount,
  unreadMessages,
} from './queries/messages.js';
