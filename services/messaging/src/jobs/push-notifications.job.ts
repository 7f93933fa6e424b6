import type { EventEnvelope, WorkerDeps } from '@koalarent/core';
import { sql } from '@koalarent/core';
import { mailFormat } from '../email/mail-format.js';
import { mailText } from '../email/strings/index.js';
import type { PushSender } from '../push/push-sender.js';
import { noticeRecipient } from './members.js';
import { pushOnce } from './push-once.js';

/**
 * Issue 25 §6: the system notifications of the events that also send e-mails (a booking request, a decision, a
 * message) and of a damage claim, pushed to the member's subscribed browsers in their language with the e-mails'
 * words, each opening the screen to act on. The e-mail preferences' per-kind opt-outs apply (a damage claim goes
 * with the booking updates). Each is its own consumer of the event (its own job id) and pushes once per event and
 * subscription. The service worker shows one only when no window of the app is visible (web/public/push-sw.js).
 */

/** The preview of a message in a notification: its first line, at most 140 characters. */
function preview(text: string): string {
  const line = text.trim().split('\n')[0] ?? '';
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}

/** booking.requested → the owner, to their Requests tab. */
export async function rentalRequestPush(
  event: EventEnvelope<'booking.requested'>,
  deps: WorkerDeps,
  sender: PushSender,
): Promise<string> {
  const p = event.payload;
  const em = deps.orm.em.fork();
  const recipient = await noticeRecipient.bookingRequested(em, p);
  if (recipient.skipped !== null) return recipient.skipped;
  const owner = recipient.to;
  const renterName = recipient.members.get(p.renterId)?.name ?? p.renterName;
  return pushOnce(em, sender, {
    dedupeKey: `booking-request-${event.eventId}`,
    userId: owner.id,
    language: owner.language,
    notification: (language) => {
      const format = mailFormat(language);
      return {
        title: mailText(language, 'bookingRequest.subject', { itemTitle: p.itemTitle }),
        body: mailText(language, 'bookingRequest.summary', {
          renterName,
          itemTitle: p.itemTitle,
          dates: format.rentalDates(p),
          delivery: format.delivery(p.deliveryMethod, p.deliveryAddress),
        }),
        url: '/profile?tab=requests',
        tag: `booking-${p.bookingId}`,
      };
    },
  });
}

/** booking.approved / booking.rejected → the renter, to My Rentals. */
export async function bookingDecisionPush(
  event: EventEnvelope<'booking.approved'> | EventEnvelope<'booking.rejected'>,
  deps: WorkerDeps,
  sender: PushSender,
): Promise<string> {
  const p = event.payload;
  const approved = event.type === 'booking.approved';
  const em = deps.orm.em.fork();
  const recipient = await noticeRecipient.bookingUpdate(em, p);
  if (recipient.skipped !== null) return recipient.skipped;
  const renter = recipient.to;
  return pushOnce(em, sender, {
    dedupeKey: `booking-decision-${event.eventId}`,
    userId: renter.id,
    language: renter.language,
    notification: (language) => {
      const values = { itemTitle: p.itemTitle, dates: mailFormat(language).rentalDates(p) };
      return {
        title: mailText(language, approved ? 'bookingApproved.subject' : 'bookingDeclined.subject', values),
        body: mailText(language, approved ? 'bookingApproved.approved' : 'bookingDeclined.declined', values),
        url: '/my-rentals',
        tag: `booking-${p.bookingId}`,
      };
    },
  });
}

/** booking.damage_reported → the renter, who must accept or dispute the claim, to My Rentals. */
export async function damageClaimPush(
  event: EventEnvelope<'booking.damage_reported'>,
  deps: WorkerDeps,
  sender: PushSender,
): Promise<string> {
  const p = event.payload;
  const em = deps.orm.em.fork();
  const recipient = await noticeRecipient.bookingUpdate(em, p);
  if (recipient.skipped !== null) return recipient.skipped;
  const renter = recipient.to;
  return pushOnce(em, sender, {
    dedupeKey: `damage-claim-${event.eventId}`,
    userId: renter.id,
    language: renter.language,
    notification: (language) => {
      const format = mailFormat(language);
      return {
        title: mailText(language, 'damageClaim.subject', { itemTitle: p.itemTitle }),
        body: mailText(language, 'damageClaim.summary', {
          amount: format.money(p.amount, p.currency),
          reason: preview(p.reason),
          respondBy: format.instant(p.respondBy),
        }),
        url: '/my-rentals',
        tag: `booking-${p.bookingId}`,
      };
    },
  });
}

/** message.sent → the receiver, to the conversation; a message already read by then is not pushed. */
export async function messagePush(
  event: EventEnvelope<'message.sent'>,
  deps: WorkerDeps,
  sender: PushSender,
): Promise<string> {
  const p = event.payload;
  const em = deps.orm.em.fork();
  const [message] = await sql<{ content: string; isRead: boolean }>(
    em,
    `select content, is_read as "isRead" from messages where id = ? and receiver_id = ? and sender_id = ?`,
    [p.messageId, p.receiverId, p.senderId],
  );
  if (!message) return 'skipped: message gone';
  if (message.isRead) return 'skipped: already read';
  const recipient = await noticeRecipient.message(em, p);
  if (recipient.skipped !== null) return recipient.skipped;
  const { to: receiver, from } = recipient;
  return pushOnce(em, sender, {
    dedupeKey: `message-${event.eventId}`,
    userId: receiver.id,
    language: receiver.language,
    notification: (language) => ({
      title: mailText(language, 'newMessages.subject_one', { senderName: from.name }),
      body: preview(message.content),
      url: `/messages/${p.senderId}`,
      tag: `conversation-${p.senderId}`,
    }),
  });
}
