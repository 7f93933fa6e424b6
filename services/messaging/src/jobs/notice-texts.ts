import { bookingStatusLabel, type EventPayload, formatMoney, isCurrencyCode } from '@koalarent/core';

/** The words of the messages events make. Plain text: the UI shows them as text. */

type BookingFacts = Pick<
  EventPayload<'booking.status_changed'>,
  'itemTitle' | 'startDate' | 'endDate' | 'renterId' | 'ownerId' | 'actorId'
>;

const DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** 'yyyy-mm-dd' as 'MMM d, yyyy' (the spec's booking date format). */
export function calendarDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : DATE.format(date);
}

/** An instant as 'MMM d, yyyy, h:mm AM UTC'. */
export function instant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${DATE_TIME.format(date)} UTC`;
}

export function rentalDates(facts: Pick<BookingFacts, 'startDate' | 'endDate'>): string {
  return facts.startDate === facts.endDate
    ? calendarDate(facts.startDate)
    : `${calendarDate(facts.startDate)} – ${calendarDate(facts.endDate)}`;
}

/** Money as the app shows it in English ("€1,234.50"), which the web app reads back to retell in other languages. */
export function money(amount: number, currency: string): string {
  return isCurrencyCode(currency)
    ? formatMoney(amount, currency, 'en-US')
    : `${amount.toFixed(2)} ${currency}`;
}

export function deliveryText(method: 'pickup' | 'delivery', address: string | null): string {
  return method === 'pickup' ? 'Self Pickup' : `Delivery to ${address ?? 'the address given'}`;
}

/**
 * The owner's 'NEW RENTAL REQUEST' message (spec §7): the marker, then the renter's own message, then what was
 * asked for.
 */
export function rentalRequestContent(p: EventPayload<'booking.requested'>): string {
  const message = p.message?.trim();
  return [
    'NEW RENTAL REQUEST',
    ...(message ? [message] : []),
    '',
    `Item: ${p.itemTitle}`,
    `Dates: ${rentalDates(p)}`,
    `Delivery: ${deliveryText(p.deliveryMethod, p.deliveryAddress)}`,
    `Total: ${money(p.totalPrice, p.currency)}`,
  ].join('\n');
}

const what = (p: BookingFacts) => `"${p.itemTitle}" (${rentalDates(p)})`;
const withNote = (label: string, note: string | null | undefined) =>
  note?.trim() ? ` ${label}: ${note.trim()}` : '';

/** The notice of a status change; null for the request itself (its own message says it). */
export function statusNotice(p: EventPayload<'booking.status_changed'>): string | null {
  switch (p.status) {
    case 'pending_approval':
      return null;
    case 'approved':
      return `Booking approved: ${what(p)}. The rental is confirmed.`;
    case 'rejected':
      return `Booking request declined: ${what(p)}.${withNote('Reason', p.notes)}`;
    case 'cancelled': {
      const by =
        p.actorId === null
          ? 'The request expired without an answer.'
          : p.actorId === p.renterId
            ? 'Cancelled by the renter.'
            : p.actorId === p.ownerId
              ? 'Cancelled by the owner.'
              : 'Cancelled.';
      return `Booking cancelled: ${what(p)}. ${by}${withNote('Reason', p.notes)}`;
    }
    case 'awaiting_pickup':
      return `Ready for pickup: ${what(p)}.${withNote('Notes', p.notes)}`;
    case 'in_transit':
      return `Shipped: ${what(p)} is on its way.${withNote('Notes', p.notes)}`;
    case 'with_renter':
      return `Item received: ${what(p)}. The rental has started.`;
    case 'returned':
      return `Item returned: ${what(p)}.${withNote('Return notes', p.notes)}`;
    case 'completed':
      return `Rental completed: ${what(p)}.${withNote('Note', p.notes)}`;
    default:
      return `Booking ${what(p)} is now ${bookingStatusLabel(p.status)}.`;
  }
}

export function overdueNotice(p: EventPayload<'booking.overdue'>): string {
  const fee = p.lateFee > 0 ? ` A late fee of ${money(p.lateFee, p.currency)} applies.` : '';
  return `Overdue: ${what(p)} was due back on ${calendarDate(p.endDate)}.${fee}`;
}

export function damageReportedNotice(p: EventPayload<'booking.damage_reported'>): string {
  return `Damage reported on ${what(p)}: the owner claims ${money(p.amount, p.currency)} from the deposit. Reason: ${p.reason} Please accept or dispute the claim by ${instant(p.respondBy)}.`;
}

export function damageResolvedNotice(p: EventPayload<'booking.damage_resolved'>): string {
  const how =
    p.resolution === 'accepted'
      ? 'The renter accepted the claim.'
      : p.resolution === 'auto_accepted'
        ? 'The claim was not disputed in time.'
        : 'An administrator decided the claim.';
  return `Damage claim settled for ${what(p)}: the owner keeps ${money(p.ownerAmount, p.currency)} of the deposit. ${how}`;
}

export function listingApprovedNotice(title: string): string {
  return `Your listing "${title}" was approved and is now visible to renters.`;
}

export function listingRejectedNotice(title: string, reason: string | null): string {
  return `Your listing "${title}" was not approved.${withNote('Reason', reason)}`;
}

/**
 * Who a booking notice goes to, and from whom: the member the other one acted on (from the one who acted); when
 * the system or an administrator acted, both members, each from the other (so the notice sits in their thread).
 */
export function noticeRecipients(p: BookingFacts): { senderId: number; receiverId: number }[] {
  if (p.actorId === p.renterId) return [{ senderId: p.renterId, receiverId: p.ownerId }];
  if (p.actorId === p.ownerId) return [{ senderId: p.ownerId, receiverId: p.renterId }];
  return [
    { senderId: p.ownerId, receiverId: p.renterId },
    { senderId: p.renterId, receiverId: p.ownerId },
  ];
}
