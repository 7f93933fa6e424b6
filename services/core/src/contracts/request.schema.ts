import { z } from 'zod';
import { BboxMessages } from './item.schema.js';
import { text } from './text.js';

/**
 * How a request's values are read before the shared schemas judge them, for both doors: GraphQL arguments arrive
 * typed, REST bodies and query strings as JSON or text. The REST door reads each value with these into the type its
 * GraphQL document declares; the rules themselves (bounds, messages) stay in the shared field schemas, which these
 * readers consult instead of repeating them.
 */

/** One schema per distinct arguments: readers are built once, not on every request that uses them. */
function memo<A extends unknown[], T>(build: (...args: A) => T): (...args: A) => T {
  const built = new Map<string, T>();
  return (...args: A) => {
    const key = args.join('\u0000');
    let schema = built.get(key);
    if (schema === undefined) {
      schema = build(...args);
      built.set(key, schema);
    }
    return schema;
  };
}

/** The largest id PostgreSQL's `integer` (and GraphQL's Int) holds; anything outside 1..this names no row. */
export const MAX_ROW_ID = 2_147_483_647;
const INT_MIN = -2_147_483_648;

/** Page sizes a list accepts (REST `limit`, GraphQL `limit`/`first`) and the one it gives when none is asked. */
export const LIST_LIMITS = {
  items: { max: 100, fallback: 20 },
  recentItems: { max: 50, fallback: 8 },
  relatedItems: { max: 24, fallback: 4 },
  nearbyItems: { max: 50, fallback: 12 },
  adminItems: { max: 2000, fallback: 500 },
  adminUsers: { max: 200, fallback: 50 },
  placeSuggestions: { max: 20, fallback: 8 },
} as const;
export type ListName = keyof typeof LIST_LIMITS;

/** A page size for `list`, named `field` as the caller's door names it: a whole number from 1 to the list's max. */
export const listLimit = memo((list: ListName, field: string) => {
  const { max } = LIST_LIMITS[list];
  const message = `${field} must be a whole number from 1 to ${max}`;
  return z.number({ error: message }).int(message).min(1, message).max(max, message);
});

/**
 * The client's idempotency key: one per intended action (a UUID from the browser, say). Retrying with the same
 * key returns the first answer instead of acting twice.
 */
export const IdempotencyKey = text().regex(
  /^[A-Za-z0-9_-]{8,100}$/,
  'An idempotency key is 8–100 letters, digits, - or _',
);

/** A key the request cannot go without (POST /api/bookings' Idempotency-Key header, requestBooking's argument). */
export const RequiredIdempotencyKey = text()
  .refine((key) => key.trim() !== '', {
    message: 'An idempotency key is required (REST: the Idempotency-Key header)',
    abort: true,
  })
  .pipe(IdempotencyKey);

/** A key a transition may go without (it is idempotent by state anyway); given, it is one of ours. */
export const OptionalIdempotencyKey = IdempotencyKey.nullish();

/** A JSON or query value as a finite number: a number, or its digits as text (" 12.5 "); anything else undefined. */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : undefined;
}

function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * A value the document's type cannot carry, replaced by one it can that `field` refuses with the same words, so the
 * shared schema answers it after the door's own checks (a signed-out caller hears 401 first). When no such value
 * exists (a fraction for a whole-number field, say) the reader refuses it itself with the field's message.
 */
function standIn(field: z.ZodType, value: unknown, candidates: readonly number[], ctx: z.RefinementCtx) {
  const message = firstMessage(field, value);
  if (message !== null)
    for (const candidate of candidates) if (firstMessage(field, candidate) === message) return candidate;
  ctx.addIssue({ code: 'custom', message: message ?? 'Must be a whole number' });
  return z.NEVER;
}

/** A JSON value for a GraphQL Int that `field` judges (a quantity, a rating, a budget): numbers or their digits. */
export function wholeFor(field: z.ZodType) {
  return z.unknown().transform((value, ctx): number => {
    const n = numberOf(value);
    if (n !== undefined && Number.isInteger(n) && n >= INT_MIN && n <= MAX_ROW_ID) return n;
    return standIn(field, n ?? value, [0, -1, MAX_ROW_ID, INT_MIN], ctx);
  });
}

/** A JSON value for a GraphQL Float that `field` judges (a price, an amount): a number or its digits as text. */
export function amountFor(field: z.ZodType) {
  return z.unknown().transform((value, ctx): number => {
    const n = numberOf(value);
    return n !== undefined ? n : standIn(field, value, [-1, 0], ctx);
  });
}

