import { graphql } from '../../../shared/graphql/graphql';
import { DISPUTED_BOOKING_FIELDS } from './disputed-booking-fields.fragment';

/** Issue 26 §2: approve (paid to the owner from the protection account) or reject the part above the deposit. */
export const DECIDE_PROTECTION_CLAIM_MUTATION = graphql(
  `
    mutation DecideProtectionClaim($bookingId: Int!, $decision: String!, $note: String, $idempotencyKey: String) {
      decideProtectionClaim(bookingId: $bookingId, decision: $decision, note: $note, idempotencyKey: $idempotencyKey) {
        ...DisputedBookingFields
      }
    }
  `,
  [DISPUTED_BOOKING_FIELDS],
);
