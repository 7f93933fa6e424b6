import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../shared/storage/safe-storage';
import { onboardingMarkerOf, readOnboardingMarker, rememberOnboardingState } from './onboarding-marker';

const answers = { primaryGoal: 'both' };

describe('onboarding marker cache', () => {
  it('mirrors the server state per user', () => {
    const storage = memoryStorage();
    rememberOnboardingState(storage, 7, { completed: true, skipped: false, answers });
    rememberOnboardingState(storage, 8, { completed: true, skipped: true, answers: null });
    expect(readOnboardingMarker(storage, 7)).toBe('answers');
    expect(readOnboardingMarker(storage, 8)).toBe('skipped');
    expect(readOnboardingMarker(storage, 9)).toBeNull();
    expect(JSON.parse(storage.dump()['koalarentOnboarding:7'] ?? '{}')).toMatchObject({ marker: 'answers' });
  });

  it('forgets the marker when the server says onboarding is pending (a reset)', () => {
    const storage = memoryStorage();
    rememberOnboardingState(storage, 7, { completed: true, skipped: false, answers });
    rememberOnboardingState(storage, 7, { completed: false, skipped: false, answers: null });
    expect(readOnboardingMarker(storage, 7)).toBeNull();
    expect(storage.dump()).toEqual({});
  });

  it('drops an unreadable entry', () => {
    const storage = memoryStorage({
      'koalarentOnboarding:7': '{nope',
      'koalarentOnboarding:8': '{"marker":"x"}',
    });
    expect(readOnboardingMarker(storage, 7)).toBeNull();
    expect(readOnboardingMarker(storage, 8)).toBeNull();
    expect(storage.dump()).toEqual({});
  });

  it('names the marker of a state', () => {
    expect(onboardingMarkerOf({ completed: false, skipped: false, answers: null })).toBeNull();
    expect(onboardingMarkerOf({ completed: true, skipped: true, answers: null })).toBe('skipped');
    expect(onboardingMarkerOf({ completed: true, skipped: false, answers })).toBe('answers');
  });
});
