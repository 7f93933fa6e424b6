import { describe, expect, it } from 'vitest';
import type { PendingRental } from './pending-rental';
import {
  canLeaveDetails,
  INITIAL_WIZARD,
  toPendingRental,
  type WizardState,
  wizardReducer,
} from './wizard-state';

const chosen: WizardState = {
  ...INITIAL_WIZARD,
  open: true,
  startDate: '2026-03-11',
  endDate: '2026-03-13',
  message: 'Hello',
};

describe('wizardReducer', () => {
  it('starts closed at step 1 with pickup, no address and no payment method', () => {
    expect(INITIAL_WIZARD).toMatchObject({
      open: false,
      step: 1,
      deliveryOption: 'pickup',
      deliveryAddress: '',
      payment: null,
    });
  });

  it('moves forward and back between the three steps, never past either end', () => {
    let state = wizardReducer(chosen, { type: 'back' });
    expect(state.step).toBe(1);
    state = wizardReducer(state, { type: 'next' });
    expect(state.step).toBe(2);
    state = wizardReducer(state, { type: 'next' });
    expect(state.step).toBe(3);
    state = wizardReducer(state, { type: 'next' });
    expect(state.step).toBe(3);
    state = wizardReducer(state, { type: 'back' });
    expect(state.step).toBe(2);
  });

  it('does not leave step 1 for delivery without an address', () => {
    const delivery = wizardReducer(chosen, { type: 'delivery', option: 'delivery' });
    expect(canLeaveDetails(delivery)).toBe(false);
    expect(wizardReducer(delivery, { type: 'next' }).step).toBe(1);
    const blank = wizardReducer(delivery, { type: 'address', value: '   ' });
    expect(canLeaveDetails(blank)).toBe(false);
    const addressed = wizardReducer(delivery, { type: 'address', value: '1 Wombat Way' });
    expect(canLeaveDetails(addressed)).toBe(true);
    expect(wizardReducer(addressed, { type: 'next' }).step).toBe(2);
  });

  it('keeps the choices when closed, so Rent Now continues', () => {
    const closed = wizardReducer({ ...chosen, step: 2 }, { type: 'close' });
    expect(closed).toEqual({ ...chosen, step: 2, open: false });
    expect(wizardReducer(closed, { type: 'open' })).toEqual({ ...chosen, step: 2 });
  });

  it('resets after a sent request: closed, step 1, pickup, empty address, no payment method', () => {
    const busy: WizardState = {
      ...chosen,
      step: 3,
      deliveryOption: 'delivery',
      deliveryAddress: '1 Wombat Way',
      payment: { kind: 'saved', id: 4 },
    };
    expect(wizardReducer(busy, { type: 'reset' })).toEqual(INITIAL_WIZARD);
  });

  it('restores a saved rental open at step 3, whatever step it was saved at', () => {
    const rental: PendingRental = {
      itemId: 42,
      startDate: '2026-03-11',
      endDate: '2026-03-13',
      deliveryOption: 'delivery',
      deliveryAddress: '1 Wombat Way',
      message: 'Hi',
      wizardStep: 2,
      wizardOpen: true,
    };
    expect(wizardReducer(INITIAL_WIZARD, { type: 'restore', rental })).toEqual({
      open: true,
      step: 3,
      startDate: '2026-03-11',
      endDate: '2026-03-13',
      deliveryOption: 'delivery',
      deliveryAddress: '1 Wombat Way',
      message: 'Hi',
      payment: null,
    });
  });

  it('saves the spec §3 fields with the open flag', () => {
    expect(toPendingRental({ ...chosen, step: 3, payment: { kind: 'new' } }, 42)).toEqual({
      itemId: 42,
      startDate: '2026-03-11',
      endDate: '2026-03-13',
      deliveryOption: 'pickup',
      deliveryAddress: '',
      message: 'Hello',
      wizardStep: 3,
      wizardOpen: true,
    });
  });
});
