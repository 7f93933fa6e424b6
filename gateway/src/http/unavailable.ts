import { isUnavailableMessage } from '@koalarent/core';

/** Seconds a client is asked to wait before retrying when a backing service does not answer. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Socket-level failures reaching PostgreSQL or Redis. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs that mean "the server cannot serve now", not "this request is wrong": class 08 is
 * connection exceptions; 57014 is a statement cancelled by statement_timeout; 57P01–57P03 are shutdowns and
 * start-ups; 53300 is too many connections.
 */
const POSTGRES_UNAVAILABLE = /^(08...|57014|57P0[1-3]|53300)$/;

const UNAVAILABLE_NAMES = new Set(['KnexTimeoutError', 'MaxRetriesPerRequestError', 'ConnectionException']);

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  originalError?: unknown;
  cause?: unknown;
}

function isUnavailableItself(error: ErrorLike): boolean {
  if (typeof error.name === 'string' && UNAVAILABLE_NAMES.has(error.name)) return true;
  if (
    typeof error.code === 'string' &&
    (NETWORK_CODES.has(error.code) || POSTGRES_UNAVAILABLE.test(error.code))
  )
    return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return isUnavailableMessage(message);
}

/**
 * True when an error means PostgreSQL or Redis did not answer (refused, reset, timed out, pool exhausted):
 * the client should get a 503 with Retry-After, not a masked 500. Looks through GraphQL's `originalError`
 * and the standard `cause` chain, where MikroORM, graphql-js and Apollo put the driver's error.
 */
export function isServiceUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth++) {
    const candidate = current as ErrorLike;
    if (isUnavailableItself(candidate)) return true;
    current = candidate.originalError ?? candidate.cause;
  }
  return false;
}
