import {
  BOOKING_STATUSES,
  type BookingStatus,
  FULL_REFUND_NOTICE_HOURS,
  isCurrencyCode,
  localIsoDate,
  PAYMENT_STATUSES,
  type PaymentStatus,
  parseIsoDate,
  rentalDueAt,
} from '@koalarent/core/contracts';
import type { TFunction } from 'i18next';
import type { Formatters } from '../../../shared/i18n/format';

/** The 'bookings' namespace's `t` (components pass `useTranslation('bookings').t`, tests the English one). */
export type BookingsT = TFunction<'bookings'>;

/** A Chakra colour palette a badge is drawn in. */
type BadgePalette = 'gray' | 'orange' | 'yellow' | 'blue' | 'cyan' | 'teal' | 'green' | 'purple' | 'red';

export interface BadgeView {
  label: string;
  palette: BadgePalette;
}

const STATUS_PALETTES: Record<string, BadgePalette> = {
  pending_approval: 'orange',
  approved: 'blue',
  rejected: 'red',
  awaiting_pickup: 'purple',
  in_transit: 'cyan',
  with_renter: 'green',
  returned: 'teal',
  completed: 'gray',
  cancelled: 'red',
};

function isBookingStatus(status: string): status is BookingStatus {
  return (BOOKING_STATUSES as readonly string[]).includes(status);
}

/** Spec §4: a booking status as its label and colour; an unknown status is shown raw, in grey. */
export function bookingStatusView(status: string, t: BookingsT): BadgeView {
  // Own keys only: a status such as 'toString' must not find Object.prototype's function.
  const palette = Object.hasOwn(STATUS_PALETTES, status) ? STATUS_PALETTES[status] : undefined;
  return { label: isBookingStatus(status) ? t(`status.${status}`) : status, palette: palette ?? 'gray' };
}

const PAYMENT_PALETTES: Record<PaymentStatus, BadgePalette> = {
  unpaid: 'yellow',
  authorized: 'blue',
  paid: 'green',
  partially_refunded: 'orange',
  refunded: 'purple',
};

/** Spec §4: payment status styled by colour (unpaid, paid, refunded; authorized and partly refunded are ours). */
export function paymentStatusView(status: string, t: BookingsT): BadgeView {
  if (!(PAYMENT_STATUSES as readonly string[]).includes(status)) return { label: status, palette: 'gray' };
  const known = status as PaymentStatus;
  return { label: t(`payment.${known}`), palette: PAYMENT_PALETTES[known] };
}

/**
 * An amount in the booking's own currency: symbol and two decimals (spec §2/§9: '$x.xx' for USD). A currency the
 * app does not know is shown as USD, as the item card does.
 */
