import { graphql } from '../../../shared/graphql/graphql';
import { OWNER_BOOKING_FIELDS } from './owner-booking-fields.fragment';

/** Owner has sent the item (approved or awaiting_pickup → in_transit), with optional notes such as tracking. */
export const MARK_SHIPPED_MUTATION = graphql(
  `
    mutation MarkShipped($bookingId: Int!, $notes: String, $idempotencyKey: String) {
      markShipped(bookingId: $bookingId, notes: $notes, idempotencyKey: $idempotencyKey) {
        ...OwnerBookingFields
      }
    }
  `,
  [OWNER_BOOKING_FIELDS],
);
