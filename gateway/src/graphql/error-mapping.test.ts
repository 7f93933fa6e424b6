import { DOCUMENT_ERROR_STATUS, ERROR_TABLE, ErrorCode, isErrorCode } from '@koalarent/core';
import { describe, expect, it } from 'vitest';
import { httpStatusForGraphqlCode, mapErrorCode } from './error-mapping.js';

describe('the error table', () => {
  it('gives every domain code a status that both doors agree on', () => {
    for (const code of Object.values(ErrorCode)) {
      const { graphqlCode, httpStatus } = mapErrorCode(code);
      expect([202, 400, 401, 402, 403, 404, 409, 422, 429, 503]).toContain(httpStatus);
      // One GraphQL code never stands for two statuses, so the HTTP door can answer from the GraphQL code alone.
      expect(httpStatusForGraphqlCode(graphqlCode)).toBe(httpStatus);
    }
  });
  it('names every code of the table exactly once in ErrorCode', () => {
    expect(new Set(Object.values(ErrorCode))).toEqual(new Set(Object.keys(ERROR_TABLE)));
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });
  it('treats document errors as the client’s and unknown codes as server errors', () => {
    for (const code of Object.keys(DOCUMENT_ERROR_STATUS)) expect(httpStatusForGraphqlCode(code)).toBe(400);
    expect(httpStatusForGraphqlCode(undefined)).toBe(500);
    expect(httpStatusForGraphqlCode('INTERNAL_SERVER_ERROR')).toBe(500);
    expect(httpStatusForGraphqlCode('SOMETHING_ELSE')).toBe(500);
  });
});
