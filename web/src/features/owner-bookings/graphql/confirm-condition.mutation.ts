import { graphql } from '../../../shared/graphql/graphql';
import { OWNER_BOOKING_FIELDS } from './owner-booking-fields.fragment';

/** Owner found the returned item in good condition: the deposit (less any late fee) is released, the booking completes. */
export const CONFIRM_CONDITION_MUTATION = graphql(
  `
    mutation ConfirmCondition($bookingId: Int!, $idempotencyKey: String) {
      confirmCondition(bookingId: $bookingId, idempotencyKey: $idempotencyKey) {
        ...OwnerBookingFields
      }
    }
  `,
  [OWNER_BOOKING_FIELDS],
);
