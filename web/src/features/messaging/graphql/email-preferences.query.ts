import { graphql } from '../../../shared/graphql/graphql';

/** Which e-mails I get: booking requests, booking updates, new messages (all on by default). */
export const EMAIL_PREFERENCES_QUERY = graphql(`
  query EmailPreferences {
    emailPreferences {
      bookingRequests
      bookingUpdates
      newMessages
    }
  }
`);
