import { Check, Entity, Enum, ManyToOne, OptionalProps, Property, type Ref } from '@mikro-orm/core';
import {
  type Availability,
  COMMUNICATION_STYLES,
  type CommunicationStyle,
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  type Interest,
  type OnboardingCategoryId,
  PRIMARY_GOALS,
  type PrimaryGoal,
} from '../contracts/onboarding.schema.js';
import { User } from '../user/user.entity.js';

/**
 * A member's onboarding (spec §3/§4): the row itself is the completion marker, so it follows the member to any
 * browser. Complete Setup fills the answers; Skip Setup leaves them all null (`skipped`); a reset deletes the row.
 * The checks keep the two shapes apart and the budget inside the slider's range, whoever writes the row.
 */
@Entity({ tableName: 'onboarding_answers' })
@Check({
  name: 'onboarding_answers_shape',
  expression:
    '(skipped AND (primary_goal IS NULL) AND (preferred_categories IS NULL) AND (interests IS NULL) AND (budget_min IS NULL) AND (budget_max IS NULL) AND (experience IS NULL) AND (location IS NULL) AND (communication_style IS NULL) AND (availability IS NULL)) OR ((NOT skipped) AND (primary_goal IS NOT NULL) AND (preferred_categories IS NOT NULL) AND (interests IS NOT NULL) AND (budget_min IS NOT NULL) AND (budget_max IS NOT NULL) AND (experience IS NOT NULL) AND (location IS NOT NULL) AND (communication_style IS NOT NULL) AND (availability IS NOT NULL))',
})
@Check({
  name: 'onboarding_answers_budget_range',
  expression:
    '(budget_min IS NULL) OR ((budget_min >= 10) AND (budget_max <= 500) AND (budget_min <= budget_max) AND ((budget_min % 10) = 0) AND ((budget_max % 10) = 0))',
})
export class Onboarding {
  [OptionalProps]?:
    | 'skipped'
    | 'primaryGoal'
    | 'preferredCategories'
    | 'interests'
    | 'budgetMin'
    | 'budgetMax'
    | 'experience'
    | 'location'
    | 'communicationStyle'
    | 'availability'
    | 'completedAt';

  @ManyToOne(() => User, { ref: true, primary: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  /** Completed by Skip Setup: the marker without answers. */
  @Property({ type: 'boolean', default: false })
  skipped = false;

  @Enum({ items: () => [...PRIMARY_GOALS], type: 'string', nullable: true })
  primaryGoal: PrimaryGoal | null = null;

  /** Onboarding category ids (spec §3), in the spec's order. */
  @Property({ type: 'json', nullable: true })
  preferredCategories: OnboardingCategoryId[] | null = null;

  @Property({ type: 'json', nullable: true })
  interests: Interest[] | null = null;

  /** Whole US dollars per day (spec §5 slider: 10 to 500 in steps of 10). */
  @Property({ type: 'integer', nullable: true })
  budgetMin: number | null = null;

  @Property({ type: 'integer', nullable: true })
  budgetMax: number | null = null;

  @Enum({ items: () => [...EXPERIENCE_LEVELS], type: 'string', nullable: true })
  experience: ExperienceLevel | null = null;

  /** Free text, '' when the member gave none. */
  @Property({ type: 'string', length: 200, nullable: true })
  location: string | null = null;

  @Enum({ items: () => [...COMMUNICATION_STYLES], type: 'string', nullable: true })
  communicationStyle: CommunicationStyle | null = null;

  @Property({ type: 'json', nullable: true })
  availability: Availability[] | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  completedAt: Date = new Date();
}
