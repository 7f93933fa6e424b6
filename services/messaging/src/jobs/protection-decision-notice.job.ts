import type { EventEnvelope, WorkerDeps } from '@koalarent/core';
import type { Job } from 'bullmq';
import { writeEventMessages } from './event-messages.js';
import { noticeContent, protectionDecidedNotices } from './notice-texts.js';

/**
 * booking.protection_decided → both members hear an admin's decision on the part of the damage claim above the
 * deposit (issue 26 §2), each their own notice in the booking's thread, from the other member (as an admin's damage
 * decision is told): the owner what protection pays, the renter the outcome and that they never pay beyond the
 * deposit. Keyed by the event id and receiver, so a re-delivered event writes each once.
 */
export function protectionDecisionMessage(
  event: EventEnvelope<'booking.protection_decided'>,
  deps: WorkerDeps,
  job?: Pick<Job, 'attemptsMade'>,
): Promise<string> {
  const p = event.payload;
  const { owner, renter } = protectionDecidedNotices(p);
  const thread = { kind: 'SYSTEM', bookingId: p.bookingId, relatedItemId: p.itemId } as const;
  return writeEventMessages(
    event.eventId,
    [
      {
        ...thread,
        senderId: p.renterId,
        receiverId: p.ownerId,
        content: noticeContent(owner),
        notice: owner,
      },
      {
        ...thread,
        senderId: p.ownerId,
        receiverId: p.renterId,
        content: noticeContent(renter),
        notice: renter,
      },
    ],
    deps,
    job,
  );
}
