import { DomainError, ErrorCode } from '../contracts/errors.js';

const VERSION = 1;
const MAX_ID = 2_147_483_647;

/**
 * Where a newest-first page ended: the last row's id (ids only grow, so "older" is "smaller id"). The next page
 * continues strictly below it (keyset pagination), so rows added meanwhile never shift a page. Opaque to
 * clients: base64url of a small JSON array naming what it pages, so one list's cursor is refused by another.
 */
export function encodeIdCursor(list: string, id: number): string {
  return Buffer.from(JSON.stringify([VERSION, list, id]), 'utf8').toString('base64url');
}

export function invalidIdCursor(): DomainError {
  return new DomainError(ErrorCode.ValidationFailed, {
    message: 'Invalid cursor',
    fieldErrors: { after: 'Invalid cursor' },
  });
}

/** The id a cursor of this list carries, or VALIDATION_FAILED 'Invalid cursor' for anything this code did not make. */
export function decodeIdCursor(list: string, text: string): number {
  if (text.length === 0 || text.length > 200 || !/^[A-Za-z0-9_-]+$/.test(text)) throw invalidIdCursor();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidIdCursor();
  }
  if (!Array.isArray(value) || value.length !== 3) throw invalidIdCursor();
  const [version, name, id] = value as unknown[];
  if (version !== VERSION || name !== list) throw invalidIdCursor();
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) throw invalidIdCursor();
  return id;
}

/** A page size: 1 to `max`, else VALIDATION_FAILED on `first`. */
export function pageSize(first: number, max: number): number {
  if (!Number.isInteger(first) || first < 1 || first > max) {
    const message = `first must be a whole number from 1 to ${max}`;
    throw new DomainError(ErrorCode.ValidationFailed, { message, fieldErrors: { first: message } });
  }
  return first;
}
