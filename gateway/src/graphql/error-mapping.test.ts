import { ErrorCode } from '@koalarent/core';
import { describe, expect, it } from 'vitest';
import { httpStatusForGraphqlCode, mapErrorCode } from './error-mapping.js';

describe('error mapping', () => {
  it('maps every domain error code to a 4xx, consistently for both doors', () => {
    for (const code of Object.values(ErrorCode)) {
      const { graphqlCode, httpStatus } = mapErrorCode(code);
      expect(httpStatus).toBeGreaterThanOrEqual(400);
      expect(httpStatus).toBeLessThan(500);
      expect(httpStatusForGraphqlCode(graphqlCode)).toBe(httpStatus);
    }
  });
  it('treats unknown codes as server errors', () => {
    expect(httpStatusForGraphqlCode(undefined)).toBe(500);
    expect(httpStatusForGraphqlCode('SOMETHING_ELSE')).toBe(500);
  });
});
