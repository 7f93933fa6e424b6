import type { EntityManager } from '@koalarent/core';
import { sql } from '@koalarent/core';
import type { Mailer, OutgoingMail } from '../email/mailer.js';

export interface Delivery {
  /** What caused the mail; one mail per key, ever. */
  dedupeKey: string;
  userId: number;
  kind: 'booking_request' | 'booking_approved' | 'booking_rejected' | 'new_messages';
  otherUserId?: number | null;
  upToMessageId?: number | null;
}

/**
 * Sends a mail at most once per key. The key's row is locked for the send, so two runs of one key (a re-delivered
 * event racing its first delivery) cannot both send; the row is marked sent in the same transaction, and a send
 * that failed leaves it unsent for the retry. Answers whether this call sent it.
 */
export async function deliverOnce(
  em: EntityManager,
  mailer: Mailer,
  delivery: Delivery,
  mail: () => Promise<OutgoingMail>,
): Promise<'sent' | 'skipped: already sent'> {
  return em.fork().transactional(async (tx) => {
    await sql(
      tx,
      `insert into email_deliveries (dedupe_key, user_id, kind, other_user_id, up_to_message_id)
       values (?, ?, ?, ?, ?) on conflict (dedupe_key) do nothing`,
      [
        delivery.dedupeKey,
        delivery.userId,
        delivery.kind,
        delivery.otherUserId ?? null,
        delivery.upToMessageId ?? null,
      ],
    );
    const [row] = await sql<{ sentAt: Date | null }>(
      tx,
      'select sent_at as "sentAt" from email_deliveries where dedupe_key = ? for update',
      [delivery.dedupeKey],
    );
    if (row?.sentAt) return 'skipped: already sent';
    await mailer.send(await mail());
    await sql(
      tx,
      'update email_deliveries set sent_at = now(), up_to_message_id = coalesce(?, up_to_message_id) where dedupe_key = ?',
      [delivery.upToMessageId ?? null, delivery.dedupeKey],
    );
    return 'sent';
  });
}
