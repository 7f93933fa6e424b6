import type { EventEnvelope, WorkerDeps } from '@koalarent/core';
import type { Job } from 'bullmq';
import { notices, writeEventMessages } from './event-messages.js';
import { damageReportedNoticeOf, damageResolvedNoticeOf, noticeContent } from './notice-texts.js';

/** booking.damage_reported → the owner's claim goes to the renter, who must answer it. */
export function damageReportedMessage(
  event: EventEnvelope<'booking.damage_reported'>,
  deps: WorkerDeps,
  job?: Pick<Job, 'attemptsMade'>,
): Promise<string> {
  const p = event.payload;
  const notice = damageReportedNoticeOf(p);
  return writeEventMessages(
    event.eventId,
    [
      {
        senderId: p.ownerId,
        receiverId: p.renterId,
        content: noticeContent(notice),
        notice,
        kind: 'SYSTEM',
        bookingId: p.bookingId,
        relatedItemId: p.itemId,
      },
    ],
    deps,
    job,
  );
}

/** booking.damage_resolved → a notice to the members it concerns. */
export function damageResolvedMessage(
  event: EventEnvelope<'booking.damage_resolved'>,
  deps: WorkerDeps,
  job?: Pick<Job, 'attemptsMade'>,
): Promise<string> {
  return writeEventMessages(
    event.eventId,
    notices(event.payload, damageResolvedNoticeOf(event.payload)),
    deps,
    job,
  );
}
