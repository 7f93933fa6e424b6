import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError, ErrorCode } from '../contracts/errors.js';
import { decodeIdCursor, encodeIdCursor, pageSize } from './id-cursor.js';

function refusal(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

const invalid = {
  code: ErrorCode.ValidationFailed,
  message: 'Invalid cursor',
  fieldErrors: { after: 'Invalid cursor' },
};

describe('id cursor', () => {
  it('gives back the id it was made with, for its own list only', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_147_483_647 }),
        fc.constantFrom('audit', 'users', 'thread'),
        fc.constantFrom('conversations', 'logins'),
        (id, list, other) => {
          const cursor = encodeIdCursor(list, id);
          expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
          expect(decodeIdCursor(list, cursor)).toBe(id);
          const error = refusal(() => decodeIdCursor(other, cursor));
          expect(error).toBeInstanceOf(DomainError);
          expect(error).toMatchObject(invalid);
        },
      ),
    );
  });

  it('refuses anything it did not make with VALIDATION_FAILED Invalid cursor', () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
    const texts = [
      '',
      'not a cursor!',
      'A'.repeat(201),
      Buffer.from('{not json', 'utf8').toString('base64url'),
      forged({ id: 5 }),
      forged([1, 'audit']),
      forged([2, 'audit', 5]),
      forged([1, 'audit', 0]),
      forged([1, 'audit', 1.5]),
      forged([1, 'audit', '5']),
      forged([1, 'audit', 2_147_483_648]),
    ];
    for (const text of texts) expect(refusal(() => decodeIdCursor('audit', text))).toMatchObject(invalid);
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const error = refusal(() => decodeIdCursor('audit', text));
        // A random string is almost never a cursor; when it decodes, it must be to a valid id.
        if (error === undefined) expect(Number.isInteger(decodeIdCursor('audit', text))).toBe(true);
        else expect(error).toMatchObject(invalid);
      }),
    );
  });

  it('takes a page size from 1 to the list maximum, else VALIDATION_FAILED on first', () => {
    expect(pageSize(1, 50)).toBe(1);
    expect(pageSize(50, 50)).toBe(50);
    for (const first of [0, -1, 51, 2.5, Number.NaN]) {
      expect(refusal(() => pageSize(first, 50))).toMatchObject({
        code: ErrorCode.ValidationFailed,
        message: 'first must be a whole number from 1 to 50',
        fieldErrors: { first: 'first must be a whole number from 1 to 50' },
      });
    }
  });
});
