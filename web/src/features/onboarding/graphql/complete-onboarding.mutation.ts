import { graphql } from '../../../shared/graphql/graphql';
import { ONBOARDING_STATE_FIELDS } from './onboarding-state-fields.fragment';

/** Complete Setup: stores the answers and the completion marker. */
export const COMPLETE_ONBOARDING_MUTATION = graphql(
  `
  mutation CompleteOnboarding($answers: OnboardingAnswersInput!) {
    completeOnboarding(answers: $answers) {
      ...OnboardingStateFields
    }
  }
`,
  [ONBOARDING_STATE_FIELDS],
);
