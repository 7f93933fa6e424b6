import { graphql } from '../../../shared/graphql/graphql';
import { RENTER_BOOKING_FIELDS } from './renter-booking-fields.fragment';

/** The renter accepts the owner's damage claim (that part of the deposit is taken) or disputes it (an admin decides). */
export const RESPOND_TO_DAMAGE_CLAIM_MUTATION = graphql(
  `
    mutation RespondToDamageClaim($bookingId: Int!, $accept: Boolean!, $idempotencyKey: String) {
      respondToDamageClaim(bookingId: $bookingId, accept: $accept, idempotencyKey: $idempotencyKey) {
        ...RenterBookingFields
      }
    }
  `,
  [RENTER_BOOKING_FIELDS],
);
