import { graphql } from '../../../shared/graphql/graphql';
import { RENTER_BOOKING_FIELDS } from './renter-booking-fields.fragment';

/** Spec §4: the renter hands the item back (with_renter → returned), with optional notes for the owner. */
export const MARK_RETURNED_MUTATION = graphql(
  `
    mutation MarkReturned($bookingId: Int!, $notes: String, $idempotencyKey: String) {
      markReturned(bookingId: $bookingId, notes: $notes, idempotencyKey: $idempotencyKey) {
        ...RenterBookingFields
      }
    }
  `,
  [RENTER_BOOKING_FIELDS],
);
