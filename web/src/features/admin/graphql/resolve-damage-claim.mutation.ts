import { graphql } from '../../../shared/graphql/graphql';
import { DISPUTED_BOOKING_FIELDS } from './disputed-booking-fields.fragment';

/** The admin's decision: how much of the claim the owner keeps (0 … the claim); the bookings worker applies it. */
export const RESOLVE_DAMAGE_CLAIM_MUTATION = graphql(
  `
    mutation ResolveDamageClaim($bookingId: Int!, $ownerAmount: Float!, $note: String, $idempotencyKey: String) {
      resolveDamageClaim(bookingId: $bookingId, ownerAmount: $ownerAmount, note: $note, idempotencyKey: $idempotencyKey) {
        ...DisputedBookingFields
      }
    }
  `,
  [DISPUTED_BOOKING_FIELDS],
);
