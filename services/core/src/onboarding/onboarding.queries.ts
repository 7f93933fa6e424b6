import type { OnboardingAnswers, OnboardingState } from '../contracts/onboarding.schema.js';
import type { EntityManager } from '../db/orm.js';

/** Who is asking: onboarding is always the signed-in member's own. */
export interface OnboardingActor {
  id: number;
}

/** A row of `onboarding_answers` as the statements here return it. */
export interface OnboardingRow {
  skipped: boolean;
  completedAt: Date;
  primaryGoal: OnboardingAnswers['primaryGoal'] | null;
  preferredCategories: OnboardingAnswers['preferredCategories'] | null;
  interests: OnboardingAnswers['interests'] | null;
  budgetMin: number | null;
  budgetMax: number | null;
  experience: OnboardingAnswers['experience'] | null;
  location: string | null;
  communicationStyle: OnboardingAnswers['communicationStyle'] | null;
  availability: OnboardingAnswers['availability'] | null;
}

export const ONBOARDING_COLUMNS = `skipped, completed_at as "completedAt", primary_goal as "primaryGoal",
  preferred_categories as "preferredCategories", interests, budget_min as "budgetMin", budget_max as "budgetMax",
  experience, location, communication_style as "communicationStyle", availability`;

/** No row: never completed (the wizard shows). */
export const NOT_ONBOARDED: OnboardingState = {
  completed: false,
  skipped: false,
  completedAt: null,
  answers: null,
};

/** The answers of a completed (not skipped) row; null otherwise. The table's checks keep the columns together. */
export function answersOf(row: OnboardingRow | undefined): OnboardingAnswers | null {
  if (!row || row.skipped) return null;
  const {
    primaryGoal,
    preferredCategories,
    interests,
    budgetMin,
    budgetMax,
    experience,
    location,
    communicationStyle,
    availability,
  } = row;
  if (
    primaryGoal === null ||
    preferredCategories === null ||
    interests === null ||
    budgetMin === null ||
    budgetMax === null ||
    experience === null ||
    location === null ||
    communicationStyle === null ||
    availability === null
  )
    return null;
  return {
    primaryGoal,
    preferredCategories,
    interests,
    budgetMin,
    budgetMax,
    experience,
    location,
    communicationStyle,
    availability,
  };
}

export function stateOf(row: OnboardingRow | undefined): OnboardingState {
  if (!row) return { ...NOT_ONBOARDED };
  return {
    completed: true,
    skipped: row.skipped,
    completedAt: new Date(row.completedAt),
    answers: answersOf(row),
  };
}

export async function onboardingRow(em: EntityManager, userId: number): Promise<OnboardingRow | undefined> {
  const rows: OnboardingRow[] = await em
    .getConnection()
    .execute(`select ${ONBOARDING_COLUMNS} from onboarding_answers where user_id = ?`, [userId]);
  return rows[0];
}

/** The signed-in member's onboarding: the completion marker and, after Complete Setup, the answers. */
export async function myOnboarding(em: EntityManager, actor: OnboardingActor): Promise<OnboardingState> {
  return stateOf(await onboardingRow(em, actor.id));
}
