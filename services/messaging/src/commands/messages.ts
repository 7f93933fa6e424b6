import {
  blockedBetweenSql,
  controlCharacterMessage,
  DomainError,
  ErrorCode,
  isRowId,
  ModerationMessages,
  multilineText,
  PUBLIC_ITEM_SQL,
  recordEvent,
  run,
  sql,
} from '@koalarent/core';
import {
  MESSAGE_MAX_LENGTH,
  type MessageRecord,
  type MessagingActor,
  type MessagingCommandDeps,
  MessagingErrors,
  type SendMessageInput,
} from '../contracts.js';
import { messageById, unreadMessageCount } from '../queries/messages.js';
import { publishMessage, publishUnreadCount } from './publish.js';

function refuse(code: ErrorCode, message: string, field?: string): DomainError {
  return new DomainError(code, { message, ...(field ? { fieldErrors: { [field]: message } } : {}) });
}

/** Trimmed content within the rules, else the contract's BAD_USER_INPUT. Length counts characters, as the database does. */
function checkContent(raw: unknown): string {
  // Core's text rule: line ends as LF, and no control character (a NUL cannot even reach PostgreSQL).
  const checked = multilineText().safeParse(typeof raw === 'string' ? raw : '');
  if (!checked.success)
    throw refuse(ErrorCode.ValidationFailed, controlCharacterMessage('content'), 'content');
  const content = checked.data.trim();
  if (!content) throw refuse(ErrorCode.ValidationFailed, MessagingErrors.contentRequired, 'content');
  if ([...content].length > MESSAGE_MAX_LENGTH)
    throw refuse(ErrorCode.ValidationFailed, MessagingErrors.contentTooLong, 'content');
  return content;
}

const optionalId = (value: unknown): number | null =>
  value === null || value === undefined ? null : (value as number);

/**
 * A member sends a message. Rules, in order: content non-empty after trimming and at most 2,000 characters; not
 * to yourself; not from a locked account; the receiver exists (and is not locked); neither has blocked the other
 * (FORBIDDEN); a `bookingId` names a booking
 * of the sender's that is between the two (its renter and owner); a `relatedItemId` names an item the sender may
 * see (else it is not found) that one of the two owns. A booking message without an item is about the booking's
 * item. The row and its `message.sent` event (the quiet-period e-mail) commit together; then both members' topics
 * get the message and the receiver's badge its new count. Every refusal changes nothing.
 */