export function bookingMoney(amount: number, currency: string, f: Formatters): string {
  return f.money(amount, isCurrencyCode(currency) ? currency : 'USD');
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Spec §2: 'MMM d, yyyy' in English ('5 ene 2027', '2027年1月5日' …); the text as sent when it is not a date. A
 * 'yyyy-mm-dd' calendar date is read in UTC, where it was written, so it shows as the same day in every zone;
 * a timestamp shows in the viewer's own zone.
 */
export function formatBookingDate(value: string | null | undefined, f: Formatters): string {
  if (!value) return '';
  const text = CALENDAR_DATE.test(value) ? f.date(value, 'UTC') : f.date(value);
  return text || value;
}

/** A moment with its time of day in the viewer's zone, e.g. a claim's answer deadline: 'Jan 12, 2027, 9:00 AM'. */
export function formatBookingMoment(value: string | null | undefined, f: Formatters): string {
  if (!value) return '';
  return f.dateTime(value) || value;
}

/**
 * A day in a sentence that is read now ('Nov 30'; 'Jan 5, 2028' when it is in another year than now): the
 * timeline and its next-step sentence. Calendar dates are read in UTC as formatBookingDate reads them.
 */
export function formatShortDate(value: string, now: Date, f: Formatters): string {
  const timeZone = CALENDAR_DATE.test(value) ? 'UTC' : undefined;
  const sameYear = f.custom(value, { year: 'numeric', timeZone }) === f.custom(now, { year: 'numeric' });
  const year = sameYear ? {} : { year: 'numeric' as const };
  return f.custom(value, { month: 'short', day: 'numeric', ...year, timeZone }) || value;
}

/** A deadline in a sentence read now, with its time in the viewer's zone: 'Nov 29, 6:34 PM'. */
export function formatShortMoment(value: string, now: Date, f: Formatters): string {
  const sameYear = f.custom(value, { year: 'numeric' }) === f.custom(now, { year: 'numeric' });
  const year = sameYear ? {} : { year: 'numeric' as const };
  return (
    f.custom(value, { month: 'short', day: 'numeric', ...year, hour: 'numeric', minute: '2-digit' }) || value
  );
}

/** The rental period, both dates inclusive: 'Jan 5, 2027 – Jan 8, 2027'. */
export function formatDateRange(startDate: string, endDate: string, t: BookingsT, f: Formatters): string {
  return t('dateRange', { start: formatBookingDate(startDate, f), end: formatBookingDate(endDate, f) });
}

/** Spec §2 My Rentals: the duration in days, both ends counted. */
export function durationLabel(days: number, t: BookingsT): string {
  return t('duration', { count: days });
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * The whole days of the booked period still ahead, rounded up, or null once it is over (overdue): counted from
 * the start date, or from now once it has begun, to the midnight (UTC) after the end date. An item picked up early
 * has the days booked ahead of it, not the days since the pickup.
 */
export function bookedDaysLeft(booking: { startDate: string; endDate: string }, now: Date): number | null {
  // The contract's remainingTimeLabel counts the same way once the period has begun.
  const due = rentalDueAt(booking.endDate).getTime();
  if (now.getTime() > due) return null;
  const from = Math.max(now.getTime(), parseIsoDate(booking.startDate)?.getTime() ?? now.getTime());
  return Math.max(1, Math.ceil((due - from) / DAY_MS));
}

/**
 * Spec §4's remaining-time badge: only on a with_renter booking that has a receivedDate; 'Overdue' (destructive)
 * once now is past the end date, else '{n} day(s) remaining' of the booked period (bookedDaysLeft).
 */
export function remainingTimeBadge(
  booking: { status: string; receivedDate: string | null; startDate: string; endDate: string },
  now: Date,
  t: BookingsT,
): { label: string; overdue: boolean } | null {
  if (booking.status !== 'with_renter' || !booking.receivedDate) return null;
  const days = bookedDaysLeft(booking, now);
  if (days === null) return { label: t('remaining.overdue'), overdue: true };
  return { label: t('remaining.days', { count: days }), overdue: false };
}

/**
 * Marking an item received before its start date is an early pickup, which the renter confirms first. The start
 * date is compared with the renter's own calendar day: that is the day they see on the card.
 */
export function isEarlyPickup(startDate: string, now: Date): boolean {
  return localIsoDate(now) < startDate;
}

/** The words of the Confirm Item Receipt dialog (its period sentence is a `<Trans>` with bold dates: `start`, `end`). */
export interface ReceiptPrompt {
  early: boolean;
  /** Spec §2's 'Confirm Item Receipt' either way: the dialog is the same, only its question and answers differ. */
  title: string;
  /** Asked first when the pickup is early: 'Your rental starts Nov 30. Picked it up early?'. */
  question: string | null;
  /** The booked dates, 'MMM d, yyyy'. */
  start: string;
  end: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The success toast's description: the spec's 'The rental period has started.', or when it will. */
  successDescription: string;
}

/**
 * Spec §2 Confirm Item Receipt, and issue 27 §3: marking an item received before the start date asks first
 * whether it was picked up early, and says the booked period stays as it is (the remaining days and any late fee
 * count from the booked dates, not from the pickup).
 */
export function receiptPrompt(
  booking: { startDate: string; endDate: string },
  now: Date,
  t: BookingsT,
  f: Formatters,
): ReceiptPrompt {
  const dates = {
    start: formatBookingDate(booking.startDate, f),
    end: formatBookingDate(booking.endDate, f),
  };
  if (!isEarlyPickup(booking.startDate, now))
    return {
      early: false,
      title: t('receipt.title'),
      question: null,
      ...dates,
      confirmLabel: t('receipt.confirm'),
      cancelLabel: t('common.cancel'),
      successDescription: t('receipt.successDescription'),
    };
  const start = formatShortDate(booking.startDate, now, f);
  return {
    early: true,
    title: t('receipt.title'),
    question: t('receipt.early.question', { date: start }),
    ...dates,
    confirmLabel: t('receipt.early.confirm'),
    cancelLabel: t('receipt.early.cancel'),
    successDescription: t('receipt.early.successDescription', { date: start }),
  };
}

/**
 * Splits bookings into the groups of a screen (My Rentals tabs, the account page's sub-tabs), keeping their order
 * (newest first, as the API sends them). A status no group knows goes to `fallback`, so a booking in a state this
 * build has never heard of is still shown (with its raw status) rather than lost.
 */
export function groupBookings<B extends { status: string }, G extends string>(
  bookings: readonly B[],
  groups: Record<G, readonly string[]>,
  fallback: NoInfer<G>,
): Record<G, B[]> {
  const names = Object.keys(groups) as G[];
  const result = Object.fromEntries(names.map((name) => [name, [] as B[]])) as Record<G, B[]>;
  for (const booking of bookings) {
    const group = names.find((name) => groups[name].includes(booking.status)) ?? fallback;
    result[group].push(booking);
  }
  return result;
}

export type RenterAction = 'received' | 'returned' | 'cancel' | 'respondToClaim' | 'review';

/**
 * The buttons a renter's card shows. `allowedActions` (the server's answer for this viewer, now) decides; the
 * hand-over buttons (Mark as Received, Return Item) are also hidden outside the Active tab (spec §4), while
 * cancelling, answering a damage claim and reviewing stay wherever the server allows them.
 */
export function renterActions(allowedActions: readonly string[], tab: string): Set<RenterAction> {
  const shown = new Set<RenterAction>();
  const allowed = new Set(allowedActions);
  if (tab === 'active' && allowed.has('received')) shown.add('received');
  if (tab === 'active' && allowed.has('returned')) shown.add('returned');
  if (allowed.has('cancel')) shown.add('cancel');
  if (allowed.has('respondToClaim')) shown.add('respondToClaim');
  if (allowed.has('review')) shown.add('review');
  return shown;
}

/** Spec §2: the item's title, or the screen's fallback once the listing was deleted. */
export function bookingItemTitle(item: { title: string } | null | undefined, fallback: string): string {
  return item?.title.trim() || fallback;
}

/** The other party's name: full name, else username. */
export function partyName(party: { fullName?: string | null; username: string }): string {
  return party.fullName?.trim() || party.username;
}

/** The avatar fallback: the name's first letter, upper-cased. */
export function nameInitial(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

/** What a damage claim's state means for the renter, in one sentence. */
export function damageClaimSummary(
  claim: { status: string; amount: number; ownerAmount: number | null; respondBy: string },
  currency: string,
  t: BookingsT,
  f: Formatters,
): string {
  const amount = bookingMoney(claim.amount, currency, f);
  switch (claim.status) {
    case 'open':
      return t('claimSummary.open', { amount, deadline: formatBookingMoment(claim.respondBy, f) });
    case 'disputed':
    case 'accepted':
    case 'auto_accepted':
      return t(`claimSummary.${claim.status}`, { amount });
    case 'admin_decided':
      return t('claimSummary.admin_decided', {
        amount,
        ownerAmount: bookingMoney(claim.ownerAmount ?? 0, currency, f),
      });
    default:
      return t('claimSummary.other', { amount, status: claim.status });
  }
}

/**
 * What cancelling now gives back, as the server computed it (`cancellationRefund`); null when the booking cannot
 * be cancelled. Before approval the money was only held on the card, so it is released rather than refunded.
 */
export function cancellationRefundText(
  booking: {
    cancellationRefund: number | null;
    paymentStatus: string;
    currency: string;
  },
  t: BookingsT,
  f: Formatters,
): string | null {
  const refund = booking.cancellationRefund;
  if (refund === null) return null;
  const amount = bookingMoney(refund, booking.currency, f);
  if (booking.paymentStatus === 'authorized') return t('refundIfCancelled.released', { amount });
  return refund > 0 ? t('refundIfCancelled.refunded', { amount }) : t('refundIfCancelled.nothing');
}

/**
 * The toast after a cancellation, from the booking as it was and as the server answered: before approval the hold
 * on the card is released; after it, what was refunded.
 */
export function cancelledNotice(
  before: { paymentStatus: string },
  after: { refundedAmount: number; currency: string },
  t: BookingsT,
  f: Formatters,
): { title: string; description: string } {
  const title = t('cancelledToast.title');
  if (before.paymentStatus === 'authorized' || before.paymentStatus === 'unpaid')
    return { title, description: t('cancelledToast.released') };
  return {
    title,
    description:
      after.refundedAmount > 0
        ? t('cancelledToast.refunded', { amount: bookingMoney(after.refundedAmount, after.currency, f) })
        : t('cancelledToast.nothing'),
  };
}

/** The cancellation policy's lines (the contract's CANCELLATION_POLICY_LINES, in the language on screen). */
export function cancellationPolicyLines(t: BookingsT): string[] {
  return [
    t('policy.beforeApproval'),
    t('policy.early', { hours: String(FULL_REFUND_NOTICE_HOURS) }),
    t('policy.late'),
    t('policy.byOwner'),
    t('policy.protection'),
  ];
}
