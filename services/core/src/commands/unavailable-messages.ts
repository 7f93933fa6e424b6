/**
 * Messages of errors that mean PostgreSQL or Redis did not answer and that carry no code of their own: knex/tarn,
 * pg's client-side timeouts, ioredis. One list for the gateway (which also reads codes, see its unavailable.ts) and
 * the command bus, which sees only the message a failed job attempt left behind.
 */
export const UNAVAILABLE_MESSAGES: readonly RegExp[] = [
  /Timeout acquiring a connection/i, // knex: the pool's acquireTimeoutMillis ran out
  /Connection terminated/i, // pg: "unexpectedly" or "due to connection timeout"
  /Query read timeout/i, // pg: query_timeout, the server did not answer
  /^timeout expired$/i, // pg: connectionTimeoutMillis while connecting
  /Connection is closed/i, // ioredis
  /Command timed out/i, // ioredis: commandTimeout
  /Reached the max retries per request limit/i, // ioredis MaxRetriesPerRequestError
  /Stream isn't writeable/i, // ioredis with the offline queue off
  // knex: a statement on a transaction that already ended. knex ends one early only when a statement of its own
  // (BEGIN, SAVEPOINT, COMMIT, ROLLBACK) failed, and that error goes to the transaction's promise, not to the
  // caller; the caller's next statement gets this instead. With PostgreSQL frozen, BEGIN's read timeout turned a
  // booking paid with a new card (and a profile update) into a 500 carrying this message.
  /^Transaction query already complete/i,
];

/** True when an error message says a backing service did not answer (see UNAVAILABLE_MESSAGES). */
export function isUnavailableMessage(message: string | null | undefined): boolean {
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}