export async function sendMessage(
  deps: MessagingCommandDeps,
  actor: MessagingActor,
  input: SendMessageInput,
): Promise<MessageRecord> {
  const content = checkContent(input.content);
  const receiverId = input.receiverId;
  let bookingId = optionalId(input.bookingId);
  let relatedItemId = optionalId(input.relatedItemId);
  if (receiverId === actor.id) throw refuse(ErrorCode.Forbidden, MessagingErrors.messageYourself);
  if (!isRowId(receiverId)) throw refuse(ErrorCode.NotFound, MessagingErrors.userNotFound, 'receiverId');
  if (bookingId !== null && !isRowId(bookingId))
    throw refuse(ErrorCode.NotFound, MessagingErrors.bookingNotFound, 'bookingId');
  if (relatedItemId !== null && !isRowId(relatedItemId))
    throw refuse(ErrorCode.NotFound, MessagingErrors.itemNotFound, 'relatedItemId');

  const id = await deps.em.fork().transactional(async (tx) => {
    const members = await sql<{ id: number; isLocked: boolean }>(
      tx,
      'select id, is_locked as "isLocked" from users where id in (?, ?)',
      [actor.id, receiverId],
    );
    const sender = members.find((m) => m.id === actor.id);
    if (!sender || sender.isLocked) throw refuse(ErrorCode.Forbidden, MessagingErrors.senderLocked);
    const receiver = members.find((m) => m.id === receiverId);
    if (!receiver || receiver.isLocked)
      throw refuse(ErrorCode.NotFound, MessagingErrors.userNotFound, 'receiverId');
    // A block either way (issue 26 §3) refuses the message, whoever blocked whom.
    const [block] = await sql<{ blocked: boolean }>(
      tx,
      `select ${blockedBetweenSql('?::int', '?::int')} as blocked`,
      [actor.id, receiverId, receiverId, actor.id],
    );
    if (block?.blocked) throw refuse(ErrorCode.Forbidden, ModerationMessages.blockedMessage);

    if (bookingId !== null) {
      const [booking] = await sql<{ renterId: number; ownerId: number; itemId: number | null }>(
        tx,
        'select renter_id as "renterId", owner_id as "ownerId", item_id as "itemId" from bookings where id = ?',
        [bookingId],
      );
      // A booking the sender has no part in does not exist for them (as the booking queries answer).
      if (!booking || (booking.renterId !== actor.id && booking.ownerId !== actor.id))
        throw refuse(ErrorCode.NotFound, MessagingErrors.bookingNotFound, 'bookingId');
      const other = booking.renterId === actor.id ? booking.ownerId : booking.renterId;
      if (other !== receiverId)
        throw refuse(ErrorCode.Forbidden, MessagingErrors.bookingNotBetween, 'bookingId');
      relatedItemId ??= booking.itemId;
    } else bookingId = null;

    if (relatedItemId !== null) {
      const [item] = await sql<{ ownerId: number; isPublic: boolean }>(
        tx,
        `select i.owner_id as "ownerId", ${PUBLIC_ITEM_SQL} as "isPublic"
           from items i join users u on u.id = i.owner_id where i.id = ?`,
        [relatedItemId],
      );
      // The catalog's visibility rule: a listing the sender may not see (someone else's that is not public, even
      // the receiver's) does not exist for them, so the answer is the unused id's 404 and nothing is linked.
      const visible = item && (item.isPublic || item.ownerId === actor.id || actor.role === 'admin');
      if (!item || !visible) throw refuse(ErrorCode.NotFound, MessagingErrors.itemNotFound, 'relatedItemId');
      // A listing the sender may see but that is neither party's is not this conversation's to name.
      if (item.ownerId !== actor.id && item.ownerId !== receiverId)
        throw refuse(ErrorCode.Forbidden, MessagingErrors.itemNotBetween, 'relatedItemId');
    }

    const [row] = await sql<{ id: number }>(
      tx,
      `insert into messages (sender_id, receiver_id, content, kind, related_item_id, booking_id)
       values (?, ?, ?, 'USER', ?, ?) returning id`,
      [actor.id, receiverId, content, relatedItemId, bookingId],
    );
    const messageId = row!.id;
    recordEvent(tx, 'message.sent', { messageId, senderId: actor.id, receiverId });
    return messageId;
  });
  deps.relay?.kick();
  const message = (await messageById(deps.em, id))!;
  const unread = await unreadMessageCount(deps.em, { id: receiverId, role: 'user' });
  // The message is committed: a pub/sub hiccup must not turn it into an error the sender would retry.
  await publishMessage(deps, message, unread).catch(() => undefined);
  return message;
}

/**
 * Marks every message from `otherUserId` to the actor read (opening the thread) and answers the actor's new unread
 * total; when it changed, the actor's other tabs hear it on their unread-count topic.
 */
export async function markConversationRead(
  deps: MessagingCommandDeps,
  actor: MessagingActor,
  otherUserId: number,
): Promise<number> {
  const changed = isRowId(otherUserId)
    ? await run(
        deps.em,
        'update messages set is_read = true, read_at = now() where receiver_id = ? and sender_id = ? and not is_read',
        [actor.id, otherUserId],
      )
    : 0;
  const unread = await unreadMessageCount(deps.em, actor);
  if (changed > 0) await publishUnreadCount(deps, actor.id, unread).catch(() => undefined);
  return unread;
}
