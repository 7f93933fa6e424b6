import { graphql } from '../../../shared/graphql/graphql';
import { OWNER_BOOKING_FIELDS } from './owner-booking-fields.fragment';

/** Owner approves a request: rent + fee are charged, the deposit stays held (pending_approval → approved). */
export const APPROVE_BOOKING_MUTATION = graphql(
  `
    mutation ApproveBooking($bookingId: Int!, $idempotencyKey: String) {
      approveBooking(bookingId: $bookingId, idempotencyKey: $idempotencyKey) {
        ...OwnerBookingFields
      }
    }
  `,
  [OWNER_BOOKING_FIELDS],
);
