import {
  bookingStatusLabel,
  formatMoney,
  isCurrencyCode,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  remainingTimeLabel,
} from '@koalarent/core/contracts';
import { format, isValid, parseISO } from 'date-fns';

/** A Chakra colour palette a badge is drawn in. */
export type BadgePalette =
  | 'gray'
  | 'orange'
  | 'yellow'
  | 'blue'
  | 'cyan'
  | 'teal'
  | 'green'
  | 'purple'
  | 'red';

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

/** Spec §4: a booking status as its label and colour; an unknown status is shown raw, in grey. */
export function bookingStatusView(status: string): BadgeView {
  // Own keys only: a status such as 'toString' must not find Object.prototype's function.
  const palette = Object.hasOwn(STATUS_PALETTES, status) ? STATUS_PALETTES[status] : undefined;
  return { label: bookingStatusLabel(status), palette: palette ?? 'gray' };
}

const PAYMENT_PALETTES: Record<PaymentStatus, BadgePalette> = {
  unpaid: 'yellow',
  authorized: 'blue',
  paid: 'green',
  partially_refunded: 'orange',
  refunded: 'purple',
};

/** Spec §4: payment status styled by colour (unpaid, paid, refunded; authorized and partly refunded are ours). */
export function paymentStatusView(status: string): BadgeView {
  if (!Object.hasOwn(PAYMENT_PALETTES, status)) return { label: status, palette: 'gray' };
  const known = status as PaymentStatus;
  return { label: PAYMENT_STATUS_LABELS[known], palette: PAYMENT_PALETTES[known] };
}

/**
 * An amount in the booking's own currency: symbol and two decimals (spec §2/§9: '$x.xx' for USD). A currency the
 * app does not know is shown as USD, as the item card does.
 */
export function bookingMoney(amount: number, currency: string): string {
  return formatMoney(amount, isCurrencyCode(currency) ? currency : 'USD');
}

function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  // A 'yyyy-mm-dd' calendar date parses as the viewer's local midnight, so it shows as the same day everywhere.
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** Spec §2: 'MMM d, yyyy'; the text as sent when it is not a date. */
export function formatBookingDate(value: string | null | undefined): string {
  const date = parseDate(value);
  return date ? format(date, 'MMM d, yyyy') : (value ?? '');
}

/** A moment with its time of day, e.g. a claim's answer deadline: 'MMM d, yyyy h:mm a'. */
export function formatBookingMoment(value: string | null | undefined): string {
  const date = parseDate(value);
  return date ? format(date, 'MMM d, yyyy h:mm a') : (value ?? '');
}

/** The rental period, both dates inclusive: 'Jan 5, 2027 – Jan 8, 2027'. */
export function formatDateRange(startDate: string, endDate: string): string {
  return `${formatBookingDate(startDate)} – ${formatBookingDate(endDate)}`;
}

/** Spec §2 My Rentals: the duration in days, both ends counted. */
export function durationLabel(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * Spec §4's remaining-time badge: only on a with_renter booking that has a receivedDate; 'Overdue' (destructive)
 * once now is past the end date, else '{n} day(s) remaining'.
 */
export function remainingTimeBadge(
  booking: { status: string; receivedDate: string | null; endDate: string },
  now: Date,
): { label: string; overdue: boolean } | null {
  if (booking.status !== 'with_renter' || !booking.receivedDate) return null;
  const label = remainingTimeLabel(booking.endDate, now);
  return { label, overdue: label === 'Overdue' };
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
): string {
  const amount = bookingMoney(claim.amount, currency);
  switch (claim.status) {
    case 'open':
      return `The owner claims ${amount} from your deposit. Accept or dispute it by ${formatBookingMoment(claim.respondBy)}; an unanswered claim is accepted automatically.`;
    case 'disputed':
      return `You disputed the owner's claim of ${amount}. An admin will decide.`;
    case 'accepted':
      return `You accepted the owner's claim: ${amount} was taken from your deposit and the rest released.`;
    case 'auto_accepted':
      return `The claim of ${amount} was accepted automatically after the answer deadline passed.`;
    case 'admin_decided':
      return `An admin decided the claim: the owner keeps ${bookingMoney(claim.ownerAmount ?? 0, currency)} of the ${amount} claimed.`;
    default:
      return `Damage claim of ${amount}: ${claim.status}.`;
  }
}

/**
 * What cancelling now gives back, as the server computed it (`cancellationRefund`); null when the booking cannot
 * be cancelled. Before approval the money was only held on the card, so it is released rather than refunded.
 */
export function cancellationRefundText(booking: {
  cancellationRefund: number | null;
  paymentStatus: string;
  currency: string;
}): string | null {
  const refund = booking.cancellationRefund;
  if (refund === null) return null;
  const amount = bookingMoney(refund, booking.currency);
  if (booking.paymentStatus === 'authorized')
    return `If you cancel now, the ${amount} held on your card will be released.`;
  return refund > 0
    ? `If you cancel now, ${amount} will be refunded to you.`
    : 'If you cancel now, nothing will be refunded.';
}

/**
 * The toast after a cancellation, from the booking as it was and as the server answered: before approval the hold
 * on the card is released; after it, what was refunded.
 */
export function cancelledNotice(
  before: { paymentStatus: string },
  after: { refundedAmount: number; currency: string },
): { title: string; description: string } {
  if (before.paymentStatus === 'authorized' || before.paymentStatus === 'unpaid')
    return { title: 'Booking cancelled', description: 'The hold on your card has been released.' };
  return {
    title: 'Booking cancelled',
    description:
      after.refundedAmount > 0
        ? `${bookingMoney(after.refundedAmount, after.currency)} will be refunded to you.`
        : 'Nothing was refunded under the cancellation policy.',
  };
}
