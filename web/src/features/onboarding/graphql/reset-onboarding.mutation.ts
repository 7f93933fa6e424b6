import { graphql } from '../../../shared/graphql/graphql';
import { ONBOARDING_STATE_FIELDS } from './onboarding-state-fields.fragment';

/** Removes the answers and the marker: the wizard shows again on the home page. */
export const RESET_ONBOARDING_MUTATION = graphql(
  `
  mutation ResetOnboarding {
    resetOnboarding {
      ...OnboardingStateFields
    }
  }
`,
  [ONBOARDING_STATE_FIELDS],
);
