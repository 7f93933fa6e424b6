import type { EventEnvelope, WorkerDeps } from '@koalarent/core';
import { preferencesOf } from '../commands/preferences.js';
import { mailFormat } from '../email/mail-format.js';
import type { Mailer } from '../email/mailer.js';
import { bookingDecisionEmail, bookingRequestEmail } from '../email/templates.js';
import { unsubscribeToken } from '../email/unsubscribe-token.js';
import { bookingAmounts, mailMoney } from './booking-amounts.js';
import { deliverOnce } from './deliver-once.js';
import { mailMembers } from './members.js';

/** Where an unsubscribe link of this member and kind points (the gateway answers it without sign-in). */
export async function unsubscribeUrl(
  deps: WorkerDeps,
  userId: number,
  kind: Parameters<typeof unsubscribeToken>[2],
): Promise<string> {
  const token = await unsubscribeToken(deps.orm.em.fork(), userId, kind);
  return `${deps.config.publicUrl}/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** booking.requested → a mail to the owner with a link to their Requests tab, once per event. */
export async function rentalRequestMail(
  event: EventEnvelope<'booking.requested'>,
  deps: WorkerDeps,
  mailer: Mailer,
): Promise<string> {
  const p = event.payload;
  const em = deps.orm.em.fork();
  const members = await mailMembers(em, [p.ownerId, p.renterId]);
  const owner = members.get(p.ownerId);
  if (!owner || owner.isLocked) return 'skipped: owner gone or locked';
  if (!(await preferencesOf(em, owner.id)).bookingRequests) return 'skipped: turned off';
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

/** booking.approved / booking.rejected → a mail to the renter with a link to My Rentals, once per event. */
export async function bookingDecisionMail(
  event: EventEnvelope<'booking.approved'> | EventEnvelope<'booking.rejected'>,
  deps: WorkerDeps,
  mailer: Mailer,
): Promise<string> {
  const p = event.payload;
  const approved = event.type === 'booking.approved';
  const em = deps.orm.em.fork();
  const renter = (await mailMembers(em, [p.renterId])).get(p.renterId);
  if (!renter || renter.isLocked) return 'skipped: renter gone or locked';
  if (!(await preferencesOf(em, renter.id)).bookingUpdates) return 'skipped: turned off';
  const reason = approved ? null : ((event as EventEnvelope<'booking.rejected'>).payload.reason ?? null);
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