/** As `amountFor`, where absent, null or blank is "not given". */
export function optionalAmountFor(field: z.ZodType) {
  const amount = amountFor(field);
  return z.unknown().transform((value, ctx): number | null => {
    if (value === undefined || value === null || value === '') return null;
    const read = amount.safeParse(value);
    if (read.success) return read.data;
    for (const issue of read.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });
}

/** Text from JSON: a string, or a number's digits; anything else '' (which the shared schema refuses in its words). */
export const JsonText = z
  .unknown()
  .transform((v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''));
/** Optional text: a string, else null ("not given"). */
export const JsonOptionalText = z.unknown().transform((v) => (typeof v === 'string' ? v : null));
/** A list of texts (image URLs, photos): each entry as JsonText; not a list is none. */
export const JsonTextList = z
  .unknown()
  .transform((v) => (Array.isArray(v) ? v.map((entry) => JsonText.parse(entry)) : []));
/** An optional flag: true or false, anything else "not given". */
export const JsonFlag = z.unknown().transform((v) => (typeof v === 'boolean' ? v : null));
/** A flag the request must give: true or false, else a 400 on it. */
export const requiredFlag = memo((field: string) => z.boolean({ error: `${field} must be true or false` }));

/**
 * An id in a URL path: digits naming a possible row, else 0, which names nothing, so the resolver answers its own
 * 404 ('Item not found', 'User not found') as for any other id that does not exist.
 */
export const PathId = z
  .unknown()
  .transform((v) =>
    typeof v === 'string' && /^\d{1,10}$/.test(v) && Number(v) <= MAX_ROW_ID ? Number(v) : 0,
  );

/** An id in a JSON body: a whole number (or its digits as text), else a 400 on that field; out of range is 0. */
export const bodyId = memo((field: string) =>
  z.unknown().transform((value, ctx): number => {
    const n = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isInteger(n)) {
      ctx.addIssue({ code: 'custom', message: `${field} must be a whole number` });
      return z.NEVER;
    }
    return n >= 1 && n <= MAX_ROW_ID ? n : 0;
  }),
);

/** An id read leniently, where the door's own checks come first: anything but a row's id is 0, refused later. */
export const LenientId = z.unknown().transform((value): number => {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_ROW_ID ? n : 0;
});

/** As LenientId, where absent or null is "not given". */
export const OptionalLenientId = z
  .unknown()
  .transform((value) => (value === undefined || value === null ? null : LenientId.parse(value)));

/** A query parameter as text: absent or blank is "not given"; a repeated one counts once; a nested one is refused. */
export const queryText = memo((key: string) =>
  z.unknown().transform((value, ctx): string | null => {
    const raw = Array.isArray(value) ? (value as unknown[])[0] : value;
    if (raw === undefined || raw === null) return null;
    if (typeof raw !== 'string') {
      ctx.addIssue({ code: 'custom', message: `${key} must be text` });
      return z.NEVER;
    }
    return raw.trim() === '' ? null : raw;
  }),
);

/** A number from a query string, read leniently ("12", " 12.5 "); anything else is a clear 400, never a 500. */
export const queryNumber = memo((key: string) =>
  queryText(key).transform((raw, ctx): number | null => {
    if (raw === null) return null;
    const n = Number(raw.trim());
    if (Number.isFinite(n)) return n;
    ctx.addIssue({ code: 'custom', message: `${key} must be a number` });
    return z.NEVER;
  }),
);

/** `true` or `false` from a query string (any case), or null when not given; anything else is a clear 400. */
export const queryFlag = memo((key: string) =>
  queryText(key).transform((raw, ctx): boolean | null => {
    if (raw === null) return null;
    const word = raw.trim().toLowerCase();
    if (word === 'true' || word === 'false') return word === 'true';
    ctx.addIssue({ code: 'custom', message: `${key} must be true or false` });
    return z.NEVER;
  }),
);

/** A whole number from a query string within min..max, or null when not given. */
export const queryWhole = memo((key: string, min: number, max: number) => {
  const message = `${key} must be a whole number from ${min} to ${max}`;
  return queryNumber(key).pipe(z.number().int(message).min(min, message).max(max, message).nullable());
});

/** A page size from a query string for `list`, or null when none is asked (the list's own fallback then). */
export const queryLimit = memo((list: ListName, key: string) =>
  queryNumber(key).pipe(listLimit(list, key).nullable()),
);

/** A whole number from a query string, or 0 (which names nothing and which the query refuses) when it is not one. */
export const queryLenientId = memo((key: string) =>
  queryText(key).transform((raw): number | null => {
    if (raw === null) return null;
    const n = Number(raw.trim());
    return Number.isInteger(n) && n >= 1 && n <= MAX_ROW_ID ? n : 0;
  }),
);

/**
 * A JSON object read field by field (a key left out is read as undefined, as each reader expects; anything but an
 * object reads as `{}`), every field's refusal on its own path.
 */
export function jsonObject<T extends Record<string, z.ZodType>>(shape: T) {
  return z.unknown().transform((raw, ctx) => {
    const body =
      raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const out: Record<string, unknown> = {};
    for (const key in shape) {
      const read = shape[key]!.safeParse(body[key]);
      if (read.success) out[key] = read.data;
      else
        for (const issue of read.error.issues)
          ctx.addIssue({ code: 'custom', path: [key, ...issue.path], message: issue.message });
    }
    return out as { [K in keyof T]: z.output<T[K]> };
  });
}

/**
 * Issue 24 §3: `bbox=minLon,minLat,maxLon,maxLat` from a query string as four numbers (the shared `Bbox` schema
 * then judges their ranges and order); absent or blank is "not given", anything but four numbers a clear 400.
 */
export const queryBbox = memo((key: string) =>
  queryText(key).transform((raw, ctx): number[] | null => {
    if (raw === null) return null;
    const parts = raw.split(',').map((part) => part.trim());
    const numbers = parts.map((part) =>
      /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(part) ? Number(part) : NaN,
    );
    if (numbers.length === 4 && numbers.every(Number.isFinite)) return numbers;
    ctx.addIssue({ code: 'custom', message: BboxMessages.malformed });
    return z.NEVER;
  }),
);
