import { DomainError, ErrorCode } from '../../contracts/errors.js';
import type { ItemSort } from '../../contracts/item.schema.js';

/**
 * Where a page ended: the sort it belongs to, how the words were matched (full text or the trigram fallback),
 * the sort key values of the last row as PostgreSQL printed them, and its id. The next page continues strictly
 * after that row in the same order (keyset pagination), so rows added or removed meanwhile never make a row
 * appear twice or be skipped. Opaque to clients: base64url of a small JSON array.
 */
export interface SearchCursor {
  sort: ItemSort;
  mode: MatchMode;
  keys: string[];
  id: number;
}

/** `fts`: full text; `trgm`: the typo fallback, used when full text found nothing. */
export type MatchMode = 'fts' | 'trgm';

const VERSION = 1;
const SORTS: ReadonlySet<string> = new Set<ItemSort>([
  'relevance',
  'newest',
  'price_asc',
  'price_desc',
  'distance',
  'rating',
]);
const MAX_ID = 2_147_483_647;
/** Every key is an integer, a float as PostgreSQL prints it (possibly Infinity), nothing else. */
const KEY = /^(?:-?\d+(?:\.\d+)?(?:e[+-]?\d+)?|Infinity)$/;

export function encodeCursor(cursor: SearchCursor): string {
  return Buffer.from(
    JSON.stringify([VERSION, cursor.sort, cursor.mode, cursor.keys, cursor.id]),
    'utf8',
  ).toString('base64url');
}

export function invalidCursor(): DomainError {
  return new DomainError(ErrorCode.ValidationFailed, {
    message: 'Invalid cursor',
    fieldErrors: { after: 'Invalid cursor' },
  });
}

/** The cursor a client sent back, or VALIDATION_FAILED 'Invalid cursor' for anything this code did not make. */
export function decodeCursor(text: string): SearchCursor {
  if (text.length === 0 || text.length > 512 || !/^[A-Za-z0-9_-]+$/.test(text)) throw invalidCursor();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(value) || value.length !== 5) throw invalidCursor();
  const [version, sort, mode, keys, id] = value as unknown[];
  if (version !== VERSION) throw invalidCursor();
  if (typeof sort !== 'string' || !SORTS.has(sort)) throw invalidCursor();
  if (mode !== 'fts' && mode !== 'trgm') throw invalidCursor();
  if (!Array.isArray(keys) || keys.length > 3) throw invalidCursor();
  if (!keys.every((k): k is string => typeof k === 'string' && k.length <= 40 && KEY.test(k))) {
    throw invalidCursor();
  }
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) throw invalidCursor();
  return { sort: sort as ItemSort, mode, keys, id };
}
