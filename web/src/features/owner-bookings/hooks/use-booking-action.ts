import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type AppError, toAppError } from '../../../shared/errors/app-error';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { type Notice, notify } from '../../../shared/ui/toaster';
import { newIdempotencyKey } from '../../rental/model/booking-request';
import { OWNER_BOOKINGS_QUERY } from '../graphql/owner-bookings.query';
import { ActionKeys, outcomeOf } from '../model/action-keys';
import type { OwnerT } from '../model/owner-bookings';

export type ActionOutcome = { ok: true } | { ok: false; error: AppError };

/** The failure toast's text: the server's message (in the language on screen), else what went wrong in plain words. */
function failureDescription(error: AppError, t: OwnerT): string {
  if (error.message) return translateServerMessage(error.message);
  return error.network ? t('toasts.unreachable') : t('toasts.somethingWrong');
}

export interface RunOptions {
  /** What the attempt is (action, booking and inputs): a retry of the same attempt reuses its idempotency key. */
  fingerprint: string;
  perform(idempotencyKey: string): Promise<unknown>;
  success: Notice;
  /** The failure toast's title, e.g. 'Could not approve the request'. */
  failureTitle: string;
}

/**
 * Runs one of the owner's booking commands: an idempotency key per attempt, a toast either way, and after a
 * refusal because the booking moved on (the renter cancelled meanwhile, a request expired) the list is fetched
 * again so the card shows where the booking is now.
 */
export function useBookingAction() {
  const { t } = useTranslation('ownerBookings');
  const client = useApolloClient();
  const keys = useRef<ActionKeys | null>(null);
  keys.current ??= new ActionKeys(() => newIdempotencyKey());

  return useCallback(
    async ({ fingerprint, perform, success, failureTitle }: RunOptions): Promise<ActionOutcome> => {
      const attempts = keys.current!;
      try {
        await perform(attempts.keyFor(fingerprint));
        attempts.settle(fingerprint, 'decided');
        notify.success(success);
        return { ok: true };
      } catch (caught) {
        const error = toAppError(caught);
        attempts.settle(fingerprint, outcomeOf(error));
        notify.error({ title: failureTitle, description: failureDescription(error, t) });
        if (error.code === 'CONFLICT' || error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')
          void client.refetchQueries({ include: [OWNER_BOOKINGS_QUERY] }).catch(() => undefined);
        return { ok: false, error };
      }
    },
    [client, t],
  );
}
