import { graphql } from '../../../shared/graphql/graphql';
import { ONBOARDING_STATE_FIELDS } from './onboarding-state-fields.fragment';

/** The signed-in member's onboarding (UNAUTHENTICATED when signed out). */
export const MY_ONBOARDING_QUERY = graphql(
  `
  query MyOnboarding {
    myOnboarding {
      ...OnboardingStateFields
    }
  }
`,
  [ONBOARDING_STATE_FIELDS],
);
