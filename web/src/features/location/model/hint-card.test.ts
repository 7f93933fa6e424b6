import { describe, expect, it } from 'vitest';
import { DETECTED_CARD_MS, hintCardView, isDetectionFresh } from './hint-card';

describe('hintCardView', () => {
  it('shows each state of the spec §2 card', () => {
    expect(hintCardView('idle', false, false)).toBe('prompt');
    expect(hintCardView('detecting', false, false)).toBe('detecting');
    expect(hintCardView('denied', false, false)).toBe('denied');
    expect(hintCardView('unavailable', false, false)).toBe('failed');
    expect(hintCardView('unsupported', false, false)).toBe('unsupported');
    expect(hintCardView('detected', false, true)).toBe('detected');
  });

  it('hides once detected (after the brief display) and once dismissed, whatever the state', () => {
    expect(hintCardView('detected', false, false)).toBe('hidden');
    for (const status of ['idle', 'detecting', 'denied', 'unavailable', 'unsupported', 'detected'] as const) {
      expect(hintCardView(status, true, true)).toBe('hidden');
    }
  });
});

describe('isDetectionFresh', () => {
  it('is fresh for DETECTED_CARD_MS after detection', () => {
    expect(isDetectionFresh(null, 0)).toBe(false);
    expect(isDetectionFresh(1000, 1000 + DETECTED_CARD_MS - 1)).toBe(true);
    expect(isDetectionFresh(1000, 1000 + DETECTED_CARD_MS)).toBe(false);
  });
});
