import type { EventEnvelope, WorkerDeps } from '@koalarent/core';
import { sql } from '@koalarent/core';
import type { Job } from 'bullmq';
import { writeEventMessages } from './event-messages.js';
import { identityDecisionNotice, noticeContent } from './notice-texts.js';

/**
 * identity_check.decided → the member's in-app notice (the bell) from the administrator who decided, beside the
 * e-mail the gateway sends. The reason is read from the check (the event carries ids only); a decision never
 * changes once made, so a re-delivered event writes the same notice, once (keyed by the event id).
 */
export async function identityDecisionMessage(
  event: EventEnvelope<'identity_check.decided'>,
  deps: WorkerDeps,
  job?: Pick<Job, 'attemptsMade'>,
): Promise<string> {
  const p = event.payload;
  const [check] = await sql<{ reason: string | null; decided_by_id: number | null }>(
    deps.orm.em.fork(),
    'select reason, decided_by_id from identity_checks where id = ? and user_id = ?',
    [p.checkId, p.userId],
  );
  if (!check?.decided_by_id) return 'skipped: check gone';
  const notice = identityDecisionNotice(p.decision, p.decision === 'rejected' ? check.reason : null);
  return writeEventMessages(
    event.eventId,
    [
      {
        senderId: check.decided_by_id,
        receiverId: p.userId,
        content: noticeContent(notice),
        notice,
        kind: 'SYSTEM',
      },
    ],
    deps,
    job,
  );
}
