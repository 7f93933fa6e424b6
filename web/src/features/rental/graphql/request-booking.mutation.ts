import { graphql } from '../../../shared/graphql/graphql';

/**
 * Spec §3 booking request (POST /api/bookings). The idempotency key makes a retried request one booking; the
 * server recomputes the price and refuses a totalPrice that disagrees.
 */
export const REQUEST_BOOKING_MUTATION = graphql(`
  mutation RequestBooking($input: BookingRequestInput!, $idempotencyKey: String!) {
    requestBooking(input: $input, idempotencyKey: $idempotencyKey) {
      id
      itemId
      status
      paymentStatus
      startDate
      endDate
      totalPrice
      currency
    }
  }
`);
