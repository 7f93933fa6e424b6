import { Field, InputType, Int } from 'type-graphql';

// Shape only: the rules and their messages are the shared zod schema (core contracts), applied in the command,
// so both doors and the wizard answer the same field messages.

@InputType('OnboardingAnswersInput', { description: 'Spec §3 onboarding answers (Complete Setup)' })
export class OnboardingAnswersInputGql {
  @Field(() => String, { description: 'rent | lend | both' }) primaryGoal!: string;
  @Field(() => [String], { description: 'Onboarding category ids' }) preferredCategories!: string[];
  @Field(() => [String], { description: 'Spec §3 Interests, exact English names' }) interests!: string[];
  @Field(() => Int, { description: 'Per day, USD, 10..500 in steps of 10' }) budgetMin!: number;
  @Field(() => Int, { description: 'Per day, USD, 10..500 in steps of 10' }) budgetMax!: number;
  @Field(() => String, { description: 'beginner | intermediate | expert' }) experience!: string;
  @Field(() => String, { description: "Free text, may be '' (at most 200 characters)" }) location!: string;
  @Field(() => String, { description: 'formal | casual | friendly' }) communicationStyle!: string;
  @Field(() => [String], { description: 'Spec §3 Availability options, exact English names' })
  availability!: string[];
}
