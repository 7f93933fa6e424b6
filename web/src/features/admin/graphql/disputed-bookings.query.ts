import { graphql } from '../../../shared/graphql/graphql';
import { DISPUTED_BOOKING_FIELDS } from './disputed-booking-fields.fragment';

export const DISPUTED_BOOKINGS_QUERY = graphql(
  `
    query DisputedBookings {
      disputedBookings {
        ...DisputedBookingFields
      }
    }
  `,
  [DISPUTED_BOOKING_FIELDS],
);
