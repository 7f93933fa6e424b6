import { DEFAULT_ITEM_LOCATION_TEXT, REQUEST_EXPIRY_HOURS, rentalDueAt } from '@koalarent/core/contracts';
import type { TFunction } from 'i18next';
import type { Formatters } from '../../../shared/i18n/format';
import { formatShortDate, formatShortMoment, partyName } from './booking-view';

/** The 'progress' namespace's `t` (the component passes `useTranslation('progress').t`, tests the English one). */
export type ProgressT = TFunction<'progress'>;

/** Whose card the timeline is on: the sentence says what this side does or waits for. */
export type ProgressViewer = 'renter' | 'owner';

interface Party {
  username: string;
  fullName?: string | null;
}

/**
 * What the timeline reads of a booking: a structural type that the renter's and the owner's booking fragments
 * both satisfy. The renter's side knows the owner, the owner's side the renter; fields a fragment does not ask
 * for (approvedAt, expiresAt, the item's location) are optional, and the timeline words around their absence.
 */
export interface ProgressBooking {
  status: string;
  createdAt: string;
  approvedAt?: string | null;
  /** When an unanswered request expires; without it the contract's rule (createdAt + 48 h) gives it. */
  expiresAt?: string | null;
  startDate: string;
  endDate: string;
  receivedDate: string | null;
  returnedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  /** renter | owner | system (an unanswered request that expired). */
  cancelledBy: string | null;
  deliveryMethod: string;
  allowedActions: readonly string[];
  reviewDeadline: string | null;
  damageClaim: { status: string; respondBy: string } | null;
  owner?: Party;
  renter?: Party;
  /** The listing (null once deleted); where a pickup happens, once the fragments carry its location. */
  item?: { id: number; location?: string | null } | null;
}

type StepKey =
  | 'requested'
  | 'approved'
  | 'readyForPickup'
  | 'shipped'
  | 'withRenter'
  | 'returned'
  | 'conditionConfirmed'
  | 'rejected'
  | 'expired'
  | 'cancelled';

/** done: behind the booking; current: where it stands now; upcoming: still ahead. */
type StepState = 'done' | 'current' | 'upcoming';

export interface ProgressStep {
  key: StepKey;
  state: StepState;
  /** When it happened (a timestamp), or for a step ahead the day it is planned for; null when unknown. */
  date: string | null;
  /** 'from' / 'by' when `date` is a plan (the hand-over from the start date, the return by the end date). */
  plan: 'from' | 'by' | null;
}

/** Where each status of the happy path stands in it; a later status implies every earlier step was passed. */
const PATH_INDEX: Record<string, number> = {
  pending_approval: 0,
  approved: 1,
  awaiting_pickup: 2,
  in_transit: 2,
  with_renter: 3,
  returned: 4,
  completed: 5,
};

/**
 * The hand-over step: what the status says once the owner marked it, else what the delivery method plans (an
 * owner may also ship a pickup booking, or the renter mark it received straight from approved).
 */
function handOverKey(booking: ProgressBooking): 'readyForPickup' | 'shipped' {
  if (booking.status === 'awaiting_pickup') return 'readyForPickup';
  if (booking.status === 'in_transit') return 'shipped';
  return booking.deliveryMethod === 'delivery' ? 'shipped' : 'readyForPickup';
}

/** `current` null: a status this build does not know, where only the request is certain (done, not current). */
function stateAt(index: number, current: number | null): StepState {
  if (current === null) return index === 0 ? 'done' : 'upcoming';
  if (index < current) return 'done';
  return index === current ? 'current' : 'upcoming';
}

/**
 * The booking's short timeline: requested → approved → ready for pickup / shipped → with the renter → returned →
 * condition confirmed, each done, current or upcoming with its date where known. A rejected, expired or cancelled
 * booking ends at that step: the steps it passed, then the end. The hand-over has no timestamp of its own, so it
 * shows the start date it is planned from until it is passed.
 */
