import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../shared/storage/safe-storage';
import {
  HINT_DISMISSED_AT_KEY,
  HINT_DISMISSED_KEY,
  readHintDismissal,
  storeHintDismissal,
} from './hint-dismissal';

describe('location hint dismissal (spec §3, §4)', () => {
  it('is not dismissed at first', () => {
    expect(readHintDismissal(memoryStorage())).toBeNull();
  });

  it('stores the flag and the time, and reads them back', () => {
    const store = memoryStorage();
    storeHintDismissal(store, new Date('2026-11-23T10:00:00.000Z'));
    expect(store.dump()).toEqual({
      [HINT_DISMISSED_KEY]: 'true',
      [HINT_DISMISSED_AT_KEY]: '2026-11-23T10:00:00.000Z',
    });
    expect(readHintDismissal(store)).toEqual({ dismissedAt: '2026-11-23T10:00:00.000Z' });
  });

  it('lets the flag decide: without it the card shows; with it an unreadable time is null', () => {
    expect(
      readHintDismissal(memoryStorage({ [HINT_DISMISSED_AT_KEY]: '2026-11-23T10:00:00.000Z' })),
    ).toBeNull();
    expect(readHintDismissal(memoryStorage({ [HINT_DISMISSED_KEY]: 'false' }))).toBeNull();
    expect(
      readHintDismissal(memoryStorage({ [HINT_DISMISSED_KEY]: 'true', [HINT_DISMISSED_AT_KEY]: 'soon' })),
    ).toEqual({ dismissedAt: null });
  });
});
