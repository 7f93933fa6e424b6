import { graphql } from '../../../shared/graphql/graphql';
import { RENTER_BOOKING_FIELDS } from '../../bookings/graphql/renter-booking-fields.fragment';
import { OWNER_BOOKING_FIELDS } from '../../owner-bookings/graphql/owner-booking-fields.fragment';

/**
 * One of my bookings changed (as renter or owner). It selects what both sides' cards draw, so the normalised
 * `Booking:{id}` entry behind My Rentals, My Bookings and the owner's Requests is complete after every change.
 */
export const BOOKING_UPDATED_SUBSCRIPTION = graphql(
  `
    subscription BookingUpdated {
      bookingUpdated {
        ...RenterBookingFields
        ...OwnerBookingFields
      }
    }
  `,
  [RENTER_BOOKING_FIELDS, OWNER_BOOKING_FIELDS],
);
