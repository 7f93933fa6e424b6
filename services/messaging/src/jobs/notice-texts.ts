import {
  bookingStatusLabel,
  type EventPayload,
  exactMinorUnits,
  formatMoney,
  isCurrencyCode,
} from '@koalarent/core';
import type {
  CancelledBy,
  DamageSettlement,
  MessageNotice,
  NoticeKind,
  ReportOutcome,
} from '../contracts.js';

/**
 * The notices events make: each as a kind and its facts (what the apps tell in the reader's language) and in English
 * (the message's `content`, plain text).
 */

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
function calendarDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : DATE.format(date);
}

/** An instant as 'MMM d, yyyy, h:mm AM UTC'. */
function instant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${DATE_TIME.format(date)} UTC`;
}

function rentalDates(facts: Pick<BookingFacts, 'startDate' | 'endDate'>): string {
  return facts.startDate === facts.endDate
    ? calendarDate(facts.startDate)
    : `${calendarDate(facts.startDate)} – ${calendarDate(facts.endDate)}`;
}

/** Money as the app shows it in English ("€1,234.50"). */
function money(amount: number, currency: string): string {
  return isCurrencyCode(currency)
    ? formatMoney(amount, currency, 'en-US')
    : `${amount.toFixed(2)} ${currency}`;
}

/** Whole minor units (what a notice stores) in English. */
const minor = (amount: number | undefined, currency: string | undefined) =>
  money((amount ?? 0) / 100, currency ?? '');

function deliveryText(method: 'pickup' | 'delivery', address: string | null): string {
  return method === 'pickup' ? 'Self Pickup' : `Delivery to ${address ?? 'the address given'}`;
}

/** The amounts of a request as the booking keeps them (minor units): its charge and, apart, the deposit. */
export interface RequestAmounts {
  rentMinor: number;
  feeMinor: number;
  totalMinor: number;
  depositMinor: number;
}

/** The facts every booking notice carries. */
function bookingFacts(p: BookingFacts & { bookingId: number; itemId: number | null; currency: string }) {
  return {
    bookingId: p.bookingId,
    itemId: p.itemId,
    itemTitle: p.itemTitle,
    startDate: p.startDate,
    endDate: p.endDate,
    currency: p.currency,
  };
}

/** The owner's 'NEW RENTAL REQUEST' notice: what was asked for, what approval charges and the deposit held. */
export function rentalRequestNotice(
  p: EventPayload<'booking.requested'>,
  amounts: RequestAmounts,
): MessageNotice {
  return {
    kind: 'RENTAL_REQUEST',
    params: {
      ...bookingFacts(p),
      ...amounts,
      deliveryMethod: p.deliveryMethod,
      deliveryAddress: p.deliveryAddress,
      renterName: p.renterName,
      message: p.message?.trim() || null,
    },
  };
}

const note = (text: string | null | undefined) => text?.trim() || null;

const CANCELLED_BY = (p: BookingFacts): CancelledBy =>
  p.actorId === null
    ? 'expired'
    : p.actorId === p.renterId
      ? 'renter'
      : p.actorId === p.ownerId
        ? 'owner'
        : 'other';

/** The notice of a status change; null for the request itself (its own message says it). */
export function statusChangeNotice(p: EventPayload<'booking.status_changed'>): MessageNotice | null {
  const facts = bookingFacts(p);
  const noted = (kind: NoticeKind): MessageNotice => ({ kind, params: { ...facts, note: note(p.notes) } });
  switch (p.status) {
    case 'pending_approval':
      return null;
    case 'approved':
      return { kind: 'BOOKING_APPROVED', params: facts };
    case 'rejected':
      return noted('BOOKING_DECLINED');
    case 'cancelled':
      return {
        kind: 'BOOKING_CANCELLED',
        params: { ...facts, cancelledBy: CANCELLED_BY(p), note: note(p.notes) },
      };
    case 'awaiting_pickup':
      return noted('READY_FOR_PICKUP');
    case 'in_transit':
      return noted('SHIPPED');
    case 'with_renter':
      return { kind: 'ITEM_RECEIVED', params: facts };
    case 'returned':
      return noted('ITEM_RETURNED');
    case 'completed':
      return noted('RENTAL_COMPLETED');
    default:
      return { kind: 'STATUS_CHANGED', params: { ...facts, status: p.status } };
  }
}

export function overdueNoticeOf(p: EventPayload<'booking.overdue'>): MessageNotice {
  return { kind: 'OVERDUE', params: { ...bookingFacts(p), amountMinor: exactMinorUnits(p.lateFee) } };
}

export function damageReportedNoticeOf(p: EventPayload<'booking.damage_reported'>): MessageNotice {
  return {
    kind: 'DAMAGE_REPORTED',
    params: {
      ...bookingFacts(p),
      amountMinor: exactMinorUnits(p.amount),
      note: p.reason,
      deadline: p.respondBy,
    },
  };
}

export function damageResolvedNoticeOf(p: EventPayload<'booking.damage_resolved'>): MessageNotice {
  return {
    kind: 'DAMAGE_SETTLED',
    params: { ...bookingFacts(p), amountMinor: exactMinorUnits(p.ownerAmount), settlement: p.resolution },
  };
}

export function listingReviewNotice(
  itemId: number,
  title: string,
  rejected: { reason: string | null } | null,
) {
  return rejected
    ? ({
        kind: 'LISTING_REJECTED',
        params: { itemId, itemTitle: title, note: note(rejected.reason) },
      } satisfies MessageNotice)
    : ({ kind: 'LISTING_APPROVED', params: { itemId, itemTitle: title } } satisfies MessageNotice);
}

/** An admin's decision on the member's identity check (issue 26 §1); a rejection carries the admin's reason. */
export function identityDecisionNotice(
  decision: 'verified' | 'rejected',
  reason: string | null,
): MessageNotice {
  return decision === 'verified'
    ? { kind: 'IDENTITY_VERIFIED', params: { itemTitle: '' } }
    : { kind: 'IDENTITY_REJECTED', params: { itemTitle: '', note: note(reason) } };
}

/** The outcome of a member's report (issue 26 §3): the listing's title when it was about one still there. */
export function reportOutcomeNotice(
  outcome: ReportOutcome,
  listing: { itemId: number; itemTitle: string } | null,
): MessageNotice {
  return {
    kind: 'REPORT_RESOLVED',
    params: listing ? { ...listing, outcome } : { itemTitle: '', outcome },
  };
}

/**
 * An admin's decision on the part of a protected booking's damage claim above the deposit (issue 26 §2), told to
 * each member: the owner whether protection pays that part, and how much (a rejection with the admin's note as its
 * reason); the renter the outcome, and that they are never charged beyond the deposit (the admin's note is the
 * owner's).
 */
export function protectionDecidedNotices(p: EventPayload<'booking.protection_decided'>): {
  owner: MessageNotice;
  renter: MessageNotice;
} {
  const approved = p.decision === 'approved';
  const facts = { ...bookingFacts(p), amountMinor: exactMinorUnits(p.protectionAmount) };
  return {
    owner: approved
      ? { kind: 'PROTECTION_APPROVED', params: facts }
      : { kind: 'PROTECTION_REJECTED', params: { ...facts, note: note(p.note) } },
    renter: { kind: approved ? 'PROTECTION_APPROVED_RENTER' : 'PROTECTION_REJECTED_RENTER', params: facts },
  };
}

const OUTCOME_TEXT: Record<ReportOutcome, string> = {
  dismiss: 'found nothing that breaks the KoalaRent rules, so no action was taken',
  hide_listing: 'hid the listing',
  lock_member: "locked the member's account",
  warn: 'warned the member',
};

const BY_TEXT: Record<CancelledBy, string> = {
  expired: 'The request expired without an answer.',
  renter: 'Cancelled by the renter.',
  owner: 'Cancelled by the owner.',
  other: 'Cancelled.',
};

const SETTLED_TEXT: Record<DamageSettlement, string> = {
  accepted: 'The renter accepted the claim.',
  auto_accepted: 'The claim was not disputed in time.',
  admin_decided: 'An administrator decided the claim.',
};

/**
 * The charge and the deposit of a request, in English: what approval charges (rent + service fee, the booking's
 * `totalPrice`) and, beside it and never added in, the deposit held until the condition check.
 */
function chargedLine(a: RequestAmounts, currency: string): string {
  return `Charged: ${minor(a.totalMinor, currency)} (rent ${minor(a.rentMinor, currency)} + service fee ${minor(a.feeMinor, currency)}) · Deposit held: ${minor(a.depositMinor, currency)}`;
}

/**
 * A notice in English: the message's `content`, for clients that read text (REST, the e-mails' quotes). The web
 * app tells the notice from its kind and facts instead, in the reader's language.
 */
export function noticeContent({ kind, params: n }: MessageNotice): string {
  const dates = rentalDates({ startDate: n.startDate ?? '', endDate: n.endDate ?? '' });
  const what = `"${n.itemTitle}" (${dates})`;
  const withNote = (label: string) => (n.note ? ` ${label}: ${n.note}` : '');
  switch (kind) {
    case 'RENTAL_REQUEST':
      // Spec §7: the marker, then the renter's own message, then what was asked for.
      return [
        'NEW RENTAL REQUEST',
        ...(n.message ? [n.message] : []),
        '',
        `Item: ${n.itemTitle}`,
        `Dates: ${dates}`,
        `Delivery: ${deliveryText(n.deliveryMethod ?? 'pickup', n.deliveryAddress ?? null)}`,
        chargedLine(
          {
            rentMinor: n.rentMinor ?? 0,
            feeMinor: n.feeMinor ?? 0,
            totalMinor: n.totalMinor ?? 0,
            depositMinor: n.depositMinor ?? 0,
          },
          n.currency ?? '',
        ),
      ].join('\n');
    case 'BOOKING_APPROVED':
      return `Booking approved: ${what}. The rental is confirmed.`;
    case 'BOOKING_DECLINED':
      return `Booking request declined: ${what}.${withNote('Reason')}`;
    case 'BOOKING_CANCELLED':
      return `Booking cancelled: ${what}. ${BY_TEXT[n.cancelledBy ?? 'other']}${withNote('Reason')}`;
    case 'READY_FOR_PICKUP':
      return `Ready for pickup: ${what}.${withNote('Notes')}`;
    case 'SHIPPED':
      return `Shipped: ${what} is on its way.${withNote('Notes')}`;
    case 'ITEM_RECEIVED':
      return `Item received: ${what}. The rental has started.`;
    case 'ITEM_RETURNED':
      return `Item returned: ${what}.${withNote('Return notes')}`;
    case 'RENTAL_COMPLETED':
      return `Rental completed: ${what}.${withNote('Note')}`;
    case 'STATUS_CHANGED':
      return `Booking ${what} is now ${bookingStatusLabel(n.status ?? '')}.`;
    case 'OVERDUE': {
      const fee = n.amountMinor ? ` A late fee of ${minor(n.amountMinor, n.currency)} applies.` : '';
      return `Overdue: ${what} was due back on ${calendarDate(n.endDate ?? '')}.${fee}`;
    }
    case 'DAMAGE_REPORTED':
      return `Damage reported on ${what}: the owner claims ${minor(n.amountMinor, n.currency)} from the deposit. Reason: ${n.note ?? ''} Please accept or dispute the claim by ${instant(n.deadline ?? '')}.`;
    case 'DAMAGE_SETTLED':
      return `Damage claim settled for ${what}: the owner keeps ${minor(n.amountMinor, n.currency)} of the deposit. ${SETTLED_TEXT[n.settlement ?? 'admin_decided']}`;
    case 'LISTING_APPROVED':
      return `Your listing "${n.itemTitle}" was approved and is now visible to renters.`;
    case 'LISTING_REJECTED':
      return `Your listing "${n.itemTitle}" was not approved.${withNote('Reason')}`;
    case 'IDENTITY_VERIFIED':
      return 'Your identity is verified: your profile now shows ‘ID verified’.';
    case 'IDENTITY_REJECTED':
      return `Your identity check was not accepted.${withNote('Reason')} You can submit a new check from your profile.`;
    case 'REPORT_RESOLVED': {
      const about = n.itemTitle ? ` about "${n.itemTitle}"` : '';
      return `Thank you for your report${about}. An administrator looked into it and ${OUTCOME_TEXT[n.outcome ?? 'dismiss']}.`;
    }
    case 'PROTECTION_APPROVED':
      return `Protection claim approved for ${what}: protection pays you ${minor(n.amountMinor, n.currency)}, the part of your damage claim above the deposit.`;
    case 'PROTECTION_REJECTED':
      return `Protection claim rejected for ${what}: protection does not pay the ${minor(n.amountMinor, n.currency)} of your damage claim above the deposit.${withNote('Reason')}`;
    case 'PROTECTION_APPROVED_RENTER':
      return `Protection covers the ${minor(n.amountMinor, n.currency)} of the damage claim above the deposit for ${what}: it is paid to the owner by protection. You are never charged beyond your deposit.`;
    case 'PROTECTION_REJECTED_RENTER':
      return `An administrator rejected the owner's protection claim of ${minor(n.amountMinor, n.currency)} above the deposit for ${what}. You are never charged beyond your deposit.`;
  }
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
