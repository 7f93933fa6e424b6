import { graphql } from '../../../shared/graphql/graphql';
import { DISPUTED_BOOKING_FIELDS } from './disputed-booking-fields.fragment';

/** Issue 26 §2: protected bookings whose damage claim goes above the deposit, waiting for an admin's decision. */
export const PROTECTION_CLAIMS_QUERY = graphql(
  `
    query ProtectionClaims {
      protectionClaims(status: "pending") {
        ...DisputedBookingFields
      }
    }
  `,
  [DISPUTED_BOOKING_FIELDS],
);
