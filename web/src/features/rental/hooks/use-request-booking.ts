import { useMutation } from '@apollo/client/react';
import { useCallback, useRef } from 'react';
import { type AppError, appError, toAppError } from '../../../shared/errors/app-error';
import { REQUEST_BOOKING_MUTATION } from '../graphql/request-booking.mutation';
import {
  AttemptKeys,
  type BookingRequestVariables,
  isRetryableFailure,
  newIdempotencyKey,
} from '../model/booking-request';

export type RequestOutcome = { ok: true; bookingId: number } | { ok: false; error: AppError };

/**
 * Sends the booking request with an idempotency key per attempt (kept across a retry of the same attempt, see
 * AttemptKeys). A sent request changes the renter's bookings, the item's booked dates and, for a new card,
 * the saved payment methods: those cached answers are dropped so the screens that show them ask again.
 */
export function useRequestBooking() {
  const [mutate, { loading }] = useMutation(REQUEST_BOOKING_MUTATION);
  const keys = useRef<AttemptKeys | null>(null);
  keys.current ??= new AttemptKeys(() => newIdempotencyKey());

  const send = useCallback(
    async (input: BookingRequestVariables): Promise<RequestOutcome> => {
      const attempts = keys.current!;
      const idempotencyKey = attempts.keyFor(input);
      try {
        const { data } = await mutate({
          variables: { input, idempotencyKey },
          update(cache) {
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'myBookings' });
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'myPaymentMethods' });
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'itemAvailability', args: { itemId: input.itemId } });
            cache.gc();
          },
        });
        attempts.settle('decided');
        const booking = data?.requestBooking;
        if (!booking) return { ok: false, error: appError({}) };
        return { ok: true, bookingId: booking.id };
      } catch (error) {
        const failure = toAppError(error);
        attempts.settle(isRetryableFailure(failure) ? 'retry' : 'decided');
        return { ok: false, error: failure };
      }
    },
    [mutate],
  );

  return { send, sending: loading };
}
