import type { ResultOf } from '../../../shared/graphql/graphql';
import type { RENTER_BOOKING_FIELDS } from '../graphql/renter-booking-fields.fragment';

/** A booking as the renter's screens read it. */
export type RenterBooking = ResultOf<typeof RENTER_BOOKING_FIELDS>;
