import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isServiceUnavailableError } from './unavailable.js';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('isServiceUnavailableError', () => {
  it.each([
    [
      'knex pool acquire timeout',
      new Error('Knex: Timeout acquiring a connection. The pool is probably full.'),
    ],
    ['refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['timed-out socket', withCode('connect ETIMEDOUT', 'ETIMEDOUT')],
    ['pg connection terminated', new Error('Connection terminated unexpectedly')],
    ['pg connect timeout', new Error('Connection terminated due to connection timeout')],
    ['pg query timeout', new Error('Query read timeout')],
    ['statement_timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    [
      'knex transaction ended by a failed BEGIN',
      new Error('Transaction query already complete, run with DEBUG=knex:tx for more info'),
    ],
    ['ioredis closed', new Error('Connection is closed.')],
    ['ioredis command timeout', new Error('Command timed out')],
    [
      'ioredis max retries',
      Object.assign(new Error('Reached the max retries per request limit (which is 20).'), {
        name: 'MaxRetriesPerRequestError',
      }),
    ],
  ])('recognises %s', (_label, error) => {
    expect(isServiceUnavailableError(error)).toBe(true);
  });

  it('looks through GraphQL wrapping and cause chains', () => {
    const driver = new Error('Query read timeout');
    const wrapped = new GraphQLError('Unexpected error.', {
      originalError: new Error('x', { cause: driver }),
    });
    expect(isServiceUnavailableError(wrapped)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a constraint violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['not an error', 'ECONNREFUSED'],
  ])('leaves %s to the masked 500', (_label, error) => {
    expect(isServiceUnavailableError(error)).toBe(false);
  });
});
