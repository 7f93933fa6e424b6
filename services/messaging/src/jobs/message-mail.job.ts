import type { EventEnvelope, WorkerDeps } from '@koalarent/core';
import type { Job, Queue } from 'bullmq';
import { z } from 'zod';
import { preferencesOf } from '../commands/preferences.js';
import { sql } from '../db.js';
import type { Mailer } from '../email/mailer.js';
import { newMessagesEmail } from '../email/templates.js';
import { unsubscribeUrl } from './booking-mails.js';
import { deliverOnce } from './deliver-once.js';
import { mailMembers } from './members.js';

/**
 * New-message e-mail, at most one per conversation per quiet period (default 15 minutes).
 *
 * Time is cut into periods of the quiet length. A message sent in period k schedules one job per conversation
 * and period (job id: receiver, sender, k; later messages of the period find it and add nothing), run at the end
 * of period k+1, so every message it covers has waited at least one whole quiet period, and two mails of one
 * conversation are at least a period apart. The job mails when messages of that conversation sent up to the end of
 * period k are still unread, were not in an earlier mail, and the receiver has not been active since the oldest of
 * them (read any message, sent any message, or signed in). One mail covers them all; the next mail of the
 * conversation starts after the newest message this one covered.
 */
export const MESSAGE_MAIL_JOB = 'message-mail';
export const DEFAULT_QUIET_PERIOD_MS = 15 * 60_000;

export const MessageMailJobData = z.object({
  receiverId: z.number().int().positive(),
  senderId: z.number().int().positive(),
  period: z.number().int().nonnegative(),
  quietMs: z.number().int().positive(),
});
export type MessageMailJobData = z.infer<typeof MessageMailJobData>;

/** message.sent → the conversation's mail job for the message's period (a no-op when the period has one). */
export async function scheduleMessageMail(
  event: EventEnvelope<'message.sent'>,
  queue: Queue,
  quietMs: number,
  now = Date.now(),
): Promise<string> {
  const { receiverId, senderId } = event.payload;
  const period = Math.floor(Date.parse(event.occurredAt) / quietMs);
  const runAt = (period + 2) * quietMs;
  const data: MessageMailJobData = { receiverId, senderId, period, quietMs };
  await queue.add(MESSAGE_MAIL_JOB, data, {
    jobId: `message-mail-${receiverId}-${senderId}-${period}`,
    delay: Math.max(0, runAt - now),
  });
  return `scheduled for ${new Date(runAt).toISOString()}`;
}

/** The mail job: see the rule above. */
export async function sendMessageMail(
  job: Pick<Job, 'data'>,
  deps: WorkerDeps,
  mailer: Mailer,
): Promise<string> {
  const { receiverId, senderId, period, quietMs } = MessageMailJobData.parse(job.data);
  const em = deps.orm.em.fork();
  const members = await mailMembers(em, [receiverId, senderId]);
  const receiver = members.get(receiverId);
  const sender = members.get(senderId);
  if (!receiver || !sender || receiver.isLocked) return 'skipped: member gone or locked';
  if (!(await preferencesOf(em, receiverId)).newMessages) return 'skipped: turned off';
  const cutoff = new Date((period + 1) * quietMs);
  const pending = await sql<{ id: number; content: string; createdAt: Date }>(
    em,
    `select m.id, m.content, m.created_at as "createdAt" from messages m
      where m.receiver_id = ? and m.sender_id = ? and not m.is_read and m.kind = 'USER' and m.event_id is null
        and m.created_at < ?
        and m.id > coalesce((select max(d.up_to_message_id) from email_deliveries d
                              where d.user_id = ? and d.other_user_id = ? and d.kind = 'new_messages'
                                and d.sent_at is not null), 0)
      order by m.id`,
    [receiverId, senderId, cutoff, receiverId, senderId],
  );
  const oldest = pending[0];
  const newest = pending.at(-1);
  if (!oldest || !newest) return 'skipped: nothing unread';
  const [activity] = await sql<{ lastActive: Date | null }>(
    em,
    `select greatest(
       (select max(read_at) from messages where receiver_id = ?),
       (select max(created_at) from messages where sender_id = ? and kind = 'USER'),
       (select last_login_at from users where id = ?)) as "lastActive"`,
    [receiverId, receiverId, receiverId],
  );
  const lastActive = activity?.lastActive ? new Date(activity.lastActive) : null;
  if (lastActive && lastActive.getTime() >= new Date(oldest.createdAt).getTime())
    return 'skipped: receiver active since';
  return deliverOnce(
    em,
    mailer,
    {
      dedupeKey: `new-messages-${receiverId}-${senderId}-${period}`,
      userId: receiverId,
      kind: 'new_messages',
      otherUserId: senderId,
      upToMessageId: newest.id,
    },
    async () =>
      newMessagesEmail({
        language: receiver.language,
        to: receiver.email,
        name: receiver.name,
        senderName: sender.name,
        count: pending.length,
        latest: newest.content,
        link: `${deps.config.publicUrl}/messages/${senderId}`,
        unsubscribeUrl: await unsubscribeUrl(deps, receiverId, 'newMessages'),
      }),
  );
}
