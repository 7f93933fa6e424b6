import type { WorkerDeps } from '@koalarent/core';
import { publishBookingUpdated } from '../commands/publish.js';

/**
 * Any change to a booking → `bookingUpdated` to its renter and owner, so their open booking cards reload it. Only
 * ids travel: the gateway presents the booking to each viewer as their own query would.
 */
export async function bookingCardUpdate(
  payload: { bookingId: number; renterId: number; ownerId: number },
  deps: WorkerDeps,
): Promise<string> {
  await publishBookingUpdated(
    { redis: deps.redis, redisPrefix: deps.config.REDIS_PREFIX },
    payload.bookingId,
    [payload.renterId, payload.ownerId],
  );
  return 'published';
}
