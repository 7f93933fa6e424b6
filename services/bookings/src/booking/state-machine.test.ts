import { BOOKING_STATUSES, type BookingStatus, DomainError, ErrorCode } from '@koalarent/core';
import { describe, expect, it } from 'vitest';
import { bookingRecord, claimRecord, NOW } from '../../test/booking-records.js';
import { requireTransition } from '../commands/shared.js';
import type { Booking } from '../entities/booking.entity.js';
import { allowedActions, type ViewerRole } from '../queries/actions.js';
import type { ClaimRecord } from '../queries/records.js';
import {
  BOOKING_ACTIONS,
  BOOKING_TRANSITIONS,
  type BookingAction,
  type BookingParty,
  checkTransition,
  partyRefusal,
} from './state-machine.js';

const PARTIES: readonly BookingParty[] = ['renter', 'owner', 'admin', 'system'];
const DAY = 86_400_000;

/** What the worker answers for (status, action, party): the error code it throws, or 'ok'. */
function workerAnswer(status: BookingStatus, action: BookingAction, party: BookingParty): string {
  try {
    requireTransition({ status } as Booking, party, action);
    return 'ok';
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

const VIEWERS: Record<ViewerRole, { id: number; role: 'user' | 'admin' }> = {
  renter: { id: 3, role: 'user' },
  owner: { id: 2, role: 'user' },
  admin: { id: 99, role: 'admin' },
};

/**
 * Every situation a booking in `status` can be in beyond its status (no claim, an open or a disputed claim; just
 * returned or completed, so every window is open; no review written yet), so the union of the offered actions over
 * them is everything the rules beside the table can allow.
 */
function offeredInAnySituation(status: BookingStatus, role: ViewerRole): Set<BookingAction> {
  const booking = bookingRecord({
    status,
    returnedAt: new Date(NOW.getTime() - DAY),
    completedAt: new Date(NOW.getTime() - DAY),
  });
  const claims: (ClaimRecord | null)[] = [
    null,
    claimRecord('open'),
    claimRecord('disputed'),
    claimRecord('accepted', 'pending'),
  ];
  return new Set(claims.flatMap((claim) => allowedActions(booking, VIEWERS[role], claim, null, NOW)));
}

describe('the booking state machine (issue 22 §1)', () => {
  it('holds the spec’s renter actions: Mark as Received from approved, awaiting_pickup or in_transit; Return Item from with_renter', () => {
    expect(BOOKING_TRANSITIONS.received.from).toEqual(['approved', 'awaiting_pickup', 'in_transit']);
    expect(BOOKING_TRANSITIONS.received.by).toEqual(['renter']);
    expect(BOOKING_TRANSITIONS.returned.from).toEqual(['with_renter']);
  });

  it('judges the party before the status: a wrong party learns nothing of the state', () => {
    expect(checkTransition('approve', 'completed', 'renter')).toEqual({ ok: false, refusal: 'forbidden' });
    expect(checkTransition('approve', 'completed', 'owner')).toEqual({
      ok: false,
      refusal: 'invalid_transition',
    });
    expect(checkTransition('approve', 'pending_approval', 'owner')).toEqual({ ok: true, to: ['approved'] });
  });

  it('the worker refuses exactly what the table refuses, for every status × action × party', () => {
    const disagreements: string[] = [];
    for (const status of BOOKING_STATUSES)
      for (const action of BOOKING_ACTIONS)
        for (const party of PARTIES) {
          const check = checkTransition(action, status, party);
          const expected = check.ok
            ? 'ok'
            : check.refusal === 'forbidden'
              ? ErrorCode.Forbidden
              : ErrorCode.InvalidTransition;
          const answer = workerAnswer(status, action, party);
          if (answer !== expected)
            disagreements.push(`${status} ${action} by ${party}: ${answer} ≠ ${expected}`);
        }
    expect(disagreements).toEqual([]);
  });

  it('the screens offer an action only where the table allows it, and somewhere every action the table allows', () => {
    const disagreements: string[] = [];
    for (const status of BOOKING_STATUSES)
      for (const role of Object.keys(VIEWERS) as ViewerRole[]) {
        const offered = offeredInAnySituation(status, role);
        for (const action of BOOKING_ACTIONS) {
          const allowed = checkTransition(action, status, role).ok;
          if (offered.has(action) !== allowed)
            disagreements.push(
              `${status} ${action} for the ${role}: offered ${offered.has(action)}, table ${allowed}`,
            );
        }
      }
    expect(disagreements).toEqual([]);
  });

  it('the gateway’s early refusal names the same parties as the table, and an admin never judges a dispute of their own booking', () => {
    for (const action of BOOKING_ACTIONS)
      for (const party of ['renter', 'owner', 'admin'] as const) {
        const named = (BOOKING_TRANSITIONS[action].by as readonly BookingParty[]).includes(party);
        expect(partyRefusal(action, party, party === 'admin') === null, `${action} by ${party}`).toBe(named);
      }
    expect(partyRefusal('resolveClaim', 'renter', true)).toBe(
      'You rent or own this booking: another admin decides its dispute.',
    );
    expect(partyRefusal('resolveClaim', null, false)).toBe('Only an admin can decide a dispute.');
    expect(partyRefusal('approve', 'renter', false)).toBe('Only the owner can do that.');
  });

  it('ships only from approved, as ARCHITECTURE §4 says (the worker also took it from awaiting_pickup, the screens did not)', () => {
    expect(checkTransition('shipped', 'awaiting_pickup', 'owner')).toEqual({
      ok: false,
      refusal: 'invalid_transition',
    });
    expect(workerAnswer('awaiting_pickup', 'shipped', 'owner')).toBe(ErrorCode.InvalidTransition);
    expect(offeredInAnySituation('awaiting_pickup', 'owner').has('shipped')).toBe(false);
  });
});
