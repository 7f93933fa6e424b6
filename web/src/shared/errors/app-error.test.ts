import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { graphQLErrorsInBody, toAppError } from './app-error';

describe('toAppError', () => {
  it('reads message, code and field errors from GraphQL errors', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'This e-mail is already registered.',
          extensions: {
            code: 'CONFLICT',
            reason: 'EMAIL_TAKEN',
            fieldErrors: { email: 'This e-mail is already registered.' },
            requestId: 'r1',
          },
        },
      ],
    });
    expect(toAppError(error)).toEqual({
      message: 'This e-mail is already registered.',
      code: 'CONFLICT',
      reason: 'EMAIL_TAKEN',
      fieldErrors: { email: 'This e-mail is already registered.' },
      retryAfter: null,
      requestId: 'r1',
      network: false,
    });
  });

  it('reads retryAfter', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Too many attempts', extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 30 } }],
    });
    expect(toAppError(error)).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 30 });
  });

  it('treats other failures as network errors', () => {
    expect(toAppError(new TypeError('Failed to fetch'))).toMatchObject({ network: true, message: null });
    expect(toAppError(undefined).network).toBe(true);
  });

  it('finds GraphQL errors in a raw body', () => {
    expect(graphQLErrorsInBody('{"errors":[{"message":"x"}]}')).toEqual([{ message: 'x' }]);
    expect(graphQLErrorsInBody('<html>')).toBeNull();
    expect(graphQLErrorsInBody('{"data":{}}')).toBeNull();
  });
});
