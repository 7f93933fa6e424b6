import type { Redis } from 'ioredis';

/**
 * Pub/sub topics shared by the workers (publishers) and the gateway (subscription source). Payloads are
 * small; who may listen is decided by the gateway when it picks the topic, never by the client.
 */
export const Topics = {
  loginRecorded: 'admin.login_recorded',
  user: (userId: number) => `user.${userId}`,
  /** Every message the member sends or receives (payload: the messaging client's `MessagePublication`). */
  messages: (userId: number) => `user.${userId}.messages`,
  /** The member's total unread message count whenever it changes (payload: `UnreadCountPublication`). */
  unreadCount: (userId: number) => `user.${userId}.unread_count`,
  /** One of the member's bookings (as renter or owner) changed (payload: `BookingUpdatedPublication`). */
  bookingUpdated: (userId: number) => `user.${userId}.booking_updated`,
} as const;

export function channelName(redisPrefix: string, topic: string): string {
  return `${redisPrefix}:pubsub:${topic}`;
}

export async function publishRealtime(
  redis: Redis,
  redisPrefix: string,
  topic: string,
  payload: unknown,
): Promise<void> {
  await redis.publish(channelName(redisPrefix, topic), JSON.stringify(payload));
}
