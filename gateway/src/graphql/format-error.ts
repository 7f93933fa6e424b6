import { DOCUMENT_ERROR_STATUS, ERROR_TABLE, ErrorCode } from '@koalarent/core';
import type { GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { isServiceUnavailableError, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../http/unavailable.js';
import { domainErrorOf, mapErrorCode } from './error-mapping.js';

/** Errors about the document or its variables, raised by graphql-js and Apollo: their messages are safe to show. */
const SAFE_GRAPHQL_CODES = new Set<string>([...Object.keys(DOCUMENT_ERROR_STATUS), 'BAD_USER_INPUT']);

/**
 * Error masking that does not depend on NODE_ENV: domain errors keep their message and gain their code, field
 * errors and retry hint; errors about the document itself are safe to show; anything else becomes a generic
 * message. Every error carries the request id that ties it to the log line with the real cause.
 */
export function formatGraphqlError(
  formatted: GraphQLFormattedError,
  error: unknown,
  requestId: string,
  logger: Logger,
): GraphQLFormattedError {
  const domain = domainErrorOf(error);
  const base = {
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
  };
  if (domain) {
    return {
      message: domain.message,
      ...base,
      extensions: {
        code: mapErrorCode(domain.code).graphqlCode,
        reason: domain.code,
        requestId,
        ...(domain.fieldErrors ? { fieldErrors: domain.fieldErrors } : {}),
        ...(domain.retryAfterSeconds !== undefined ? { retryAfter: domain.retryAfterSeconds } : {}),
        ...(domain.idempotencyKey !== undefined ? { idempotencyKey: domain.idempotencyKey } : {}),
      },
    };
  }
  const code = typeof formatted.extensions?.code === 'string' ? formatted.extensions.code : undefined;
  if (code && SAFE_GRAPHQL_CODES.has(code)) {
    return { message: formatted.message, ...base, extensions: { code, requestId } };
  }
  if (isServiceUnavailableError(error)) {
    // The database or Redis did not answer: a clear "try again shortly", not a masked server fault.
    logger.warn({ err: error, requestId, path: formatted.path }, 'backing service unavailable');
    return {
      message: ERROR_TABLE.SERVICE_UNAVAILABLE.message,
      ...base,
      extensions: {
        code: ERROR_TABLE.SERVICE_UNAVAILABLE.graphqlCode,
        reason: ErrorCode.ServiceUnavailable,
        requestId,
        retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS,
      },
    };
  }
  logger.error({ err: error, requestId, path: formatted.path }, 'unexpected error in a GraphQL operation');
  return {
    message: 'Something went wrong. Please try again later.',
    ...base,
    extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
  };
}
