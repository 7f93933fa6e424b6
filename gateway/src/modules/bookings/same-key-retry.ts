import { DomainError, ErrorCode } from '@koalarent/core';
import type { GatewayContext } from '../../context.js';
import { isServiceUnavailableError, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../http/unavailable.js';

/** Seconds a client is asked to wait before asking again about a command the worker has not finished. */
const STILL_PROCESSING_RETRY_AFTER_SECONDS = 2;

/**
 * Runs a booking command under the client's idempotency key. A 503 or a 202 does not mean the command did not
 * happen: the job may have reached the queue just before Redis or PostgreSQL stopped answering, and the worker then
 * books it anyway (issue 20 §4). So those answers carry the key and say to retry with it, which returns the first
 * request's answer; a retry under a new key would book, and hold the card, twice.
 */
export async function underIdempotencyKey<T>(
  ctx: GatewayContext,
  key: string,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError && error.code === ErrorCode.StillProcessing)
      throw new DomainError(ErrorCode.StillProcessing, {
        message:
          'Your request is still being processed. Retry with the same Idempotency-Key in a moment to get its answer.',
        retryAfterSeconds: STILL_PROCESSING_RETRY_AFTER_SECONDS,
        idempotencyKey: key,
      });
    const unavailable =
      error instanceof DomainError
        ? error.code === ErrorCode.ServiceUnavailable
        : isServiceUnavailableError(error);
    if (!unavailable) throw error;
    if (!(error instanceof DomainError))
      ctx.deps.logger.warn({ err: error, requestId: ctx.requestId }, 'backing service unavailable');
    throw new DomainError(ErrorCode.ServiceUnavailable, {
      message:
        'The service is temporarily unavailable. Retry with the same Idempotency-Key: the request is never made twice.',
      retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
      idempotencyKey: key,
    });
  }
}
