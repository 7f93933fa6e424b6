import { DomainError, ErrorCode, MAX_ROW_ID, parseInput, text } from '@koalarent/core';
import { z } from 'zod';

/** The admins' time ranges (spec: Last 24 hours, Last 7 days (default), Last 30 days, All time). */
export const TRACKING_RANGES = ['DAY', 'WEEK', 'MONTH', 'ALL'] as const;
export type TrackingRange = (typeof TRACKING_RANGES)[number];
export const DEFAULT_TRACKING_RANGE: TrackingRange = 'WEEK';

const RANGE_MS: Record<TrackingRange, number | null> = {
  DAY: 24 * 3600 * 1000,
  WEEK: 7 * 24 * 3600 * 1000,
  MONTH: 30 * 24 * 3600 * 1000,
  ALL: null,
};

/** The most records one page returns. */
export const MAX_TRACKING_PAGE = 200;
const MAX_TRACKING_SEARCH_LENGTH = 200;
/** Words of a search beyond this are ignored: each one is a condition over every searched column. */
const MAX_SEARCH_WORDS = 8;

export const TrackingRecordFilter = z.object({
  userId: z
    .number()
    .int('userId must be a whole number from 1')
    .min(1, 'userId must be a whole number from 1')
    .max(MAX_ROW_ID, 'userId must be a whole number from 1')
    .nullish(),
  range: z
    .enum(TRACKING_RANGES, { error: 'range must be DAY, WEEK, MONTH or ALL' })
    .default(DEFAULT_TRACKING_RANGE),
  search: text()
    .max(MAX_TRACKING_SEARCH_LENGTH, `A search may be at most ${MAX_TRACKING_SEARCH_LENGTH} characters`)
    .nullish(),
  first: z
    .number()
    .int(`first must be a whole number from 1 to ${MAX_TRACKING_PAGE}`)
    .min(1, `first must be a whole number from 1 to ${MAX_TRACKING_PAGE}`)
    .max(MAX_TRACKING_PAGE, `first must be a whole number from 1 to ${MAX_TRACKING_PAGE}`)
    .default(50),
  after: text().max(200).nullish(),
});
export type TrackingRecordFilter = z.input<typeof TrackingRecordFilter>;

export interface RecordPage<T> {
  nodes: T[];
  hasNextPage: boolean;
  /** Pass as `after` for the next page; null on the last one. */
  endCursor: string | null;
}

interface Cursor {
  /** The row's timestamp in UTC with microseconds (a JavaScript Date would round them off), see cursorColumn. */
  timestamp: string;
  id: number;
}

/** The select-list entry a list needs for its cursor: `alias.timestamp` as ISO 8601 UTC with microseconds. */
export function cursorColumn(alias: string): string {
  return `to_char(${alias}."timestamp" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorTimestamp"`;
}

/** A timestamp as cursorColumn prints it, naming a real instant (so PostgreSQL never refuses to read it back). */
function isCursorTimestamp(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(value)) return false;
  const millis = `${value.slice(0, 23)}Z`;
  const parsed = new Date(millis);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString() === millis;
}

const BAD_CURSOR = 'after is not a cursor of this list';

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.timestamp, cursor.id])).toString('base64url');
}

function decodeCursor(raw: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      isCursorTimestamp(value[0]) &&
      Number.isInteger(value[1]) &&
      value[1] >= 1 &&
      value[1] <= MAX_ROW_ID
    )
      return { timestamp: value[0], id: value[1] as number };
  } catch {
    // answered below
  }
  throw new DomainError(ErrorCode.ValidationFailed, {
    message: BAD_CURSOR,
    fieldErrors: { after: BAD_CURSOR },
  });
}

/** A word of a search as an ILIKE pattern matching it anywhere, its wildcards taken literally. */
function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The WHERE clause and parameters of a tracking list: the member, the time range (from `now`), the page's
 * position (keyset on timestamp and id, newest first) and the search (every word must appear in one of
 * `searchable`, case-insensitively). Validation failures are VALIDATION_FAILED with the field's message.
 */
export function recordListQuery(
  raw: TrackingRecordFilter,
  columns: { alias: string; searchable: string[] },
  now: Date,
): { where: string; params: unknown[]; limit: number } {
  const filter = parseInput(TrackingRecordFilter, raw);
  const { alias } = columns;
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.userId) {
    conditions.push(`${alias}.user_id = ?`);
    params.push(filter.userId);
  }
  const span = RANGE_MS[filter.range];
  if (span !== null) {
    conditions.push(`${alias}."timestamp" >= ?`);
    params.push(new Date(now.getTime() - span));
  }
  if (filter.after) {
    const cursor = decodeCursor(filter.after);
    conditions.push(`(${alias}."timestamp", ${alias}.id) < (?::timestamptz, ?)`);
    params.push(cursor.timestamp, cursor.id);
  }
  const words = (filter.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  for (const word of words) {
    conditions.push(`(${columns.searchable.map((c) => `${c} ilike ?`).join(' or ')})`);
    for (const _ of columns.searchable) params.push(containsPattern(word));
  }
  return { where: conditions.length ? conditions.join(' and ') : 'true', params, limit: filter.first };
}

/** Trims the one extra row a list fetches to learn whether another page follows. */
export function pageOf<R extends { id: number; cursorTimestamp: string }, T>(
  rows: R[],
  limit: number,
  present: (row: R) => T,
): RecordPage<T> {
  const hasNextPage = rows.length > limit;
  const kept = hasNextPage ? rows.slice(0, limit) : rows;
  const last = kept.at(-1);
  return {
    nodes: kept.map(present),
    hasNextPage,
    endCursor: hasNextPage && last ? encodeCursor({ timestamp: last.cursorTimestamp, id: last.id }) : null,
  };
}
