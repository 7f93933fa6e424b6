import type { EventEnvelope, WorkerDeps } from '@koalarent/core';
import { sql } from '@koalarent/core';
import type { Job } from 'bullmq';
import { writeEventMessages } from './event-messages.js';
import { noticeContent, reportOutcomeNotice } from './notice-texts.js';

/**
 * report.resolved → the reporter's in-app notice (the bell) from the administrator who resolved it, beside the
 * outcome e-mail the gateway sends. A report about a listing names it while it exists (the reporter named it).
 */
export async function reportOutcomeMessage(
  event: EventEnvelope<'report.resolved'>,
  deps: WorkerDeps,
  job?: Pick<Job, 'attemptsMade'>,
): Promise<string> {
  const p = event.payload;
  const [listing] =
    p.targetType === 'item'
      ? await sql<{ id: number; title: string }>(
          deps.orm.em.fork(),
          'select i.id, i.title from reports r join items i on i.id = r.target_id where r.id = ?',
          [p.reportId],
        )
      : [];
  const notice = reportOutcomeNotice(
    p.action,
    listing ? { itemId: listing.id, itemTitle: listing.title } : null,
  );
  return writeEventMessages(
    event.eventId,
    [
      {
        senderId: p.resolvedById,
        receiverId: p.reporterId,
        content: noticeContent(notice),
        notice,
        kind: 'SYSTEM',
        relatedItemId: listing?.id ?? null,
      },
    ],
    deps,
    job,
  );
}
