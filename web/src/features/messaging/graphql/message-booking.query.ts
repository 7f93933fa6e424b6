import { graphql } from '../../../shared/graphql/graphql';
import { OWNER_BOOKING_FIELDS } from '../../owner-bookings/graphql/owner-booking-fields.fragment';

/**
 * The booking a message is about, as it is now (only its renter, its owner or an admin may read it). The owner's
 * fields: the same normalised cache entry as the Requests tab, so a decision taken here or there shows in both.
 */
export const MESSAGE_BOOKING_QUERY = graphql(
  `
    query MessageBooking($id: Int!) {
      booking(id: $id) {
        ...OwnerBookingFields
      }
    }
  `,
  [OWNER_BOOKING_FIELDS],
);