export function progressSteps(booking: ProgressBooking): ProgressStep[] {
  const requested = { key: 'requested' as const, date: booking.createdAt, plan: null };
  if (booking.status === 'rejected' || booking.status === 'cancelled') {
    const end: StepKey =
      booking.status === 'rejected' ? 'rejected' : booking.cancelledBy === 'system' ? 'expired' : 'cancelled';
    const passed: ProgressStep[] = [{ ...requested, state: 'done' }];
    if (booking.approvedAt)
      passed.push({ key: 'approved', state: 'done', date: booking.approvedAt, plan: null });
    return [...passed, { key: end, state: 'current', date: booking.cancelledAt, plan: null }];
  }
  const current = Object.hasOwn(PATH_INDEX, booking.status) ? (PATH_INDEX[booking.status] ?? null) : null;
  const reached = (index: number) => current !== null && index <= current;
  const handedOver = reached(3);
  const path: Omit<ProgressStep, 'state'>[] = [
    requested,
    { key: 'approved', date: reached(1) ? (booking.approvedAt ?? null) : null, plan: null },
    handedOver
      ? { key: handOverKey(booking), date: null, plan: null }
      : { key: handOverKey(booking), date: booking.startDate, plan: 'from' },
    { key: 'withRenter', date: reached(3) ? booking.receivedDate : null, plan: null },
    reached(4)
      ? { key: 'returned', date: booking.returnedAt, plan: null }
      : { key: 'returned', date: booking.endDate, plan: 'by' },
    { key: 'conditionConfirmed', date: reached(5) ? booking.completedAt : null, plan: null },
  ];
  return path.map((step, index) => ({ ...step, state: stateAt(index, current) }));
}

/** The moment an unanswered request expires: the server's, else the contract's rule from its creation. */
export function requestDeadline(booking: Pick<ProgressBooking, 'createdAt' | 'expiresAt'>): Date {
  if (booking.expiresAt) return new Date(booking.expiresAt);
  return new Date(new Date(booking.createdAt).getTime() + REQUEST_EXPIRY_HOURS * 3600_000);
}

/** The other side's name as the sentence says it ('Olivia Chen'), or 'the owner' / 'the renter' when unknown. */
function otherParty(booking: ProgressBooking, viewer: ProgressViewer, t: ProgressT): string {
  const party = viewer === 'renter' ? booking.owner : booking.renter;
  if (party) return partyName(party);
  return viewer === 'renter' ? t('theOwner') : t('theRenter');
}

/** Where a pickup happens: the listing's location, unless it is the default placeholder; else the owner. */
function pickupPlace(booking: ProgressBooking, owner: string): string {
  const location = booking.item?.location?.trim();
  return location && location !== DEFAULT_ITEM_LOCATION_TEXT ? location : owner;
}

/**
 * The one sentence of what happens next, for the viewer's side ('Waiting for Olivia Chen to approve — Olivia Chen
 * has until Nov 29, 6:34 PM'; 'Approve or reject by …'; 'Return by Dec 2'), or null once nothing is left to do
 * (an ended booking, or a completed one already reviewed). Names, never pronouns: a name carries no gender.
 */
export function nextStepSentence(
  booking: ProgressBooking,
  viewer: ProgressViewer,
  now: Date,
  t: ProgressT,
  f: Formatters,
): string | null {
  const name = otherParty(booking, viewer, t);
  const day = (value: string) => formatShortDate(value, now, f);
  const claim = booking.damageClaim;
  switch (booking.status) {
    case 'pending_approval': {
      const deadline = requestDeadline(booking);
      // The expiry job may run a little late; the request cannot be approved any more either way.
      if (now.getTime() >= deadline.getTime()) return t(`next.${viewer}.expiring`, { name });
      const until = formatShortMoment(deadline.toISOString(), now, f);
      return t(`next.${viewer}.awaitApproval`, { name, deadline: until });
    }
    case 'approved':
    case 'awaiting_pickup':
      if (handOverKey(booking) === 'shipped')
        return t(`next.${viewer}.ship`, { name, date: day(booking.startDate) });
      return viewer === 'renter'
        ? t('next.renter.pickUp', { place: pickupPlace(booking, name), date: day(booking.startDate) })
        : t('next.owner.handOver', { name, date: day(booking.startDate) });
    case 'in_transit':
      return t(`next.${viewer}.inTransit`, { name });
    case 'with_renter':
      if (now.getTime() > rentalDueAt(booking.endDate).getTime())
        return t(`next.${viewer}.overdue`, { name, date: day(booking.endDate) });
      return t(`next.${viewer}.returnBy`, { name, date: day(booking.endDate) });
    case 'returned':
      if (claim?.status === 'open')
        return t(`next.${viewer}.claimOpen`, { name, deadline: formatShortMoment(claim.respondBy, now, f) });
      if (claim?.status === 'disputed') return t('next.claimDisputed');
      return t(`next.${viewer}.confirmCondition`, { name });
    case 'completed':
      if (booking.allowedActions.includes('review') && booking.reviewDeadline)
        return t('next.reviewBy', { name, date: day(booking.reviewDeadline) });
      return null;
    default:
      return null;
  }
}
