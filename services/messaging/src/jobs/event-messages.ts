import type { EventPayload, WorkerDeps } from '@koalarent/core';
import { sql } from '@koalarent/core';
import type { Job } from 'bullmq';
import { publishMessage } from '../commands/publish.js';
import type { MessageKind, MessageNotice } from '../contracts.js';
import { unreadMessageCount } from '../queries/messages.js';
import { MESSAGE_COLUMNS, MESSAGE_FROM, messageRecord } from '../queries/records.js';
import { noticeContent, noticeRecipients } from './notice-texts.js';

export interface EventMessage {
  senderId: number;
  receiverId: number;
  content: string;
  kind: MessageKind;
  /** What a platform-written message says as a kind and facts (`content` is it in English). */
  notice?: MessageNotice | null;
  bookingId?: number | null;
  relatedItemId?: number | null;
}

/**
 * Writes the messages an event makes, each keyed by (event id, receiver): a re-delivered event finds its rows and
 * writes nothing. A member who is gone, or a message to oneself (an admin approving their own listing), is
 * skipped; an item deleted meanwhile leaves the message without it. New rows are published to their members (a
 * SYSTEM notice to its receiver only: it is theirs alone); a retried job also republishes the rows its failed
 * attempt wrote, in case it died between the commit and the publication.
 */
export async function writeEventMessages(
  eventId: string,
  messages: readonly EventMessage[],
  deps: WorkerDeps,
  job: Pick<Job, 'attemptsMade'> | undefined,
): Promise<string> {
  const em = deps.orm.em.fork();
  let written = 0;
  for (const m of messages) {
    if (m.senderId === m.receiverId) continue;
    const inserted = await sql<{ id: number }>(
      em,
      `insert into messages (sender_id, receiver_id, content, kind, booking_id, related_item_id, event_id,
                             notice_kind, notice_params)
       select ?, ?, ?, ?, ?, (select id from items where id = ?), ?, ?, ?::jsonb
        where exists (select 1 from users where id = ?) and exists (select 1 from users where id = ?)
       on conflict (event_id, receiver_id) do nothing
       returning id`,
      [
        m.senderId,
        m.receiverId,
        m.content.slice(0, 4000),
        m.kind,
        m.bookingId ?? null,
        m.relatedItemId ?? null,
        eventId,
        m.notice?.kind ?? null,
        m.notice ? JSON.stringify(m.notice.params) : null,
        m.senderId,
        m.receiverId,
      ],
    );
    written += inserted.length;
    const retried = (job?.attemptsMade ?? 0) > 0;
    if (inserted.length === 0 && !retried) continue;
    const [row] = await sql(
      em,
      `select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM} where m.event_id = ? and m.receiver_id = ?`,
      [eventId, m.receiverId],
    );
    if (!row) continue;
    const message = messageRecord(row);
    const unread = await unreadMessageCount(em, { id: m.receiverId, role: 'user' });
    await publishMessage({ redis: deps.redis, redisPrefix: deps.config.REDIS_PREFIX }, message, unread, {
      toSender: message.kind === 'USER',
    });
  }
  return written === messages.length ? `wrote ${written}` : `wrote ${written} of ${messages.length}`;
}

type BookingPayload = EventPayload<'booking.status_changed'>;

/** A booking notice to each member it concerns (see noticeRecipients), from the booking's other member. */
export function notices(p: Omit<BookingPayload, 'from' | 'notes'>, notice: MessageNotice): EventMessage[] {
  const content = noticeContent(notice);
  return noticeRecipients(p).map((r) => ({
    ...r,
    content,
    notice,
    kind: 'SYSTEM',
    bookingId: p.bookingId,
    relatedItemId: p.itemId,
  }));
}
