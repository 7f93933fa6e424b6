import { graphql } from '../../../shared/graphql/graphql';

/** A member's onboarding as the server keeps it: the completion marker and, after Complete Setup, the answers. */
export const ONBOARDING_STATE_FIELDS = graphql(`
  fragment OnboardingStateFields on OnboardingState {
    completed
    skipped
    completedAt
    answers {
      primaryGoal
      preferredCategories
      interests
      budgetMin
      budgetMax
      experience
      location
      communicationStyle
      availability
    }
  }
`);
