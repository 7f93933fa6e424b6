import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type AppError, toAppError } from '../../../shared/errors/app-error';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { type Notice, notify } from '../../../shared/ui/toaster';
import { ActionKeys, outcomeOf } from '../../owner-bookings/model/action-keys';
import { newIdempotencyKey } from '../../rental/model/booking-request';

export interface RenterActionOptions<TData> {
  /** The success toast, from the server's answer (e.g. the amount actually refunded). */
  success(data: TData): Notice;
  /** The failure toast's title; its description is the server's message (translated), else `fallback`. */
  failureTitle: string;
  fallback?: string;
}

/**
 * Sends one of the renter's booking mutations with an idempotency key — kept while the same request is retried
 * after a failure the server may not have seen through, so a retry never applies twice — and answers with a toast
 * either way (spec §8: failure notices are destructive). Resolves to the data, or null after a failure, so the
 * dialog knows whether to close. Each mutation answers with the whole booking, so the cache (and with it the tab
 * the card sits in) follows.
 */
export function useRenterAction<TData, TVariables extends { idempotencyKey?: string | null }>(
  document: TypedDocumentNode<TData, TVariables>,
  options: RenterActionOptions<TData>,
) {
  const { t } = useTranslation('bookings');
  const [mutate, { loading }] = useMutation(document);
  const keys = useRef<ActionKeys | null>(null);
  keys.current ??= new ActionKeys(() => newIdempotencyKey());

  async function run(variables: Omit<TVariables, 'idempotencyKey'>): Promise<TData | null> {
    const attempts = keys.current as ActionKeys;
    const fingerprint = JSON.stringify(variables);
    let error: AppError;
    try {
      const result = await mutate({
        variables: { ...variables, idempotencyKey: attempts.keyFor(fingerprint) } as unknown as TVariables,
      });
      if (result.data) {
        attempts.settle(fingerprint, 'decided');
        notify.success(options.success(result.data as TData));
        return result.data as TData;
      }
      error = toAppError(result.error);
    } catch (caught) {
      error = toAppError(caught);
    }
    attempts.settle(fingerprint, outcomeOf(error));
    notify.error({
      title: options.failureTitle,
      description: error.message
        ? translateServerMessage(error.message)
        : (options.fallback ?? t('errors.unexpected')),
    });
    return null;
  }

  return { run, loading };
}
