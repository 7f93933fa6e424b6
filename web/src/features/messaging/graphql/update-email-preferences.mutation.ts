import { graphql } from '../../../shared/graphql/graphql';

/** Turns kinds of e-mail on or off; fields left out keep their value. */
export const UPDATE_EMAIL_PREFERENCES_MUTATION = graphql(`
  mutation UpdateEmailPreferences($input: EmailPreferencesInput!) {
    updateEmailPreferences(input: $input) {
      bookingRequests
      bookingUpdates
      newMessages
    }
  }
`);
