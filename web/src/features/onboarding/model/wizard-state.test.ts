import { INTERESTS, ONBOARDING_STEPS } from '@koalarent/core/contracts';
import { describe, expect, it } from 'vitest';
import {
  budgetRange,
  canGoPrevious,
  completionAnswers,
  initialWizardState,
  isLastStep,
  type OnboardingWizardAction,
  type OnboardingWizardState,
  onboardingWizardReducer,
  toggleIn,
  welcomeName,
} from './wizard-state';

const run = (actions: OnboardingWizardAction[], start: OnboardingWizardState = initialWizardState()) =>
  actions.reduce(onboardingWizardReducer, start);

describe('onboarding wizard state', () => {
  it('starts on step 1 with the spec §4 defaults and nothing chosen', () => {
    const state = initialWizardState();
    expect(state.step).toBe(1);
    expect(state.answers).toEqual({
      primaryGoal: 'both',
      preferredCategories: [],
      interests: [],
      budgetMin: 50,
      budgetMax: 200,
      experience: 'beginner',
      location: '',
      communicationStyle: 'friendly',
      availability: [],
    });
    expect(canGoPrevious(state)).toBe(false);
    expect(isLastStep(state)).toBe(false);
  });

  it('gives each wizard its own lists (no shared defaults mutated)', () => {
    const a = initialWizardState();
    a.answers.interests.push('Travel');
    expect(initialWizardState().answers.interests).toEqual([]);
  });

  it('moves through the five steps with Next and Previous, never past either end', () => {
    let state = run([{ type: 'previous' }]);
    expect(state.step).toBe(1);
    state = run([{ type: 'next' }, { type: 'next' }], state);
    expect(state.step).toBe(3);
    expect(canGoPrevious(state)).toBe(true);
    state = run(
      Array.from({ length: 10 }, () => ({ type: 'next' }) as const),
      state,
    );
    expect(state.step).toBe(ONBOARDING_STEPS);
    expect(isLastStep(state)).toBe(true);
    state = run([{ type: 'previous' }], state);
    expect(state.step).toBe(4);
  });

  it('keeps the answers when moving back and forth', () => {
    const state = run([
      { type: 'goal', value: 'lend' },
      { type: 'next' },
      { type: 'category', id: 'tools', checked: true },
      { type: 'previous' },
      { type: 'next' },
    ]);
    expect(state.answers.primaryGoal).toBe('lend');
    expect(state.answers.preferredCategories).toEqual(['tools']);
  });

  it('toggles multi-choice answers in the spec order, whatever the click order', () => {
    const state = run([
      { type: 'category', id: 'sports', checked: true },
      { type: 'category', id: 'cameras', checked: true },
      { type: 'category', id: 'music', checked: true },
      { type: 'category', id: 'music', checked: false },
      { type: 'interest', name: 'Fashion', checked: true },
      { type: 'interest', name: 'Photography', checked: true },
      { type: 'availability', name: 'Evenings', checked: true },
      { type: 'availability', name: 'Weekdays', checked: true },
    ]);
    expect(state.answers.preferredCategories).toEqual(['cameras', 'sports']);
    expect(state.answers.interests).toEqual(['Photography', 'Fashion']);
    expect(state.answers.availability).toEqual(['Weekdays', 'Evenings']);
  });

  it('ignores values that are not among the options', () => {
    expect(toggleIn(INTERESTS, [], 'Knitting' as (typeof INTERESTS)[number], true)).toEqual([]);
    const state = run([{ type: 'goal', value: 'borrow' as 'rent' }]);
    expect(state.answers.primaryGoal).toBe('both');
    const state2 = run([{ type: 'experience', value: 'guru' as 'expert' }]);
    expect(state2.answers.experience).toBe('beginner');
    const state3 = run([{ type: 'communication', value: 'shouty' as 'casual' }]);
    expect(state3.answers.communicationStyle).toBe('friendly');
  });

  it('sets the single choices', () => {
    const state = run([
      { type: 'goal', value: 'rent' },
      { type: 'experience', value: 'expert' },
      { type: 'communication', value: 'formal' },
      { type: 'location', value: 'Byron Bay' },
    ]);
    expect(state.answers).toMatchObject({
      primaryGoal: 'rent',
      experience: 'expert',
      communicationStyle: 'formal',
      location: 'Byron Bay',
    });
  });

  it('keeps the budget within 10–500 on steps of 10, low end first', () => {
    expect(budgetRange([30, 120], [50, 200])).toEqual([30, 120]);
    expect(budgetRange([3, 9999], [50, 200])).toEqual([10, 500]);
    expect(budgetRange([44, 156], [50, 200])).toEqual([40, 160]);
    expect(budgetRange([300, 100], [50, 200])).toEqual([100, 300]);
    expect(budgetRange([80], [50, 200])).toEqual([80, 200]);
    expect(budgetRange([Number.NaN, 90], [50, 200])).toEqual([50, 90]);
    const state = run([{ type: 'budget', value: [70, 70] }]);
    expect([state.answers.budgetMin, state.answers.budgetMax]).toEqual([70, 70]);
  });

  it('checks the answers with the shared schema before Complete Setup', () => {
    const state = run([{ type: 'location', value: '  Sydney  ' }]);
    expect(completionAnswers(state.answers)).toEqual({
      ok: true,
      answers: { ...state.answers, location: 'Sydney' },
    });
    expect(completionAnswers({ ...state.answers, location: 'x'.repeat(201) })).toEqual({
      ok: false,
      message: 'Location must be at most 200 characters',
    });
    expect(completionAnswers({ ...state.answers, budgetMin: 300, budgetMax: 100 })).toEqual({
      ok: false,
      message: 'Minimum budget cannot exceed maximum budget',
    });
  });

  it('welcomes by full name, else username', () => {
    expect(welcomeName({ fullName: 'Kim Koala', username: 'kim' })).toBe('Kim Koala');
    expect(welcomeName({ fullName: '  ', username: 'kim' })).toBe('kim');
    expect(welcomeName({ username: 'kim' })).toBe('kim');
    expect(welcomeName(null)).toBe('');
  });
});
