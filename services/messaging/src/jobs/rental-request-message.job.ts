import type { EventEnvelope, WorkerDeps } from '@koalarent/core';
import type { Job } from 'bullmq';
import { bookingAmounts } from './booking-amounts.js';
import { writeEventMessages } from './event-messages.js';
import { noticeContent, rentalRequestNotice } from './notice-texts.js';

/**
 * booking.requested → the renter's 'NEW RENTAL REQUEST …' message to the owner (spec §7). Its amounts are read
 * from the booking (written in the same transaction as the event): the event carries the charge only, the notice
 * also says the rent, the fee and the deposit held beside it.
 */
export async function rentalRequestMessage(
  event: EventEnvelope<'booking.requested'>,
  deps: WorkerDeps,
  job?: Pick<Job, 'attemptsMade'>,
): Promise<string> {
  const p = event.payload;
  const amounts = await bookingAmounts(deps.orm.em.fork(), p.bookingId);
  if (!amounts) return 'skipped: booking gone';
  const notice = rentalRequestNotice(p, amounts);
  return writeEventMessages(
    event.eventId,
    [
      {
        senderId: p.renterId,
        receiverId: p.ownerId,
        content: noticeContent(notice),
        notice,
        kind: 'USER',
        bookingId: p.bookingId,
        relatedItemId: p.itemId,
      },
    ],
    deps,
    job,
  );
}
