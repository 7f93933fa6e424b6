import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 11, onboarding: `onboarding_answers`, one row per member who finished the wizard (the row is the
 * completion marker, so it follows the member to another browser). Complete Setup fills every answer; Skip Setup
 * leaves them all null with `skipped`; a reset deletes the row; deleting the member deletes it too. The checks
 * keep those two shapes apart and the budget on the slider's grid (10 to 500 in steps of 10, min <= max) whoever
 * writes the row.
 */
export class Migration20261123160000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "onboarding_answers" ("user_id" int not null, "skipped" boolean not null default false, "primary_goal" text check ("primary_goal" in ('rent', 'lend', 'both')) null, "preferred_categories" jsonb null, "interests" jsonb null, "budget_min" int null, "budget_max" int null, "experience" text check ("experience" in ('beginner', 'intermediate', 'expert')) null, "location" varchar(200) null, "communication_style" text check ("communication_style" in ('formal', 'casual', 'friendly')) null, "availability" jsonb null, "completed_at" timestamptz not null default now(), constraint "onboarding_answers_pkey" primary key ("user_id"), constraint onboarding_answers_shape check ((skipped AND (primary_goal IS NULL) AND (preferred_categories IS NULL) AND (interests IS NULL) AND (budget_min IS NULL) AND (budget_max IS NULL) AND (experience IS NULL) AND (location IS NULL) AND (communication_style IS NULL) AND (availability IS NULL)) OR ((NOT skipped) AND (primary_goal IS NOT NULL) AND (preferred_categories IS NOT NULL) AND (interests IS NOT NULL) AND (budget_min IS NOT NULL) AND (budget_max IS NOT NULL) AND (experience IS NOT NULL) AND (location IS NOT NULL) AND (communication_style IS NOT NULL) AND (availability IS NOT NULL))), constraint onboarding_answers_budget_range check ((budget_min IS NULL) OR ((budget_min >= 10) AND (budget_max <= 500) AND (budget_min <= budget_max) AND ((budget_min % 10) = 0) AND ((budget_max % 10) = 0))));`,
    );
    this.addSql(
      `alter table "onboarding_answers" add constraint "onboarding_answers_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }
}
