import {
  BOOKING_NOTES_MAX,
  BOOKING_STATUSES,
  type BookingStatus,
  DAMAGE_RESPONSE_HOURS,
  isCurrencyCode,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@koalarent/core/contracts';
import { parseISO } from 'date-fns';
import type { TFunction } from 'i18next';
import type { Formatters } from '../../../shared/i18n/format';
import { bookedDaysLeft } from '../../bookings/model/booking-view';

/**
 * The owner's side of the account page (issue 8 §6): which section a booking sits in, what its card says and
 * which buttons it offers. Pure functions over the GraphQL answer's plain fields, so they are tested without a DOM.
 */

/** The Requests tab's sections, in the order the owner works through a rental. */
/** The 'ownerBookings' namespace's `t` (components pass `useTranslation('ownerBookings').t`, tests the English one). */
export type OwnerT = TFunction<'ownerBookings'>;

/**
 * The Requests tab's sections, in the order the owner works through a rental. Their names are the strings
 * `sections.<section>`, and what each holds when empty `empty.<section>.title|description`.
 */
export const OWNER_SECTIONS = ['requests', 'handover', 'withRenter', 'returns', 'claims', 'past'] as const;
export type OwnerSection = (typeof OWNER_SECTIONS)[number];

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
const OWNER_ACTIONS = [
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
export function ownerStatusLabel(status: string, t: OwnerT): string {
  return (BOOKING_STATUSES as readonly string[]).includes(status)
    ? t(`status.${status as BookingStatus}`)
    : status;
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
export function paymentStatusLabel(status: string, t: OwnerT): string {
  return (PAYMENT_STATUSES as readonly string[]).includes(status)
    ? t(`payment.${status as PaymentStatus}`)
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

/**
 * An amount in the booking's currency, symbol and two decimals (spec §9) in the language's digits; an unknown
 * code is written out after the amount.
 */
export function money(amount: number, currency: string, f: Formatters): string {
  return isCurrencyCode(currency)
    ? f.money(amount, currency)
    : `${f.number(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A 'yyyy-mm-dd' date (read in UTC, where it was written, so no zone shifts it) or a timestamp (in the viewer's
 * zone) as 'MMM d, yyyy' in English (spec §2), the language's own order elsewhere; empty when it cannot be read.
 */
export function formatDay(value: string | null | undefined, f: Formatters): string {
  if (!value) return '';
  return CALENDAR_DATE.test(value) ? f.date(value, 'UTC') : f.date(value);
}

/** A timestamp with its time of day ('Nov 25, 2026, 12:00 PM'), for deadlines counted in hours. */
export function formatMoment(value: string | null | undefined, f: Formatters): string {
  if (!value) return '';
  return f.dateTime(value);
}

export function formatDateRange(startDate: string, endDate: string, t: OwnerT, f: Formatters): string {
  return t('dateRange', { start: formatDay(startDate, f), end: formatDay(endDate, f) });
}

export function daysLabel(days: number, t: OwnerT): string {
  return t('days', { count: days });
}

/** Spec §2: pickup reads Self Pickup, anything else Delivery — with the address when there is one. */
export function deliveryLabel(method: string, address: string | null | undefined, t: OwnerT): string {
  if (method === 'pickup') return t('delivery.pickup');
  return address?.trim() ? t('delivery.deliveryTo', { address: address.trim() }) : t('delivery.delivery');
}

/**
 * Spec §4's remaining-time badge on an item out with a renter: '{n} day(s) remaining', rounded up, or 'Overdue'
 * once the end date has passed (the contract's remainingTimeLabel, in the language on screen).
 */
export function remainingLabel(
  booking: { startDate: string; endDate: string },
  now: Date,
  t: OwnerT,
): string {
  // The booked period, as the renter's badge counts it: an early pickup adds no days.
  const left = bookedDaysLeft(booking, now);
  return left === null ? t('remaining.overdue') : t('remaining.days', { count: left });
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

/** The notes limit as the server words it (BookingMessages.notesMax), in the language on screen. */
function notesMaxMessage(t: OwnerT): string {
  return t('validation.notesMax', { max: String(BOOKING_NOTES_MAX) });
}

/** A required reason (rejecting a request, reporting damage): trimmed, 1 to BOOKING_NOTES_MAX characters. */
export function reasonProblem(reason: string, t: OwnerT): string | null {
  const trimmed = reason.trim();
  if (!trimmed) return t('validation.reasonRequired');
  if (trimmed.length > BOOKING_NOTES_MAX) return notesMaxMessage(t);
  return null;
}

/** Optional notes (hand-over, cancellation): at most BOOKING_NOTES_MAX characters; blank sends nothing. */
export function optionalNotes(
  notes: string,
  t: OwnerT,
): { ok: true; value: string | null } | { ok: false; error: string } {
  const trimmed = notes.trim();
  if (trimmed.length > BOOKING_NOTES_MAX) return { ok: false, error: notesMaxMessage(t) };
  return { ok: true, value: trimmed === '' ? null : trimmed };
}

const AMOUNT = /^\d+(?:\.\d{1,2})?$/;
/** '40,25' as half of Europe types it: a comma before the cents reads as the decimal point. */
const COMMA_DECIMAL = /^(\d+),(\d{1,2})$/;

export type DamageCheck =
  | { ok: true; value: { amount: number; reason: string } }
  | { ok: false; errors: { amount?: string; reason?: string } };

/** The damage form: an amount above 0 with at most two decimals, up to `maxAmount`, and a reason. */
export function checkDamageReport(
  form: { amount: string; reason: string },
  maxAmount: number,
  currency: string,
  t: OwnerT,
  f: Formatters,
): DamageCheck {
  const errors: { amount?: string; reason?: string } = {};
  const raw = form.amount
    .trim()
    .replace(/^[^\d.,-]+/, '')
    .replace(COMMA_DECIMAL, '$1.$2');
  const amount = AMOUNT.test(raw) ? Number(raw) : Number.NaN;
  if (maxAmount <= 0) errors.amount = t('validation.noDeposit');
  else if (!Number.isFinite(amount) || amount <= 0) errors.amount = t('validation.damageAmount');
  else if (cents(amount) > cents(maxAmount))
    errors.amount = t('validation.damageTooHigh', { max: money(maxAmount, currency, f) });
  const reasonError = reasonProblem(form.reason, t);
  if (reasonError) errors.reason = reasonError;
  if (errors.amount || errors.reason) return { ok: false, errors };
  return { ok: true, value: { amount, reason: form.reason.trim() } };
}

/** A damage claim's state as the owner reads it. */
export function claimStatusView(
  claim: {
    status: string;
    respondBy?: string | null;
    ownerAmount?: number | null;
  },
  t: OwnerT,
  f: Formatters,
): { label: string; palette: string; detail: string } {
  switch (claim.status) {
    case 'open':
      return {
        label: t('claimStatus.open'),
        palette: 'yellow',
        detail: t('claimStatus.openDetail', {
          deadline:
            formatMoment(claim.respondBy, f) ||
            t('claimStatus.openDeadlineUnknown', { hours: String(DAMAGE_RESPONSE_HOURS) }),
        }),
      };
    case 'disputed':
      return { label: t('claimStatus.disputed'), palette: 'red', detail: t('claimStatus.disputedDetail') };
    case 'accepted':
      return { label: t('claimStatus.accepted'), palette: 'green', detail: t('claimStatus.acceptedDetail') };
    case 'auto_accepted':
      return {
        label: t('claimStatus.auto_accepted'),
        palette: 'green',
        detail: t('claimStatus.auto_acceptedDetail'),
      };
    case 'admin_decided':
      return {
        label: t('claimStatus.admin_decided'),
        palette: 'blue',
        detail: t('claimStatus.admin_decidedDetail'),
      };
    default:
      return { label: claim.status, palette: 'gray', detail: '' };
  }
}

/** Earnings totals, largest first, each as a formatted amount. */
export function earningsTotals(
  totals: readonly { amount: number; currency: string }[],
  f: Formatters,
): { currency: string; label: string }[] {
  return [...totals]
    .sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency))
    .map((total) => ({ currency: total.currency, label: money(total.amount, total.currency, f) }));
}
