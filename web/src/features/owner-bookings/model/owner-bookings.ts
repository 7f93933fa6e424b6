import {
  BOOKING_NOTES_MAX,
  BookingMessages,
  bookingStatusLabel,
  DAMAGE_RESPONSE_HOURS,
  deliveryMethodLabel,
  formatMoney,
  isCurrencyCode,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
} from '@koalarent/core/contracts';
import { format, isValid, parseISO } from 'date-fns';

/**
 * The owner's side of the account page (issue 8 §6): which section a booking sits in, what its card says and
 * which buttons it offers. Pure functions over the GraphQL answer's plain fields, so they are tested without a DOM.
 */

/** The Requests tab's sections, in the order the owner works through a rental. */
export const OWNER_SECTIONS = ['requests', 'handover', 'withRenter', 'returns', 'claims', 'past'] as const;
export type OwnerSection = (typeof OWNER_SECTIONS)[number];

export const OWNER_SECTION_LABELS: Record<OwnerSection, string> = {
  requests: 'New requests',
  handover: 'Hand-over',
  withRenter: 'With renters',
  returns: 'Condition check',
  claims: 'Damage claims',
  past: 'Past',
};

/** What each section holds, said when it is empty. */
export const OWNER_SECTION_EMPTY: Record<OwnerSection, { title: string; description: string }> = {
  requests: {
    title: 'No requests waiting',
    description: 'New rental requests for your items appear here for you to approve or reject.',
  },
  handover: {
    title: 'Nothing to hand over',
    description: 'Approved rentals appear here until the renter confirms they have the item.',
  },
  withRenter: {
    title: 'No items out with renters',
    description: 'Rentals in progress appear here, with a late fee once a return is overdue.',
  },
  returns: {
    title: 'No returns to check',
    description: 'Returned items appear here for you to confirm their condition or report damage.',
  },
  claims: {
    title: 'No open damage claims',
    description: 'Damage you report stays here until the renter accepts it or an admin decides.',
  },
  past: {
    title: 'No past rentals',
    description: 'Completed, cancelled and rejected rentals appear here.',
  },
};

export interface SectionedBooking {
  status: string;
  damageClaim?: { status: string } | null;
  startDate: string;
  endDate: string;
  createdAt: string;
  expiresAt?: string | null;
  returnedAt?: string | null;
  completedAt?: string | null;
  cancelledAt?: string | null;
}

/** The section a booking belongs in; an unknown status goes to Past so nothing the server sends is hidden. */
export function ownerSectionOf(booking: Pick<SectionedBooking, 'status' | 'damageClaim'>): OwnerSection {
  switch (booking.status) {
    case 'pending_approval':
      return 'requests';
    case 'approved':
    case 'awaiting_pickup':
    case 'in_transit':
      return 'handover';
    case 'with_renter':
      return 'withRenter';
    case 'returned':
      // A reported claim keeps the booking returned until it is settled; the condition check is then over.
      return booking.damageClaim ? 'claims' : 'returns';
    default:
      return 'past';
  }
}

function time(value: string | null | undefined): number {
  if (!value) return Number.NaN;
  return parseISO(value).getTime();
}

/** Ascending by a timestamp; rows without one last. */
function byAscending<T>(key: (row: T) => number) {
  return (a: T, b: T) => {
    const [x, y] = [key(a), key(b)];
    if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : 1;
    if (Number.isNaN(y)) return -1;
    return x - y;
  };
}

/**
 * Sorts a section by what is most pressing: requests by the soonest expiry, hand-overs by the soonest start, items
 * out by the soonest due date, returns by the oldest return; past rentals newest first.
 */
const SECTION_ORDER: Record<OwnerSection, (a: SectionedBooking, b: SectionedBooking) => number> = {
  requests: byAscending((b) => time(b.expiresAt ?? b.createdAt)),
  handover: byAscending((b) => time(b.startDate)),
  withRenter: byAscending((b) => time(b.endDate)),
  returns: byAscending((b) => time(b.returnedAt)),
  claims: byAscending((b) => time(b.returnedAt)),
  past: byAscending((b) => -time(b.completedAt ?? b.cancelledAt ?? b.createdAt)),
};

export function groupOwnerBookings<T extends SectionedBooking>(
  bookings: readonly T[],
): Record<OwnerSection, T[]> {
  const groups = Object.fromEntries(OWNER_SECTIONS.map((s) => [s, [] as T[]])) as Record<OwnerSection, T[]>;
  for (const booking of bookings) groups[ownerSectionOf(booking)].push(booking);
  for (const section of OWNER_SECTIONS) groups[section].sort(SECTION_ORDER[section]);
  return groups;
}

