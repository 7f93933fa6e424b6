import { type createRedis, publishRealtime, Topics } from '@koalarent/core';
import type { BookingUpdatedPublication, MessagePublication, UnreadCountPublication } from '../contracts.js';

type Redis = ReturnType<typeof createRedis>;

export interface Publisher {
  redis: Redis;
  redisPrefix: string;
}

/**
 * A new message goes to both members' message topics (the sender's other tabs show it too; a platform notice
 * only to its receiver, whose alone it is) and the receiver's new unread total to their badge. Publications are best effort: the message is committed whatever happens here,
 * and every screen reloads it from the database.
 */
export async function publishMessage(
  publisher: Publisher,
  message: MessagePublication,
  receiverUnread: number,
  options: { toSender?: boolean } = {},
): Promise<void> {
  const { redis, redisPrefix } = publisher;
  await Promise.all([
    publishRealtime(redis, redisPrefix, Topics.messages(message.receiverId), message),
    options.toSender === false
      ? null
      : publishRealtime(redis, redisPrefix, Topics.messages(message.senderId), message),
    publishUnreadCount(publisher, message.receiverId, receiverUnread),
  ]);
}

export function publishUnreadCount(publisher: Publisher, userId: number, unreadCount: number): Promise<void> {
  const payload: UnreadCountPublication = { unreadCount };
  return publishRealtime(publisher.redis, publisher.redisPrefix, Topics.unreadCount(userId), payload);
}

/** Tells the renter's and the owner's open booking cards to reload the booking. */
export async function publishBookingUpdated(
  publisher: Publisher,
  bookingId: number,
  memberIds: readonly number[],
): Promise<void> {
  const payload: BookingUpdatedPublication = { bookingId };
  await Promise.all(
    [...new Set(memberIds)].map((id) =>
      publishRealtime(publisher.redis, publisher.redisPrefix, Topics.bookingUpdated(id), payload),
    ),
  );
}
