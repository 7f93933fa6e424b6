import {
  AVAILABILITY_OPTIONS,
  type Availability,
  COMMUNICATION_STYLES,
  type CommunicationStyle,
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  INTERESTS,
  type Interest,
  ONBOARDING_BUDGET,
  ONBOARDING_CATEGORIES,
  ONBOARDING_DEFAULTS,
  ONBOARDING_STEPS,
  type OnboardingAnswers,
  OnboardingAnswersInput,
  type OnboardingCategoryId,
  PRIMARY_GOALS,
  type PrimaryGoal,
} from '@koalarent/core/contracts';

export type WizardStep = 1 | 2 | 3 | 4 | 5;

/** Where the member is in the wizard and what they have answered so far (spec §2 Onboarding wizard). */
export interface OnboardingWizardState {
  step: WizardStep;
  answers: OnboardingAnswers;
}

/** Spec §4 defaults: experience beginner, goal both, communication friendly, budget 50 to 200; nothing chosen. */
export function initialWizardState(): OnboardingWizardState {
  return {
    step: 1,
    answers: {
      ...ONBOARDING_DEFAULTS,
      preferredCategories: [...ONBOARDING_DEFAULTS.preferredCategories],
      interests: [...ONBOARDING_DEFAULTS.interests],
      availability: [...ONBOARDING_DEFAULTS.availability],
    },
  };
}

export type OnboardingWizardAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goal'; value: PrimaryGoal }
  | { type: 'category'; id: OnboardingCategoryId; checked: boolean }
  | { type: 'interest'; name: Interest; checked: boolean }
  | { type: 'budget'; value: readonly number[] }
  | { type: 'experience'; value: ExperienceLevel }
  | { type: 'location'; value: string }
  | { type: 'communication'; value: CommunicationStyle }
  | { type: 'availability'; name: Availability; checked: boolean };

function clampStep(step: number): WizardStep {
  return Math.min(Math.max(Math.round(step), 1), ONBOARDING_STEPS) as WizardStep;
}

/**
 * Adds or removes `value`, keeping the order of `all` (the spec's list order), so the stored answers do not
 * depend on the order of the clicks. Values outside `all` are ignored.
 */
export function toggleIn<T extends string>(
  all: readonly T[],
  current: readonly T[],
  value: T,
  checked: boolean,
): T[] {
  if (!all.includes(value)) return [...current];
  const chosen = new Set(current);
  if (checked) chosen.add(value);
  else chosen.delete(value);
  return all.filter((entry) => chosen.has(entry));
}

/** A budget slider value: snapped to the step, inside 10–500, low end first; missing ends keep the old values. */
export function budgetRange(value: readonly number[], previous: readonly [number, number]): [number, number] {
  const snap = (n: number | undefined, fallback: number) => {
    if (n === undefined || !Number.isFinite(n)) return fallback;
    const stepped = Math.round(n / ONBOARDING_BUDGET.step) * ONBOARDING_BUDGET.step;
    return Math.min(Math.max(stepped, ONBOARDING_BUDGET.min), ONBOARDING_BUDGET.max);
  };
  const low = snap(value[0], previous[0]);
  const high = snap(value[1], previous[1]);
  return low <= high ? [low, high] : [high, low];
}

const CATEGORY_IDS = ONBOARDING_CATEGORIES.map((category) => category.id);

export function onboardingWizardReducer(
  state: OnboardingWizardState,
  action: OnboardingWizardAction,
): OnboardingWizardState {
  const { answers } = state;
  switch (action.type) {
    case 'next':
      return { ...state, step: clampStep(state.step + 1) };
    case 'previous':
      return { ...state, step: clampStep(state.step - 1) };
    case 'goal':
      return PRIMARY_GOALS.includes(action.value)
        ? { ...state, answers: { ...answers, primaryGoal: action.value } }
        : state;
    case 'category':
      return {
        ...state,
        answers: {
          ...answers,
          preferredCategories: toggleIn(
            CATEGORY_IDS,
            answers.preferredCategories as OnboardingCategoryId[],
            action.id,
            action.checked,
          ),
        },
      };
    case 'interest':
      return {
        ...state,
        answers: {
          ...answers,
          interests: toggleIn(INTERESTS, answers.interests as Interest[], action.name, action.checked),
        },
      };
    case 'budget': {
      const [budgetMin, budgetMax] = budgetRange(action.value, [answers.budgetMin, answers.budgetMax]);
      return { ...state, answers: { ...answers, budgetMin, budgetMax } };
    }
    case 'experience':
      return EXPERIENCE_LEVELS.includes(action.value)
        ? { ...state, answers: { ...answers, experience: action.value } }
        : state;
    case 'location':
      return { ...state, answers: { ...answers, location: action.value } };
    case 'communication':
      return COMMUNICATION_STYLES.includes(action.value)
        ? { ...state, answers: { ...answers, communicationStyle: action.value } }
        : state;
    case 'availability':
      return {
        ...state,
        answers: {
          ...answers,
          availability: toggleIn(
            AVAILABILITY_OPTIONS,
            answers.availability as Availability[],
            action.name,
            action.checked,
          ),
        },
      };
  }
}

export const canGoPrevious = (state: Pick<OnboardingWizardState, 'step'>): boolean => state.step > 1;
export const isLastStep = (state: Pick<OnboardingWizardState, 'step'>): boolean =>
  state.step === ONBOARDING_STEPS;

/**
 * The answers Complete Setup sends, checked by the same schema the server uses (trimmed location); the first
 * problem's message otherwise (in English; the screen translates it).
 */
export function completionAnswers(
  answers: OnboardingAnswers,
): { ok: true; answers: OnboardingAnswers } | { ok: false; message: string } {
  const parsed = OnboardingAnswersInput.safeParse({ ...answers, location: answers.location.trim() });
  if (parsed.success) return { ok: true, answers: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please choose one of the listed options' };
}

/** Spec §2: the welcome message names the member by full name, falling back to the username. */
export function welcomeName(user: { fullName?: string | null; username?: string | null } | null): string {
  const fullName = user?.fullName?.trim();
  if (fullName) return fullName;
  return user?.username?.trim() ?? '';
}
