import { graphql } from '../../../shared/graphql/graphql';
import { ONBOARDING_STATE_FIELDS } from './onboarding-state-fields.fragment';

/** Skip Setup: stores only the completion marker (any earlier answers are removed). */
export const SKIP_ONBOARDING_MUTATION = graphql(
  `
  mutation SkipOnboarding {
    skipOnboarding {
      ...OnboardingStateFields
    }
  }
`,
  [ONBOARDING_STATE_FIELDS],
);
