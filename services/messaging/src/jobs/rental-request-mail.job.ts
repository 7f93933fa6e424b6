import type { EventEnvelope, WorkerDeps } from '@koalarent/core';
import { mailFormat } from '../email/mail-format.js';
import type { Mailer } from '../email/mailer.js';
import { bookingRequestEmail } from '../email/templates.js';
import { bookingAmounts, mailMoney } from './booking-amounts.js';
import { deliverOnce } from './deliver-once.js';
import { noticeRecipient } from './members.js';
import { unsubscribeUrl } from './unsubscribe-url.js';

/** booking.requested → a mail to the owner with a link to their Requests tab, once per event. */
export async function rentalRequestMail(
  event: EventEnvelope<'booking.requested'>,
  deps: WorkerDeps,
  mailer: Mailer,
): Promise<string> {
  const p = event.payload;
  const em = deps.orm.em.fork();
  const recipient = await noticeRecipient.bookingRequested(em, p);
  if (recipient.skipped !== null) return recipient.skipped;
  const { to: owner, members } = recipient;
  const amounts = await bookingAmounts(em, p.bookingId);
  if (!amounts) return 'skipped: booking gone';
  return deliverOnce(
    em,
    mailer,
    { dedupeKey: `booking-request-${event.eventId}`, userId: owner.id, kind: 'booking_request' },
    async () => {
      const format = mailFormat(owner.language);
      return bookingRequestEmail({
        language: owner.language,
        to: owner.email,
        ownerName: owner.name,
        renterName: members.get(p.renterId)?.name ?? p.renterName,
        itemTitle: p.itemTitle,
        dates: format.rentalDates(p),
        money: mailMoney(format, amounts, p.currency),
        delivery: format.delivery(p.deliveryMethod, p.deliveryAddress),
        message: p.message?.trim() || null,
        expiresAt: format.instant(p.expiresAt),
        link: `${deps.config.publicUrl}/profile?tab=requests`,
        unsubscribeUrl: await unsubscribeUrl(deps, owner.id, 'bookingRequests'),
      });
    },
  );
}
