import type { EventEnvelope } from '@koalarent/core';
import type { Queue } from 'bullmq';
import { addMessagingJob, MessagingJob } from './messaging-jobs.js';

/**
 * message.sent → the conversation's mail job for the message's period (a no-op when the period has one), run at
 * the end of the next period: see the rule in message-mail.job.ts.
 */
export async function scheduleMessageMail(
  event: EventEnvelope<'message.sent'>,
  queue: Queue,
  quietMs: number,
  now = Date.now(),
): Promise<string> {
  const { receiverId, senderId } = event.payload;
  const period = Math.floor(Date.parse(event.occurredAt) / quietMs);
  const runAt = (period + 2) * quietMs;
  await addMessagingJob(
    queue,
    MessagingJob.MessageMail,
    { receiverId, senderId, period, quietMs },
    {
      jobId: `message-mail-${receiverId}-${senderId}-${period}`,
      delay: Math.max(0, runAt - now),
    },
  );
  return `scheduled for ${new Date(runAt).toISOString()}`;
}
