import { graphql } from '../../../shared/graphql/graphql';
import { OWNER_BOOKING_FIELDS } from './owner-booking-fields.fragment';

/** Owner turns a request down with a reason; everything held on the renter's card is released. */
export const REJECT_BOOKING_MUTATION = graphql(
  `
    mutation RejectBooking($bookingId: Int!, $reason: String!, $idempotencyKey: String) {
      rejectBooking(bookingId: $bookingId, reason: $reason, idempotencyKey: $idempotencyKey) {
        ...OwnerBookingFields
      }
    }
  `,
  [OWNER_BOOKING_FIELDS],
);
