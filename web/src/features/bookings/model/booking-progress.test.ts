import { beforeAll, describe, expect, it } from 'vitest';
import { formattersFor } from '../../../shared/i18n/format';
import { i18n, loadNamespaces } from '../../../shared/i18n/i18n';
import {
  nextStepSentence,
  type ProgressBooking,
  type ProgressViewer,
  progressSteps,
  requestDeadline,
} from './booking-progress';

const t = i18n.getFixedT('en', 'progress');
const f = formattersFor('en');
beforeAll(() => loadNamespaces('progress'));

/** Local times, so the sentences read the same in every time zone the suite runs in. */
const at = (month: number, day: number, hour = 12, minute = 0) =>
  new Date(2026, month - 1, day, hour, minute).toISOString();
const NOW = new Date(2026, 10, 28, 9, 0);

/** A request for Nov 30 – Dec 2, made on Nov 27 at 6:34 PM, from Sam to Olive. */
const REQUEST: ProgressBooking = {
  status: 'pending_approval',
  createdAt: at(11, 27, 18, 34),
  approvedAt: null,
  expiresAt: at(11, 29, 18, 34),
  startDate: '2026-11-30',
  endDate: '2026-12-02',
  receivedDate: null,
  returnedAt: null,
  completedAt: null,
  cancelledAt: null,
  cancelledBy: null,
  deliveryMethod: 'pickup',
  allowedActions: [],
  reviewDeadline: null,
  damageClaim: null,
  owner: { username: 'olive', fullName: 'Olive' },
  renter: { username: 'sam', fullName: 'Sam' },
  item: { id: 9, location: 'Bondi' },
};

const APPROVED = { ...REQUEST, status: 'approved', approvedAt: at(11, 28, 8) };
const WITH_RENTER = { ...APPROVED, status: 'with_renter', receivedDate: at(11, 30, 10) };
const RETURNED = { ...WITH_RENTER, status: 'returned', returnedAt: at(12, 2, 17) };
const COMPLETED = { ...RETURNED, status: 'completed', completedAt: at(12, 3, 9) };

const shape = (booking: ProgressBooking) => progressSteps(booking).map((step) => `${step.key}:${step.state}`);
const say = (booking: ProgressBooking, viewer: ProgressViewer, now = NOW) =>
  nextStepSentence(booking, viewer, now, t, f);

describe('progressSteps', () => {
  it('starts with the request current, the rest ahead with their planned days', () => {
    const steps = progressSteps(REQUEST);
    expect(shape(REQUEST)).toEqual([
      'requested:current',
      'approved:upcoming',
      'readyForPickup:upcoming',
      'withRenter:upcoming',
      'returned:upcoming',
      'conditionConfirmed:upcoming',
    ]);
    expect(steps[0]?.date).toBe(REQUEST.createdAt);
    expect(steps[2]).toMatchObject({ date: '2026-11-30', plan: 'from' });
    expect(steps[4]).toMatchObject({ date: '2026-12-02', plan: 'by' });
  });

  it('follows the booking along the path, with the date each step happened', () => {
    expect(shape(APPROVED).slice(0, 3)).toEqual([
      'requested:done',
      'approved:current',
      'readyForPickup:upcoming',
    ]);
    expect(progressSteps(APPROVED)[1]?.date).toBe(APPROVED.approvedAt);
    expect(shape({ ...APPROVED, status: 'awaiting_pickup' })[2]).toBe('readyForPickup:current');
    const withYou = progressSteps(WITH_RENTER);
    expect(withYou.map((step) => step.state)).toEqual([
      'done',
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
    ]);
    // The hand-over has no timestamp: once passed it no longer shows the planned day.
    expect(withYou[2]).toMatchObject({ date: null, plan: null });
    expect(withYou[3]?.date).toBe(WITH_RENTER.receivedDate);
    expect(progressSteps(RETURNED)[4]).toMatchObject({
      state: 'current',
      date: RETURNED.returnedAt,
      plan: null,
    });
    expect(progressSteps(COMPLETED)[5]).toMatchObject({ state: 'current', date: COMPLETED.completedAt });
  });

  it('names the hand-over after the delivery method, or after what the owner marked', () => {
    expect(shape({ ...APPROVED, deliveryMethod: 'delivery' })[2]).toBe('shipped:upcoming');
    expect(shape({ ...APPROVED, status: 'in_transit' })[2]).toBe('shipped:current');
    expect(shape({ ...APPROVED, deliveryMethod: 'delivery', status: 'awaiting_pickup' })[2]).toBe(
      'readyForPickup:current',
    );
  });

  it('ends a rejected, expired or cancelled booking at that step', () => {
    const rejected = { ...REQUEST, status: 'rejected', cancelledAt: at(11, 28, 10) };
    expect(shape(rejected)).toEqual(['requested:done', 'rejected:current']);
    expect(progressSteps(rejected)[1]?.date).toBe(rejected.cancelledAt);
    const expired = {
      ...REQUEST,
      status: 'cancelled',
      cancelledBy: 'system',
      cancelledAt: at(11, 29, 18, 35),
    };
    expect(shape(expired)).toEqual(['requested:done', 'expired:current']);
    const cancelled = { ...APPROVED, status: 'cancelled', cancelledBy: 'renter', cancelledAt: at(11, 29) };
    expect(shape(cancelled)).toEqual(['requested:done', 'approved:done', 'cancelled:current']);
  });

  it('marks only the request as certain for a status this build does not know', () => {
    expect(shape({ ...APPROVED, status: 'on_hold' })).toEqual([
      'requested:done',
      'approved:upcoming',
      'readyForPickup:upcoming',
      'withRenter:upcoming',
      'returned:upcoming',
      'conditionConfirmed:upcoming',
    ]);
  });
});

