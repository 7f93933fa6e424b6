import { graphql } from '../../../shared/graphql/graphql';
import { OWNER_BOOKING_FIELDS } from './owner-booking-fields.fragment';

/** Owner cancels an approved booking before the hand-over: everything is refunded to the renter. */
export const OWNER_CANCEL_BOOKING_MUTATION = graphql(
  `
    mutation OwnerCancelBooking($bookingId: Int!, $reason: String, $idempotencyKey: String) {
      cancelBooking(bookingId: $bookingId, reason: $reason, idempotencyKey: $idempotencyKey) {
        ...OwnerBookingFields
      }
    }
  `,
  [OWNER_BOOKING_FIELDS],
);
