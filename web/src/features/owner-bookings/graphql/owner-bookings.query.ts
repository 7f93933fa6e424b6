import { graphql } from '../../../shared/graphql/graphql';
import { OWNER_BOOKING_FIELDS } from './owner-booking-fields.fragment';

/** The signed-in member's bookings as the owner of the items (REST GET /api/bookings/as-owner). */
export const OWNER_BOOKINGS_QUERY = graphql(
  `
    query OwnerBookings {
      ownerBookings {
        ...OwnerBookingFields
      }
    }
  `,
  [OWNER_BOOKING_FIELDS],
);
