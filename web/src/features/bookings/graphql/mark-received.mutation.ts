import { graphql } from '../../../shared/graphql/graphql';
import { RENTER_BOOKING_FIELDS } from './renter-booking-fields.fragment';

/** Spec §4: the renter has the item (approved, awaiting_pickup or in_transit → with_renter; the period starts). */
export const MARK_RECEIVED_MUTATION = graphql(
  `
    mutation MarkReceived($bookingId: Int!, $idempotencyKey: String) {
      markReceived(bookingId: $bookingId, idempotencyKey: $idempotencyKey) {
        ...RenterBookingFields
      }
    }
  `,
  [RENTER_BOOKING_FIELDS],
);