/** The account tab's badge: requests waiting for the owner's answer. */
export function pendingRequestCount(bookings: readonly { status: string }[] | null | undefined): number {
  return (bookings ?? []).filter((b) => b.status === 'pending_approval').length;
}

/** The section the tab opens on: the first one that asks something of the owner, else Requests. */
export function initialSection(groups: Record<OwnerSection, readonly unknown[]>): OwnerSection {
  const waiting = (['requests', 'handover', 'returns', 'claims', 'withRenter'] as const).find(
    (section) => groups[section].length > 0,
  );
  return waiting ?? 'requests';
}

/** The actions the owner's screens offer, in the order their buttons appear. */
export const OWNER_ACTIONS = [
  'approve',
  'reject',
  'readyForPickup',
  'shipped',
  'confirmCondition',
  'reportDamage',
  'review',
  'cancel',
] as const;
export type OwnerAction = (typeof OWNER_ACTIONS)[number];

/**
 * The buttons a card shows: the server's `allowedActions` for this viewer, limited to the owner's. A request is
 * answered with Reject (which asks for a reason), so its Cancel is not offered beside it.
 */
export function ownerActions(booking: { status: string; allowedActions: readonly string[] }): OwnerAction[] {
  const allowed = new Set(booking.allowedActions);
  return OWNER_ACTIONS.filter(
    (action) => allowed.has(action) && !(action === 'cancel' && booking.status === 'pending_approval'),
  );
}

/** Spec §4 labels, from the owner's side: the renter's 'With You' is the owner's 'With Renter'. */
export function ownerStatusLabel(status: string): string {
  return status === 'with_renter' ? 'With Renter' : bookingStatusLabel(status);
}

const STATUS_PALETTE: Record<string, string> = {
  pending_approval: 'yellow',
  approved: 'blue',
  awaiting_pickup: 'cyan',
  in_transit: 'purple',
  with_renter: 'teal',
  returned: 'orange',
  completed: 'green',
  cancelled: 'gray',
  rejected: 'red',
};

export function statusPalette(status: string): string {
  return STATUS_PALETTE[status] ?? 'gray';
}

/** Spec §4 payment badges (unpaid, paid, refunded), plus authorised and partly refunded; unknown shown raw. */
export function paymentStatusLabel(status: string): string {
  return Object.hasOwn(PAYMENT_STATUS_LABELS, status)
    ? PAYMENT_STATUS_LABELS[status as PaymentStatus]
    : status;
}

const PAYMENT_PALETTE: Record<string, string> = {
  unpaid: 'gray',
  authorized: 'yellow',
  paid: 'green',
  partially_refunded: 'orange',
  refunded: 'blue',
};

export function paymentPalette(status: string): string {
  return PAYMENT_PALETTE[status] ?? 'gray';
}

/** An amount in the booking's currency, symbol and two decimals (spec §9); an unknown code is written out. */
export function money(amount: number, currency: string): string {
  return isCurrencyCode(currency) ? formatMoney(amount, currency) : `${amount.toFixed(2)} ${currency}`;
}

/** A 'yyyy-mm-dd' date (or a timestamp) as 'MMM d, yyyy' (spec §2); empty when it cannot be read. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM d, yyyy') : '';
}

/** A timestamp with its time of day ('MMM d, yyyy, h:mm a'), for deadlines counted in hours. */
export function formatMoment(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM d, yyyy, h:mm a') : '';
}

export function formatDateRange(startDate: string, endDate: string): string {
  return `${formatDay(startDate)} – ${formatDay(endDate)}`;
}

