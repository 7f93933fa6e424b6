import { DomainError, ErrorCode } from '@koalarent/core';

const VERSION = 1;
const MAX_ID = 2_147_483_647;

/**
 * Newest-first lists page by message id (ids only grow, so "older" is "smaller id"): a cursor is the last row's
 * message id, opaque to clients (base64url of a small JSON array naming its list, so one list's cursor is refused
 * by another), and the next page continues strictly below it, so messages arriving meanwhile never shift a page.
 */
export function encodeCursor(list: 'conversations' | 'thread', id: number): string {
  return Buffer.from(JSON.stringify([VERSION, list, id]), 'utf8').toString('base64url');
}

function invalidCursor(): DomainError {
  return new DomainError(ErrorCode.ValidationFailed, {
    message: 'Invalid cursor',
    fieldErrors: { after: 'Invalid cursor' },
  });
}

/** The id a cursor carries; null for no cursor; VALIDATION_FAILED 'Invalid cursor' for anything this code did not make. */
export function decodeCursor(
  list: 'conversations' | 'thread',
  text: string | null | undefined,
): number | null {
  if (text === null || text === undefined || text === '') return null;
  if (text.length > 200 || !/^[A-Za-z0-9_-]+$/.test(text)) throw invalidCursor();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(value) || value.length !== 3) throw invalidCursor();
  const [version, name, id] = value as unknown[];
  if (version !== VERSION || name !== list) throw invalidCursor();
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) throw invalidCursor();
  return id;
}

/** A page size from 1 to `max`, else VALIDATION_FAILED on `first`. */
export function pageSize(first: number, max: number): number {
  if (!Number.isInteger(first) || first < 1 || first > max) {
    const message = `first must be a whole number from 1 to ${max}`;
    throw new DomainError(ErrorCode.ValidationFailed, { message, fieldErrors: { first: message } });
  }
  return first;
}
