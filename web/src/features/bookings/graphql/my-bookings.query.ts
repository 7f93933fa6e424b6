import { graphql } from '../../../shared/graphql/graphql';
import { RENTER_BOOKING_FIELDS } from './renter-booking-fields.fragment';

/** The signed-in member's bookings as the renter, newest first (REST GET /api/bookings/as-renter). */
export const MY_BOOKINGS_QUERY = graphql(
  `
    query MyBookings {
      myBookings {
        ...RenterBookingFields
      }
    }
  `,
  [RENTER_BOOKING_FIELDS],
);
