import { parseInput } from '../commands/parse-input.js';
import { DomainError, ErrorCode } from '../contracts/errors.js';
import { OnboardingAnswersInput, type OnboardingState } from '../contracts/onboarding.schema.js';
import type { EntityManager } from '../db/orm.js';
import {
  NOT_ONBOARDED,
  ONBOARDING_COLUMNS,
  type OnboardingActor,
  type OnboardingRow,
  stateOf,
} from './onboarding.queries.js';

/**
 * One upsert of the member's row, guarded by the member still existing: a session that outlived its member gets
 * UNAUTHENTICATED rather than a foreign-key failure.
 */
async function upsert(
  em: EntityManager,
  actor: OnboardingActor,
  values: unknown[],
): Promise<OnboardingState> {
  const rows: OnboardingRow[] = await em.getConnection().execute(
    `insert into onboarding_answers as o (user_id, skipped, primary_goal, preferred_categories, interests,
        budget_min, budget_max, experience, location, communication_style, availability, completed_at)
      select u.id, ?::boolean, ?::text, ?::jsonb, ?::jsonb, ?::int, ?::int, ?::text, ?::text, ?::text, ?::jsonb,
        now() from users u where u.id = ?
      on conflict (user_id) do update set skipped = excluded.skipped, primary_goal = excluded.primary_goal,
        preferred_categories = excluded.preferred_categories, interests = excluded.interests,
        budget_min = excluded.budget_min, budget_max = excluded.budget_max, experience = excluded.experience,
        location = excluded.location, communication_style = excluded.communication_style,
        availability = excluded.availability, completed_at = excluded.completed_at
      returning ${ONBOARDING_COLUMNS}`,
    [...values, actor.id],
  );
  if (!rows[0]) throw new DomainError(ErrorCode.Unauthenticated);
  return stateOf(rows[0]);
}

/**
 * Complete Setup (spec §4): stores the answers and the completion marker, replacing whatever was there, in one
 * statement. Bad answers are VALIDATION_FAILED with the field's message, and nothing changes.
 */
export async function completeOnboarding(
  em: EntityManager,
  actor: OnboardingActor,
  raw: unknown,
): Promise<OnboardingState> {
  const answers = parseInput(OnboardingAnswersInput, raw);
  return upsert(em, actor, [
    false,
    answers.primaryGoal,
    JSON.stringify(answers.preferredCategories),
    JSON.stringify(answers.interests),
    answers.budgetMin,
    answers.budgetMax,
    answers.experience,
    answers.location,
    answers.communicationStyle,
    JSON.stringify(answers.availability),
  ]);
}

/** Skip Setup (spec §4): the completion marker only; answers stored earlier are removed. */
export async function skipOnboarding(em: EntityManager, actor: OnboardingActor): Promise<OnboardingState> {
  return upsert(em, actor, [true, null, null, null, null, null, null, null, null, null]);
}

/** Reset (spec §4, from the profile): removes answers and marker, so the wizard shows again. */
export async function resetOnboarding(em: EntityManager, actor: OnboardingActor): Promise<OnboardingState> {
  await em.getConnection().execute('delete from onboarding_answers where user_id = ?', [actor.id], 'run');
  return { ...NOT_ONBOARDED };
}
