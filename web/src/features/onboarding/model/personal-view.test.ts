import { describe, expect, it } from 'vitest';
import { decidePersonalView } from './personal-view';

const ok = (completed: boolean, skipped: boolean, hasAnswers: boolean) =>
  ({ state: 'ok', completed, skipped, hasAnswers }) as const;

describe('the home page view', () => {
  it('never shows the wizard or recommendations to a signed-out visitor', () => {
    for (const cached of [null, 'answers', 'skipped'] as const) {
      expect(decidePersonalView({ signedIn: false, server: ok(false, false, false), cached })).toBe(
        'fallback',
      );
      expect(decidePersonalView({ signedIn: false, server: { state: 'loading' }, cached })).toBe('fallback');
    }
  });

  it('follows the server once it has answered', () => {
    expect(decidePersonalView({ signedIn: true, server: ok(false, false, false), cached: 'answers' })).toBe(
      'wizard',
    );
    expect(decidePersonalView({ signedIn: true, server: ok(true, false, true), cached: null })).toBe(
      'recommendations',
    );
    expect(decidePersonalView({ signedIn: true, server: ok(true, true, false), cached: 'answers' })).toBe(
      'fallback',
    );
  });

  it('uses the cached marker until the server answers, and never opens the wizard on it', () => {
    expect(decidePersonalView({ signedIn: true, server: { state: 'loading' }, cached: 'answers' })).toBe(
      'recommendations',
    );
    expect(decidePersonalView({ signedIn: true, server: { state: 'loading' }, cached: 'skipped' })).toBe(
      'fallback',
    );
    expect(decidePersonalView({ signedIn: true, server: { state: 'loading' }, cached: null })).toBe(
      'fallback',
    );
    expect(decidePersonalView({ signedIn: true, server: { state: 'error' }, cached: null })).toBe('fallback');
  });
});