export function daysLabel(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** Spec §2: pickup reads Self Pickup, anything else Delivery — with the address when there is one. */
export function deliveryLabel(method: string, address: string | null | undefined): string {
  const label = deliveryMethodLabel(method);
  return method !== 'pickup' && address?.trim() ? `${label} to ${address.trim()}` : label;
}

/** The renter's name as the card shows it, and the avatar's letter. */
export function partyName(party: { fullName?: string | null; username: string }): string {
  return party.fullName?.trim() || party.username;
}

export function partyInitial(party: { fullName?: string | null; username: string }): string {
  return (party.username.trim() || partyName(party)).charAt(0).toUpperCase() || '?';
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The most a damage claim may ask (the worker's rule): the deposit, less the late fee already taken from it.
 */
export function maxDamageAmount(booking: { securityDeposit: number; lateFee: number }): number {
  const deposit = cents(booking.securityDeposit);
  return (deposit - Math.min(cents(booking.lateFee), deposit)) / 100;
}

/** What goes back to the renter at a condition check with no damage: the deposit less the late fee, if any. */
export function depositReleasedOnConfirm(booking: { securityDeposit: number; lateFee: number }): number {
  return maxDamageAmount(booking);
}

export const OwnerMessages = {
  reasonRequired: BookingMessages.reasonRequired,
  notesMax: BookingMessages.notesMax,
  damageAmount: BookingMessages.damageAmount,
  damageTooHigh: (max: string) => `The damage amount can be at most ${max} (the deposit, less any late fee).`,
  noDeposit: 'This booking has no deposit left to claim from.',
} as const;

/** A required reason (rejecting a request, reporting damage): trimmed, 1 to BOOKING_NOTES_MAX characters. */
export function reasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (!trimmed) return OwnerMessages.reasonRequired;
  if (trimmed.length > BOOKING_NOTES_MAX) return OwnerMessages.notesMax;
  return null;
}

/** Optional notes (hand-over, cancellation): at most BOOKING_NOTES_MAX characters; blank sends nothing. */
export function optionalNotes(
  notes: string,
): { ok: true; value: string | null } | { ok: false; error: string } {
  const trimmed = notes.trim();
  if (trimmed.length > BOOKING_NOTES_MAX) return { ok: false, error: OwnerMessages.notesMax };
  return { ok: true, value: trimmed === '' ? null : trimmed };
}

const AMOUNT = /^\d+(?:\.\d{1,2})?$/;

export type DamageCheck =
  | { ok: true; value: { amount: number; reason: string } }
  | { ok: false; errors: { amount?: string; reason?: string } };

/** The damage form: an amount above 0 with at most two decimals, up to `maxAmount`, and a reason. */
export function checkDamageReport(
  form: { amount: string; reason: string },
  maxAmount: number,
  currency: string,
): DamageCheck {
  const errors: { amount?: string; reason?: string } = {};
  const raw = form.amount.trim().replace(/^[^\d.-]+/, '');
  const amount = AMOUNT.test(raw) ? Number(raw) : Number.NaN;
  if (maxAmount <= 0) errors.amount = OwnerMessages.noDeposit;
  else if (!Number.isFinite(amount) || amount <= 0) errors.amount = OwnerMessages.damageAmount;
  else if (cents(amount) > cents(maxAmount))
    errors.amount = OwnerMessages.damageTooHigh(money(maxAmount, currency));
  const reasonError = reasonProblem(form.reason);
  if (reasonError) errors.reason = reasonError;
  if (errors.amount || errors.reason) return { ok: false, errors };
  return { ok: true, value: { amount, reason: form.reason.trim() } };
}

/** A damage claim's state as the owner reads it. */
export function claimStatusView(claim: {
  status: string;
  respondBy?: string | null;
  ownerAmount?: number | null;
}): { label: string; palette: string; detail: string } {
  switch (claim.status) {
    case 'open':
      return {
        label: 'Awaiting the renter',
        palette: 'yellow',
        detail: `The renter can accept or dispute it until ${formatMoment(claim.respondBy) || `${DAMAGE_RESPONSE_HOURS} hours after the report`}; unanswered, it is accepted automatically.`,
      };
    case 'disputed':
      return {
        label: 'Disputed',
        palette: 'red',
        detail: 'The renter disputed the claim. An admin will decide how much of it you keep.',
      };
    case 'accepted':
      return { label: 'Accepted', palette: 'green', detail: 'The renter accepted the claim.' };
    case 'auto_accepted':
      return {
        label: 'Accepted automatically',
        palette: 'green',
        detail: 'The renter did not answer in time, so the claim was accepted.',
      };
    case 'admin_decided':
      return { label: 'Decided by an admin', palette: 'blue', detail: 'An admin decided the dispute.' };
    default:
      return { label: claim.status, palette: 'gray', detail: '' };
  }
}

/** Earnings totals, largest first, each as a formatted amount. */
export function earningsTotals(
  totals: readonly { amount: number; currency: string }[],
): { currency: string; label: string }[] {
  return [...totals]
    .sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency))
    .map((total) => ({ currency: total.currency, label: money(total.amount, total.currency) }));
}
