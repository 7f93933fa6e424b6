import type { BookingStatus } from '@koalarent/core';

/**
 * The booking state machine, once (issue 22 §1): which party may take which action from which status, and where
 * it leads. The worker's commands and timers refuse through `checkTransition`, the screens' buttons
 * (`allowedActions`) offer what it allows, the gateway refuses the wrong party early from `partiesOf`, and the
 * property test's model reads the same table. Pure and browser-safe: no database, no Node.
 *
 * Rules that depend on more than the status (a damage claim being open, the review window, a deposit left to
 * claim from) stay beside the command that applies them; this table is the necessary condition for all of them.
 */

/** Who acts: the booking's two sides, an admin (disputes), or the platform's own timers. */
export type BookingParty = 'renter' | 'owner' | 'admin' | 'system';

export interface BookingTransition {
  readonly from: readonly BookingStatus[];
  readonly by: readonly BookingParty[];
  /** Where it leads; several when the outcome depends on the input (a claim accepted or disputed). */
  readonly to: readonly [BookingStatus, ...BookingStatus[]];
}

/** Before approval, and while the item has not left the owner: either side may still call it off. */
const CANCELLABLE = [
  'pending_approval',
  'approved',
  'awaiting_pickup',
] as const satisfies readonly BookingStatus[];

export const BOOKING_TRANSITIONS = {
  approve: { from: ['pending_approval'], by: ['owner'], to: ['approved'] },
  reject: { from: ['pending_approval'], by: ['owner'], to: ['rejected'] },
  cancel: { from: CANCELLABLE, by: ['renter', 'owner'], to: ['cancelled'] },
  readyForPickup: { from: ['approved'], by: ['owner'], to: ['awaiting_pickup'] },
  // From approved only (ARCHITECTURE §4): once marked ready for pickup, the renter is told to come and collect it.
  shipped: { from: ['approved'], by: ['owner'], to: ['in_transit'] },
  // A renter may collect before the owner marked it ready: the hand-over is what counts.
  received: { from: ['approved', 'awaiting_pickup', 'in_transit'], by: ['renter'], to: ['with_renter'] },
  returned: { from: ['with_renter'], by: ['renter'], to: ['returned'] },
  confirmCondition: { from: ['returned'], by: ['owner'], to: ['completed'] },
  reportDamage: { from: ['returned'], by: ['owner'], to: ['returned'] },
  // Accepting settles the claim (completed); disputing leaves it returned until an admin decides.
  respondToClaim: { from: ['returned'], by: ['renter'], to: ['completed', 'returned'] },
  resolveClaim: { from: ['returned'], by: ['admin'], to: ['completed'] },
  // Issue 26 §2: an admin decides the part of a claim above the deposit on a protected booking, whether or not the
  // deposit's part is settled yet; the status stays where it is.
  decideProtection: { from: ['returned', 'completed'], by: ['admin'], to: ['returned', 'completed'] },
  review: { from: ['completed'], by: ['renter', 'owner'], to: ['completed'] },
  // Instant book (issue 23 §5): the platform approves a trusted renter's request on the owner's standing rule, in
  // the request's own transaction (commands/request-booking.ts, booking/instant-book.ts).
  instantApprove: { from: ['pending_approval'], by: ['system'], to: ['approved'] },
  // The timers (jobs/*.job.ts): each acts only while the booking is still where the timer was set.
  expireRequest: { from: ['pending_approval'], by: ['system'], to: ['cancelled'] },
  markOverdue: { from: ['with_renter'], by: ['system'], to: ['with_renter'] },
  autoComplete: { from: ['returned'], by: ['system'], to: ['completed'] },
  autoAcceptClaim: { from: ['returned'], by: ['system'], to: ['completed'] },
} as const satisfies Record<string, BookingTransition>;

export type BookingTransitionName = keyof typeof BOOKING_TRANSITIONS;

/** The actions a member or an admin asks for (the GraphQL mutations and REST routes), in the screens' order. */
export const BOOKING_ACTIONS = [
  'approve',
  'reject',
  'cancel',
  'readyForPickup',
  'shipped',
  'received',
  'returned',
  'confirmCondition',
  'reportDamage',
  'respondToClaim',
  'review',
  'resolveClaim',
  'decideProtection',
] as const satisfies readonly BookingTransitionName[];
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** What the platform does on its own, by the name of the timer's job (and instant book's approval). */
export type BookingTimer = Exclude<BookingTransitionName, BookingAction>;

export type TransitionCheck =
  | { readonly ok: true; readonly to: readonly BookingStatus[] }
  /** `forbidden`: this party never takes it (403); `invalid_transition`: not from this status (409). */
  | { readonly ok: false; readonly refusal: 'forbidden' | 'invalid_transition' };

/** The party is judged first, as the gateway does before it looks at the state: a wrong party learns no state. */
export function checkTransition(
  action: BookingTransitionName,
  status: BookingStatus,
  party: BookingParty,
): TransitionCheck {
  const transition: BookingTransition = BOOKING_TRANSITIONS[action];
  if (!transition.by.includes(party)) return { ok: false, refusal: 'forbidden' };
  if (!transition.from.includes(status)) return { ok: false, refusal: 'invalid_transition' };
  return { ok: true, to: transition.to };
}

export function mayTake(action: BookingTransitionName, status: BookingStatus, party: BookingParty): boolean {
  return checkTransition(action, status, party).ok;
}

/** Who may ask for an action at all. */
export function partiesOf(action: BookingTransitionName): readonly BookingParty[] {
  return BOOKING_TRANSITIONS[action].by;
}

/**
 * Why this party may not ask for the action at all (the 403's message), or null when it may: the gateway says it
 * before anything is queued and the worker again against the locked row. `isAdmin`: the asker's account role — an
 * admin who rents or owns the booking is its renter or owner here, so never the judge of its own dispute.
 */
export function partyRefusal(
  action: BookingAction,
  party: BookingParty | null,
  isAdmin: boolean,
): string | null {
  return party !== null && partiesOf(action).includes(party) ? null : refusalMessage(action, isAdmin);
}

/** The 403's message for a party the table does not name for this action. */
export function refusalMessage(action: BookingAction, isAdmin: boolean): string {
  if (action === 'resolveClaim')
    return isAdmin
      ? 'You rent or own this booking: another admin decides its dispute.'
      : 'Only an admin can decide a dispute.';
  if (action === 'decideProtection')
    return isAdmin
      ? 'You rent or own this booking: another admin decides its protection claim.'
      : 'Only an admin can decide a protection claim.';
  return `Only the ${partiesOf(action)
    .filter((p) => p !== 'system')
    .join(' or ')} can do that.`;
}

/** The statuses an action starts from, e.g. for a timer's sweep query. */
export function statusesFrom(action: BookingTransitionName): readonly BookingStatus[] {
  return BOOKING_TRANSITIONS[action].from;
}
