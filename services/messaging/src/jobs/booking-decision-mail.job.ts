import type { EventEnvelope, WorkerDeps } from '@koalarent/core';
import { mailFormat } from '../email/mail-format.js';
import type { Mailer } from '../email/mailer.js';
import { bookingDecisionEmail } from '../email/templates.js';
import { bookingAmounts, mailMoney } from './booking-amounts.js';
import { deliverOnce } from './deliver-once.js';
import { noticeRecipient } from './members.js';
import { unsubscribeUrl } from './unsubscribe-url.js';

/** booking.approved / booking.rejected → a mail to the renter with a link to My Rentals, once per event. */
export async function bookingDecisionMail(
  event: EventEnvelope<'booking.approved'> | EventEnvelope<'booking.rejected'>,
  deps: WorkerDeps,
  mailer: Mailer,
): Promise<string> {
  const p = event.payload;
  const approved = event.type === 'booking.approved';
  const em = deps.orm.em.fork();
  const recipient = await noticeRecipient.bookingUpdate(em, p);
  if (recipient.skipped !== null) return recipient.skipped;
  const renter = recipient.to;
  const reason = event.type === 'booking.rejected' ? (event.payload.reason ?? null) : null;
  return deliverOnce(
    em,
    mailer,
    {
      dedupeKey: `booking-decision-${event.eventId}`,
      userId: renter.id,
      kind: approved ? 'booking_approved' : 'booking_rejected',
    },
    async () => {
      const format = mailFormat(renter.language);
      const amounts = approved ? await bookingAmounts(em, p.bookingId) : null;
      return bookingDecisionEmail({
        language: renter.language,
        to: renter.email,
        renterName: renter.name,
        approved,
        itemTitle: p.itemTitle,
        dates: format.rentalDates(p),
        money: amounts ? mailMoney(format, amounts, p.currency) : null,
        reason: reason?.trim() || null,
        link: `${deps.config.publicUrl}/my-rentals`,
        unsubscribeUrl: await unsubscribeUrl(deps, renter.id, 'bookingUpdates'),
      });
    },
  );
}
