import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { memoryStorage } from '../../../shared/storage/safe-storage';
import {
  clearPendingRental,
  type PendingRental,
  parsePendingRental,
  readPendingRental,
  savePendingRental,
  shouldResume,
} from './pending-rental';

const RENTAL: PendingRental = {
  itemId: 42,
  startDate: '2026-03-11',
  endDate: '2026-03-13',
  deliveryOption: 'delivery',
  deliveryAddress: '1 Wombat Way, Bondi',
  message: 'Can I pick it up early?',
  wizardStep: 3,
  wizardOpen: true,
};

describe('pending rental storage', () => {
  it('round-trips the spec §3 fields under its own key', () => {
    const storage = memoryStorage();
    savePendingRental(storage, RENTAL);
    expect(Object.keys(storage.dump())).toEqual([STORAGE_KEYS.pendingRental]);
    expect(readPendingRental(storage)).toEqual({ kind: 'ok', rental: RENTAL });
    clearPendingRental(storage);
    expect(readPendingRental(storage)).toEqual({ kind: 'none' });
  });

  it('keeps no dates when none were chosen', () => {
    const storage = memoryStorage();
    savePendingRental(storage, { ...RENTAL, startDate: null, endDate: null });
    expect(readPendingRental(storage)).toMatchObject({
      kind: 'ok',
      rental: { startDate: null, endDate: null },
    });
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an object', '"text"'],
    ['null', 'null'],
    ['no item id', JSON.stringify({ ...RENTAL, itemId: undefined })],
    ['a bad item id', JSON.stringify({ ...RENTAL, itemId: -3 })],
    ['an unreal date', JSON.stringify({ ...RENTAL, startDate: '2026-02-30' })],
    ['an unknown delivery option', JSON.stringify({ ...RENTAL, deliveryOption: 'drone' })],
    ['a numeric address', JSON.stringify({ ...RENTAL, deliveryAddress: 5 })],
    ['no message', JSON.stringify({ ...RENTAL, message: undefined })],
    ['step 4', JSON.stringify({ ...RENTAL, wizardStep: 4 })],
    ['a string open flag', JSON.stringify({ ...RENTAL, wizardOpen: 'true' })],
  ])('discards and removes an unreadable saved rental (%s)', (_, raw) => {
    const storage = memoryStorage({ [STORAGE_KEYS.pendingRental]: raw });
    expect(readPendingRental(storage)).toEqual({ kind: 'corrupt' });
    expect(storage.dump()).toEqual({});
  });

  it('drops unknown fields when reading', () => {
    expect(parsePendingRental(JSON.stringify({ ...RENTAL, cardNumber: '4242' }))).toEqual(RENTAL);
  });
});

describe('shouldResume', () => {
  const base = { itemId: 42, signedIn: true, isOwner: false, resumeRequested: false };

  it('reopens a rental left open on this item once signed in', () => {
    expect(shouldResume(RENTAL, base)).toBe(true);
    expect(shouldResume(RENTAL, { ...base, signedIn: false })).toBe(false);
    expect(shouldResume({ ...RENTAL, wizardOpen: false }, base)).toBe(false);
  });

  it('reopens when the URL asks for it (resumeRental=true)', () => {
    expect(shouldResume({ ...RENTAL, wizardOpen: false }, { ...base, resumeRequested: true })).toBe(true);
    expect(shouldResume(RENTAL, { ...base, signedIn: false, resumeRequested: true })).toBe(true);
  });

  it('never for another item or for its owner', () => {
    expect(shouldResume(RENTAL, { ...base, itemId: 7, resumeRequested: true })).toBe(false);
    expect(shouldResume(RENTAL, { ...base, isOwner: true, resumeRequested: true })).toBe(false);
  });
});
