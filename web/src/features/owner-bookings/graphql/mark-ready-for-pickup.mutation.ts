import { graphql } from '../../../shared/graphql/graphql';
import { OWNER_BOOKING_FIELDS } from './owner-booking-fields.fragment';

/** Owner has the item ready for the renter to collect (approved → awaiting_pickup), with optional notes. */
export const MARK_READY_FOR_PICKUP_MUTATION = graphql(
  `
    mutation MarkReadyForPickup($bookingId: Int!, $notes: String, $idempotencyKey: String) {
      markReadyForPickup(bookingId: $bookingId, notes: $notes, idempotencyKey: $idempotencyKey) {
        ...OwnerBookingFields
      }
    }
  `,
  [OWNER_BOOKING_FIELDS],
);
