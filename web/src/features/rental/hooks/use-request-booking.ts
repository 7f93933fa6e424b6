import { useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { type AppError, appError, toAppError } from '../../../shared/errors/app-error';
import { localStore } from '../../../shared/storage/safe-storage';
import { REQUEST_BOOKING_MUTATION } from '../graphql/request-booking.mutation';
import {
  AttemptKeys,
  AUTO_RETRY_DELAYS_MS,
  type BookingRequestVariables,
  isAutoRetriedFailure,
  isRetryableFailure,
  newIdempotencyKey,
} from '../model/booking-request';

/** `approved`: instant book approved it at once (issue 23 §5); else it waits for the owner. */
export type RequestOutcome =
  | { ok: true; bookingId: number; approved: boolean }
  | { ok: false; error: AppError };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends the booking request with one idempotency key per submission (kept across retries of it and, in local
 * storage, across a reload: see AttemptKeys). A network error, a 503 or a 202 is sent again by itself under the
 * same key after a short wait (a few times), since the server may have booked it anyway; the answer is then that
 * booking, never a second one. A sent request changes the renter's bookings, the item's booked dates and, for a
 * new card, the saved payment methods: those cached answers are dropped so the screens that show them ask again.
 */
export function useRequestBooking(itemId: number) {
  const [mutate] = useMutation(REQUEST_BOOKING_MUTATION);
  const [sending, setSending] = useState(false);
  const keys = useRef<AttemptKeys | null>(null);
  keys.current ??= new AttemptKeys(() => newIdempotencyKey(), { storage: localStore, itemId });

  const sendOnce = useCallback(
    async (input: BookingRequestVariables, idempotencyKey: string): Promise<RequestOutcome> => {
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
        const booking = data?.requestBooking;
        return booking
          ? { ok: true, bookingId: booking.id, approved: booking.status === 'approved' }
          : { ok: false, error: appError({}) };
      } catch (error) {
        return { ok: false, error: toAppError(error) };
      }
    },
    [mutate],
  );

  const send = useCallback(
    async (input: BookingRequestVariables): Promise<RequestOutcome> => {
      const attempts = keys.current!;
      const idempotencyKey = attempts.keyFor(input);
      setSending(true);
      try {
        let outcome = await sendOnce(input, idempotencyKey);
        for (const delay of AUTO_RETRY_DELAYS_MS) {
          if (outcome.ok || !isAutoRetriedFailure(outcome.error)) break;
          await wait(delay);
          outcome = await sendOnce(input, idempotencyKey);
        }
        attempts.settle(outcome.ok || !isRetryableFailure(outcome.error) ? 'decided' : 'retry');
        return outcome;
      } finally {
        setSending(false);
      }
    },
    [sendOnce],
  );

  return { send, sending };
}
