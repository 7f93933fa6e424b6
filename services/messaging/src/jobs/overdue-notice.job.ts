import type { EventEnvelope, WorkerDeps } from '@koalarent/core';
import type { Job } from 'bullmq';
import { notices, writeEventMessages } from './event-messages.js';
import { overdueNoticeOf } from './notice-texts.js';

/** booking.overdue → a notice to the member concerned. */
export function overdueNoticeMessage(
  event: EventEnvelope<'booking.overdue'>,
  deps: WorkerDeps,
  job?: Pick<Job, 'attemptsMade'>,
): Promise<string> {
  return writeEventMessages(event.eventId, notices(event.payload, overdueNoticeOf(event.payload)), deps, job);
}
