import { Field, Int, ObjectType } from 'type-graphql';
import { ItemView } from '../catalog/item.type.js';

// Every decorator names its type explicitly: the build (esbuild/tsx) emits no decorator metadata.

/** Spec §3 onboarding answers, as stored (lists in the spec's order, repeats dropped, location trimmed). */
@ObjectType('OnboardingAnswers')
export class OnboardingAnswersView {
  @Field(() => String, { description: 'rent | lend | both' }) primaryGoal!: string;
  @Field(() => [String], {
    description: 'Onboarding category ids: cameras vehicles gaming music tools sports',
  })
  preferredCategories!: string[];
  @Field(() => [String], { description: 'Spec §3 Interests, exact English names' }) interests!: string[];
  @Field(() => Int, { description: 'Per day, USD, 10..500 in steps of 10' }) budgetMin!: number;
  @Field(() => Int, { description: 'Per day, USD, 10..500 in steps of 10, at least budgetMin' })
  budgetMax!: number;
  @Field(() => String, { description: 'beginner | intermediate | expert' }) experience!: string;
  @Field(() => String, { description: "Free text, '' when none was given" }) location!: string;
  @Field(() => String, { description: 'formal | casual | friendly' }) communicationStyle!: string;
  @Field(() => [String], { description: 'Spec §3 Availability options, exact English names' })
  availability!: string[];
}

@ObjectType('OnboardingState')
export class OnboardingStateView {
  @Field(() => Boolean, { description: 'The completion marker exists (after Complete or Skip)' })
  completed!: boolean;
  @Field(() => Boolean, { description: 'Completed by Skip (no answers)' }) skipped!: boolean;
  @Field(() => Date, { nullable: true }) completedAt!: Date | null;
  @Field(() => OnboardingAnswersView, { nullable: true, description: 'Null when skipped or never completed' })
  answers!: OnboardingAnswersView | null;
}

@ObjectType('RecommendationGroup')
export class RecommendationGroupView {
  @Field(() => String, {
    description: 'budget | categories | experience | location | trending (this order; empty groups omitted)',
  })
  key!: string;
  @Field(() => [ItemView], { description: "At most 4, public items only, never the viewer's own" })
  items!: ItemView[];
}
