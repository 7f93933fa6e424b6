import { graphql } from '../../../shared/graphql/graphql';

/**
 * The signed-in owner's bookings, for the calendar to say what each booked range is: the calendar keeps this
 * listing's active ones.
 */
export const CALENDAR_BOOKINGS_QUERY = graphql(`
  query CalendarBookings {
    ownerBookings {
      id
      itemId
      startDate
      endDate
      status
      renter {
        id
        fullName
      }
    }
  }
`);
