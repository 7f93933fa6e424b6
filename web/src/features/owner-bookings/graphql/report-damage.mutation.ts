import { graphql } from '../../../shared/graphql/graphql';
import { OWNER_BOOKING_FIELDS } from './owner-booking-fields.fragment';

/** Owner claims part of the deposit for damage within 3 days of the return; the renter accepts or disputes it. */
export const REPORT_DAMAGE_MUTATION = graphql(
  `
    mutation ReportDamage($bookingId: Int!, $amount: Float!, $reason: String!, $photos: [String!], $idempotencyKey: String) {
      reportDamage(bookingId: $bookingId, amount: $amount, reason: $reason, photos: $photos, idempotencyKey: $idempotencyKey) {
        ...OwnerBookingFields
      }
    }
  `,
  [OWNER_BOOKING_FIELDS],
);
