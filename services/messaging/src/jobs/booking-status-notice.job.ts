import type { EventEnvelope, WorkerDeps } from '@koalarent/core';
import type { Job } from 'bullmq';
import { notices, writeEventMessages } from './event-messages.js';
import { statusChangeNotice } from './notice-texts.js';

/** booking.status_changed → a notice to the member concerned (the request itself has its own message). */
export function bookingStatusNotice(
  event: EventEnvelope<'booking.status_changed'>,
  deps: WorkerDeps,
  job?: Pick<Job, 'attemptsMade'>,
): Promise<string> {
  const notice = statusChangeNotice(event.payload);
  if (notice === null) return Promise.resolve('skipped: the request message says it');
  return writeEventMessages(event.eventId, notices(event.payload, notice), deps, job);
}