describe('nextStepSentence for the renter', () => {
  it('waits for the owner by name, with the deadline to answer', () => {
    expect(say(REQUEST, 'renter')).toBe('Waiting for Olive to approve — Olive has until Nov 29, 6:34 PM');
  });

  it('takes the deadline from the request’s creation when the booking does not carry it', () => {
    const { expiresAt: _omitted, ...withoutExpiry } = REQUEST;
    expect(requestDeadline(withoutExpiry).toISOString()).toBe(REQUEST.expiresAt);
    expect(say(withoutExpiry, 'renter')).toBe(
      'Waiting for Olive to approve — Olive has until Nov 29, 6:34 PM',
    );
  });

  it('says a request past its deadline has expired', () => {
    expect(say(REQUEST, 'renter', new Date(2026, 10, 29, 18, 34))).toBe(
      'Olive did not answer in time: this request has expired',
    );
  });

  it('says where and from when to pick it up: the location, else the owner', () => {
    expect(say(APPROVED, 'renter')).toBe('Pick up from Bondi from Nov 30');
    expect(say({ ...APPROVED, status: 'awaiting_pickup', item: null }, 'renter')).toBe(
      'Pick up from Olive from Nov 30',
    );
    expect(say({ ...APPROVED, item: { id: 9, location: 'Local Pickup' } }, 'renter')).toBe(
      'Pick up from Olive from Nov 30',
    );
  });

  it('waits for a delivery, then for its arrival', () => {
    expect(say({ ...APPROVED, deliveryMethod: 'delivery' }, 'renter')).toBe(
      'Waiting for Olive to send it (rental from Nov 30)',
    );
    expect(say({ ...APPROVED, status: 'in_transit' }, 'renter')).toBe(
      'On its way from Olive — mark it received when it arrives',
    );
  });

  it('gives the return date, and says when it is overdue', () => {
    expect(say(WITH_RENTER, 'renter', new Date(2026, 11, 1))).toBe('Return by Dec 2');
    expect(say(WITH_RENTER, 'renter', new Date(Date.UTC(2026, 11, 3, 0, 1)))).toBe(
      'Overdue: it was due back Dec 2 — return it as soon as you can',
    );
  });

  it('after the return, waits for the condition check or the answer to a damage report', () => {
    expect(say(RETURNED, 'renter')).toBe('Waiting for Olive to confirm its condition');
    const claim = { status: 'open', respondBy: at(12, 5, 17) };
    expect(say({ ...RETURNED, damageClaim: claim }, 'renter')).toBe(
      'Olive reported damage: answer by Dec 5, 5:00 PM',
    );
    expect(say({ ...RETURNED, damageClaim: { ...claim, status: 'disputed' } }, 'renter')).toBe(
      'An admin is reviewing the damage report',
    );
  });

  it('asks for a review while one may be left, then says nothing more', () => {
    const reviewable = { ...COMPLETED, allowedActions: ['review'], reviewDeadline: at(12, 17, 9) };
    expect(say(reviewable, 'renter')).toBe('Leave a review for Olive by Dec 17');
    expect(say(COMPLETED, 'renter')).toBeNull();
    expect(say({ ...REQUEST, status: 'rejected' }, 'renter')).toBeNull();
  });

  it('uses the year only when the day is in another year than now', () => {
    expect(say(WITH_RENTER, 'renter', new Date(2025, 11, 30))).toBe('Return by Dec 2, 2026');
  });
});

describe('nextStepSentence for the owner', () => {
  it('asks for an answer by the deadline, then for the hand-over', () => {
    expect(say(REQUEST, 'owner')).toBe('Approve or reject by Nov 29, 6:34 PM');
    expect(say(REQUEST, 'owner', new Date(2026, 10, 30))).toBe('This request expired before it was answered');
    expect(say(APPROVED, 'owner')).toBe('Hand it over to Sam from Nov 30');
    expect(say({ ...APPROVED, deliveryMethod: 'delivery' }, 'owner')).toBe(
      'Send it to Sam in time for Nov 30',
    );
    expect(say({ ...APPROVED, status: 'in_transit' }, 'owner')).toBe('On its way to Sam');
  });

  it('follows the rental to the condition check', () => {
    expect(say(WITH_RENTER, 'owner', new Date(2026, 11, 1))).toBe('Sam returns it by Dec 2');
    expect(say(WITH_RENTER, 'owner', new Date(Date.UTC(2026, 11, 4)))).toBe(
      'Sam is late: it was due back Dec 2',
    );
    expect(say(RETURNED, 'owner')).toBe('Confirm its condition');
    expect(say({ ...RETURNED, damageClaim: { status: 'open', respondBy: at(12, 5, 17) } }, 'owner')).toBe(
      'Waiting for Sam to answer your damage report by Dec 5, 5:00 PM',
    );
  });

  it('says “the renter” when the booking does not name them', () => {
    const { renter: _omitted, ...anonymous } = APPROVED;
    expect(say(anonymous, 'owner')).toBe('Hand it over to the renter from Nov 30');
  });
});
