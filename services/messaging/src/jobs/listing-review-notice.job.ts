import type { EventEnvelope, WorkerDeps } from '@koalarent/core';
import { sql } from '@koalarent/core';
import type { Job } from 'bullmq';
import { writeEventMessages } from './event-messages.js';
import { listingReviewNotice, noticeContent } from './notice-texts.js';

/** item.approved / item.rejected → a notice to the listing's owner from the administrator who reviewed it. */
export async function listingReviewMessage(
  event: EventEnvelope<'item.approved'> | EventEnvelope<'item.rejected'>,
  deps: WorkerDeps,
  job?: Pick<Job, 'attemptsMade'>,
): Promise<string> {
  const p = event.payload;
  const [item] = await sql<{ title: string }>(deps.orm.em.fork(), 'select title from items where id = ?', [
    p.itemId,
  ]);
  if (!item) return 'skipped: listing gone';
  const notice = listingReviewNotice(
    p.itemId,
    item.title,
    event.type === 'item.rejected' ? event.payload : null,
  );
  return writeEventMessages(
    event.eventId,
    [
      {
        senderId: p.reviewerId,
        receiverId: p.ownerId,
        content: noticeContent(notice),
        notice,
        kind: 'SYSTEM',
        relatedItemId: p.itemId,
      },
    ],
    deps,
    job,
  );
}
