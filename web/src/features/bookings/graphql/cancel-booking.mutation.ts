import { graphql } from '../../../shared/graphql/graphql';
import { RENTER_BOOKING_FIELDS } from './renter-booking-fields.fragment';

/** The renter cancels; the refund follows the cancellation policy (the server decides the amount). */
export const CANCEL_BOOKING_MUTATION = graphql(
  `
    mutation CancelBooking($bookingId: Int!, $reason: String, $idempotencyKey: String) {
      cancelBooking(bookingId: $bookingId, reason: $reason, idempotencyKey: $idempotencyKey) {
        ...RenterBookingFields
      }
    }
  `,
  [RENTER_BOOKING_FIELDS],
);
