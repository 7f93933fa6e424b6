import type { WorkerDeps } from '@koalarent/core';
import { sql } from '@koalarent/core';
import type { Mailer } from '../email/mailer.js';
import { newMessagesEmail } from '../email/templates.js';
import { deliverOnce } from './deliver-once.js';
import { noticeRecipient } from './members.js';
import type { MessageMailPayload } from './messaging-jobs.js';
import { unsubscribeUrl } from './unsubscribe-url.js';

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
export const DEFAULT_QUIET_PERIOD_MS = 15 * 60_000;

/** The mail job (`message-mail`): see the rule above. */
export async function sendMessageMail(
  { receiverId, senderId, period, quietMs }: MessageMailPayload,
  deps: WorkerDeps,
  mailer: Mailer,
): Promise<string> {
  const em = deps.orm.em.fork();
  const recipient = await noticeRecipient.message(em, { receiverId, senderId });
  if (recipient.skipped !== null) return recipient.skipped;
  const { to: receiver, from: sender } = recipient;
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
