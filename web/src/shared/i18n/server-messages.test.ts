import { CombinedGraphQLErrors } from '@apollo/client/errors';
import * as contracts from '@koalarent/core/contracts';
import { ERROR_TABLE } from '@koalarent/core/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toAppError } from '../errors/app-error';
import { loadNamespaces, switchLanguage } from './i18n';
import de from './locales/serverMessages/de';
import en from './locales/serverMessages/en';
import es from './locales/serverMessages/es';
import fr from './locales/serverMessages/fr';
import zh from './locales/serverMessages/zh';
import { lookupServerMessage, translateServerMessage } from './server-messages';

/**
 * Every message the server can put in front of a member, collected from the sources themselves, must be a key of
 * the `serverMessages` namespace: a message added to a service without a translation fails here. Sources: the
 * error table, every zod schema and message table the contracts export, and a scan of the services' and the
 * gateway's code for the places a user-facing message is written (a DomainError's `message`, `fieldErrors`,
 * message tables, the helpers that build refusals, zod checks, REST `{ message }` answers).
 */

const sources = import.meta.glob<string>(
  [
    '../../../../services/*/src/**/*.ts',
    '../../../../gateway/src/**/*.ts',
    '!../../../../**/*.test.ts',
    '!../../../../**/*.d.ts',
    // Stored data and e-mails, not answers: the e-mails are written in the recipient's language on the server.
    '!../../../../services/*/src/migrations/**',
    '!../../../../services/*/src/email/**',
    '!../../../../services/*/src/seed/**',
    '!../../../../gateway/src/cli/**',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/**
 * Messages only a developer or an API client can cause (the web app never sends such a request), left in
 * English on purpose. In a template each `${…}` of the source is written `{}`.
 */
const DEVELOPER_ONLY = new Set<string>([
  // The OpenAPI document's descriptions of the error body (issue 25 §2), and its reference page switched off.
  'For the user, in their language where translated.',
  'On a 400: each refused field with its message.',
  'The API reference page is disabled on this server.',
  // Persisted documents (issue 25 §4): only a hand-made request meets these (the app's link answers
  // PersistedQueryNotFound itself by sending the text).
  'The query does not match its sha256Hash',
  'extensions.persistedQuery must be { version: 1, sha256Hash: <64 hex digits> }',
  "With the session cookie only the web app's own documents run; send your own with an API token (Authorization: Bearer)",
  'Not a booking snapshot',
  'Invalid idempotency key',
  'An idempotency key is required (REST: the Idempotency-Key header)',
  'receiverId must be a member’s id',
  'Each preference is true or false',
  'events must be a list of page views',
  'The request body is not valid JSON.',
  'The request body is too large.',
  'Send the image as multipart/form-data.',
  'Upload one image per request.',
  'Not authenticated',
  'Not found',
  'Unknown sign-in provider',
  'Availability must be true or false',
  'range must be one of 1day, 7days, 30days, all',
  'isVerified must be true or false',
  'isLocked must be true or false',
  'Role must be admin or user',
  'Status must be pending, approved or rejected',
  'Owner must be a positive user id',
  'Latitude and longitude must be given together',
  'Each page view needs its page: the path, starting with /',
  'itemId must be a whole number from 1',
  'categoryId must be a whole number from 1',
  'at must be a date and time',
  // Issue 24 §4: the web app reports a count it was given and asks the Demand view only its own ranges.
  'resultCount must be a whole number from 0 to {}',
  'range must be DAY, WEEK or MONTH (Demand compares a range with the one before it)',
  // Issue 24 §3: the map sends the box of its own view (widened to -180..180 across the antimeridian), and the
  // tile URL is the operator's setting, checked when the server starts.
  'bbox must be four numbers: minLon,minLat,maxLon,maxLat',
  'bbox longitudes must be between -180 and 180 and latitudes between -90 and 90',
  'bbox is inverted: minLon must not exceed maxLon and minLat must not exceed maxLat (a box across the antimeridian is sent as -180..180)',
  'must be an http(s) URL of a PMTiles archive (…/name.pmtiles) or an XYZ vector tile template with {z}, {x} and {y}',
  // Issue 25 §6: the web app registers the subscription its browser made (https endpoint, keys of the right size).
  'This is not a valid push subscription.',
  'The local mailbox is disabled on this server.',
  'The local mailbox is only shown on the machine the server runs on.',
  '{} must be text',
  '{} must be a number',
  '{} must be a whole number from {} to {}',
  '{} must be a whole number',
  '{} must be true or false',
  'sort must be one of {}',
  'At most {} page views per call',
  'A page may be at most {} characters',
  'A search query may be at most {} characters',
  'Filters may be at most {} characters',
  'Invalid cursor',
  'after is not a cursor of this list',
  'An audit action is entity.verb',
  'An idempotency key is 8–100 letters, digits, - or _',
  'itemId must be the id of an item',
  'range must be DAY, WEEK, MONTH or ALL',
  'userId must be a whole number from 1',
  'first must be a whole number from 1 to {}',
  'first must be between 1 and {}',
  'limit must be between 1 and {}',
  'Radius must be more than 0 and at most {} km',
  // A page size outside its list's bounds (core's listLimit: `limit`, `first`); the web app asks fixed sizes.
  '{} must be a whole number from 1 to {}',
  // parseField's stand-in for a schema refusal without words, on a parameter named in code (`limit`, `idempotencyKey`).
  '{} is invalid',
]);

// ——— a small reader for TypeScript source: string literals and balanced expressions ———

/** A literal's text; in a template each `${…}` is written `{}`, and `dynamic` says there is one. */
type Literal = { text: string; dynamic: boolean };

/** Reads the string literal starting at `start` (a quote or backtick); returns it and the index after it. */
function readLiteral(source: string, start: number): { literal: Literal; end: number } | null {
  const quote = source[start];
  if (quote !== "'" && quote !== '"' && quote !== '`') return null;
  let text = '';
  let dynamic = false;
  let index = start + 1;
  while (index < source.length) {
    const char = source[index] as string;
    if (char === '\\') {
      const next = source[index + 1] ?? '';
      text += next === 'n' ? '\n' : next;
      index += 2;
      continue;
    }
    if (char === quote) return { literal: { text, dynamic }, end: index + 1 };
    if (quote === '`' && char === '$' && source[index + 1] === '{') {
      text += '{}';
      dynamic = true;
      index = skipBalanced(source, index + 1);
      continue;
    }
    if (quote !== '`' && char === '\n') return null;
    text += char;
    index += 1;
  }
  return null;
}

const OPEN: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** From an opening bracket at `start`, the index after its matching closing bracket (strings skipped). */
function skipBalanced(source: string, start: number): number {
  const stack: string[] = [];
  let index = start;
  while (index < source.length) {
    const char = source[index] as string;
    if (char === "'" || char === '"' || char === '`') {
      const read = readLiteral(source, index);
      index = read ? read.end : index + 1;
      continue;
    }
    if (char in OPEN) stack.push(OPEN[char] as string);
    else if (char === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return index + 1;
    }
    index += 1;
  }
  return source.length;
}

/**
 * The expression starting at `start`, up to the `,`, `;` or closing bracket that ends it (brackets inside it
 * balanced; a regex literal right after an opening bracket or comma is stepped over).
 */
function readExpression(source: string, start: number): string {
  let index = start;
  while (index < source.length) {
    const char = source[index] as string;
    if (char === "'" || char === '"' || char === '`') {
      const read = readLiteral(source, index);
      index = read ? read.end : index + 1;
      continue;
    }
    if (char === '/' && /[(,=:]\s*$/.test(source.slice(Math.max(0, index - 20), index))) {
      const end = /^\/(?:\\.|\[(?:\\.|[^\]])*\]|[^/\\\n[])+\/[a-z]*/.exec(source.slice(index));
      if (end) {
        index += end[0].length;
        continue;
      }
    }
    if (char in OPEN) {
      index = skipBalanced(source, index);
      continue;
    }
    if (char === ',' || char === ';' || char === ')' || char === ']' || char === '}') break;
    index += 1;
  }
  return source.slice(start, index);
}

/** The arguments of the call whose opening parenthesis is at `open`. */
function readArguments(source: string, open: number): string[] {
  const args: string[] = [];
  let index = open + 1;
  while (index < source.length) {
    while (/\s/.test(source[index] ?? '')) index += 1;
    if (source[index] === ')') break;
    const expression = readExpression(source, index);
    args.push(expression);
    index += expression.length;
    if (source[index] === ',') index += 1;
    else break;
  }
  return args;
}

/**
 * The string literals an expression may evaluate to: every literal in it except those compared against
 * (`action === 'resolveClaim' ? 'A' : 'B'` gives A and B) and those used as object keys or arguments of calls.
 */
function literalsOf(expression: string, constants: Map<string, Literal[]>): Literal[] {
  const found: Literal[] = [];
  let index = 0;
  while (index < expression.length) {
    const char = expression[index] as string;
    if (char === "'" || char === '"' || char === '`') {
      const read = readLiteral(expression, index);
      if (!read) break;
      const before = expression.slice(0, index).trimEnd();
      const after = expression.slice(read.end).trimStart();
      const compared = /[=!]==?$/.test(before) || /^[=!]==?/.test(after);
      if (!compared) found.push(read.literal);
      index = read.end;
      continue;
    }
    index += 1;
  }
  if (found.length === 0) {
    const name = /^\s*([A-Z][A-Z0-9_]+)\s*$/.exec(expression)?.[1];
    if (name) found.push(...(constants.get(name) ?? []));
  }
  return found;
}

function stripComments(source: string): string {
  return source.replace(/^\s*\/\*[\s*][\s\S]*?\*\//gm, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

/** Literals a scanned file writes as user-facing messages. */
function scanFile(source: string, constants: Map<string, Literal[]>, helpers: Set<string>): Literal[] {
  const found: Literal[] = [];
  const take = (expression: string) => found.push(...literalsOf(expression, constants));
  const after = (pattern: RegExp, read: (end: number) => void) => {
    for (const match of source.matchAll(pattern)) read((match.index ?? 0) + match[0].length);
  };

  // { message: … } in a DomainError, a REST answer or a returned refusal.
  after(/\bmessage:\s*/g, (end) => take(readExpression(source, end)));
  // const message = …; and fieldErrors.x = …;
  after(/\bconst\s+message\s*=\s*/g, (end) => take(readExpression(source, end)));
  after(/\bfieldErrors(?:\.\w+|\[[^\]]+\])\s*=\s*/g, (end) => take(readExpression(source, end)));
  // fieldErrors: { field: … }
  after(/\bfieldErrors:\s*(?=\{)/g, (end) => {
    const body = source.slice(end + 1, skipBalanced(source, end) - 1);
    for (const value of body.matchAll(/(?:^|,)\s*(?:\w+|\[[^\]]+\]):\s*/g))
      take(readExpression(body, (value.index ?? 0) + value[0].length));
  });
  // Message tables: const ItemMessages = { key: '…', key: (n) => `…` }.
  after(/\bconst\s+\w*(?:Messages|MESSAGES|Errors)\b[^=]*=\s*(?=\{)/g, (end) => {
    const body = source.slice(end + 1, skipBalanced(source, end) - 1);
    for (const value of body.matchAll(/(?:^|,)\s*\w+:\s*(?:\([^)]*\)\s*=>\s*)?/g))
      take(readExpression(body, (value.index ?? 0) + value[0].length));
  });
  // Functions that build a message: function tooFastMessage(seconds) { return `…`; }
  after(/\bfunction\s+\w*[Mm]essage\w*\s*\([^)]*\)[^{]*\{\s*return\s+/g, (end) =>
    take(readExpression(source, end)),
  );
  // Calls of the helpers that wrap a message in a refusal: invalid('field', 'The message').
  for (const helper of helpers) {
    after(new RegExp(`\\b${helper}\\(`, 'g'), (end) => {
      for (const arg of readArguments(source, end - 1)) take(arg);
    });
  }
  // zod checks with their own message: .max(200, 'Search must be …'), .regex(/…/, '…'), { error: '…' }.
  if (/from 'zod'/.test(source)) {
    after(
      /\.(?:min|max|length|regex|email|int|positive|nonnegative|negative|nonpositive|gt|gte|lt|lte|refine|url|uuid|startsWith|endsWith|includes|multipleOf|custom|literal|enum|number|string|boolean|array|object)(?:<[^<>()]*>)?\(/g,
      (end) => {
        const args = readArguments(source, end - 1);
        if (args.length > 1) take(args[args.length - 1] as string);
      },
    );
    after(/\berror:\s*/g, (end) => take(readExpression(source, end)));
  }
  return found;
}

/** Every `const NAME = '…'` of the scanned files, so `message: ITEM_NOT_FOUND` is followed to its text. */
function constantsOf(files: string[]): Map<string, Literal[]> {
  const constants = new Map<string, Literal[]>();
  for (const source of files) {
    for (const match of source.matchAll(/\bconst\s+([A-Z][A-Z0-9_]+)\s*(?::\s*string\s*)?=\s*(?=['"`])/g)) {
      const read = readLiteral(source, (match.index ?? 0) + match[0].length);
      if (!read) continue;
      const name = match[1] as string;
      constants.set(name, [...(constants.get(name) ?? []), read.literal]);
    }
  }
  return constants;
}

/** Names of functions that take a `message` and build a DomainError from it. */
function helpersOf(files: string[]): Set<string> {
  const helpers = new Set<string>();
  for (const source of files) {
    for (const match of source.matchAll(/\bfunction\s+(\w+)\s*\(([^)]*)\)[^{]*\{/g)) {
      if (!/\bmessage\s*:\s*string/.test(match[2] ?? '')) continue;
      const body = source.slice((match.index ?? 0) + match[0].length - 1);
      const end = skipBalanced(body, 0);
      if (/new DomainError\(/.test(body.slice(0, end))) helpers.add(match[1] as string);
    }
  }
  return helpers;
}

/** A user-facing sentence, as opposed to a code, a field name or an empty template. */
function isSentence(literal: Literal): boolean {
  const words = literal.text.replaceAll('{}', ' ');
  return /\s/.test(literal.text.trim()) && /[A-Za-z]{2,}.*\s.*[A-Za-z]{2,}/s.test(words);
}

function collectFromSources(): { concrete: Set<string>; templates: Set<string> } {
  const files = Object.values(sources).map(stripComments);
  const constants = constantsOf(files);
  const helpers = helpersOf(files);
  const concrete = new Set<string>();
  const templates = new Set<string>();
  for (const source of files) {
    for (const literal of scanFile(source, constants, helpers)) {
      if (!isSentence(literal)) continue;
      if (literal.dynamic) templates.add(literal.text);
      else concrete.add(literal.text);
    }
  }
  return { concrete, templates };
}

// ——— the contracts, read as objects: the error table, message tables and every zod schema's messages ———

function zodMessages(): Set<string> {
  const out = new Set<string>();
  const seen = new Set<unknown>();
  const take = (error: unknown) => {
    if (typeof error !== 'function') return;
    try {
      const result: unknown = error({ code: 'custom', input: undefined, path: [] });
      if (typeof result === 'string') out.add(result);
      else if (result && typeof (result as { message?: unknown }).message === 'string')
        out.add((result as { message: string }).message);
    } catch {
      // An error map that needs a real issue has no fixed message to collect.
    }
  };
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const entry of value) walk(entry);
      return;
    }
    const def = (value as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return;
    take(def.error);
    for (const check of (def.checks as { _zod?: { def?: { error?: unknown } } }[] | undefined) ?? [])
      take(check._zod?.def?.error);
    for (const [key, child] of Object.entries(def)) {
      if (key === 'shape' && child && typeof child === 'object')
        for (const field of Object.values(child)) walk(field);
      else walk(child);
    }
  };
  for (const value of Object.values(contracts)) walk(value);
  return out;
}

/** The exported `…Messages` tables of the contracts; a message that takes a number is asked with one. */
function messageTables(): Set<string> {
  const out = new Set<string>();
  for (const [name, table] of Object.entries(contracts)) {
    if (!/Messages$/.test(name) || !table || typeof table !== 'object') continue;
    for (const value of Object.values(table as Record<string, unknown>)) {
      if (typeof value === 'string') out.add(value);
      else if (typeof value === 'function') out.add(String((value as (n: number) => unknown)(7)));
    }
  }
  return out;
}

/** A source template as a pattern over the namespace's keys: each `{}` (a `${…}`) stands for anything. */
function templatePattern(template: string): RegExp {
  const parts = template.split('{}');
  return new RegExp(`^${parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*?')}$`, 's');
}

/** A sample message for a key with variables, to check the Spanish lookup of a template. */
const sampleOf = (key: string) => key.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => `‹${name}›`);

const fromSources = collectFromSources();
const fromContracts = new Set<string>([
  ...Object.values(ERROR_TABLE).map((entry) => entry.message),
  ...zodMessages(),
  ...messageTables(),
]);
const concreteMessages = [...new Set([...fromContracts, ...fromSources.concrete])]
  .filter((message) => !DEVELOPER_ONLY.has(message))
  .sort();
const templateMessages = [...fromSources.templates].filter((message) => !DEVELOPER_ONLY.has(message)).sort();

describe('server messages on the client', () => {
  beforeAll(async () => {
    // As prepareI18n does for the app: the namespace follows every language switch.
    await loadNamespaces('serverMessages');
    await switchLanguage('es');
  });
  afterAll(() => switchLanguage('en'));

  it('collects the messages from the sources (the scan finds what it should)', () => {
    // Guards against a scanner that silently finds nothing: one message of each kind of source.
    expect(concreteMessages).toEqual(
      expect.arrayContaining([
        ERROR_TABLE.VALIDATION_FAILED.message,
        'Title must be at least 5 characters', // zod schema
        'You have already reviewed this rental.', // DomainError message
        'Your card has insufficient funds.', // decline table
        'Message required: Please enter a message', // messaging rules table
        'This payment method is not available. Please choose another.', // refusal helper call
        'Choose an image to upload.', // upload refusal helper
        'Too many page views. Please slow down and try again shortly.', // constant used as a message
        'Subject must be one line', // zod check in the gateway
      ]),
    );
    expect(templateMessages).toEqual(
      expect.arrayContaining(['You are sending messages too fast. Try again in {} second{}.']),
    );
  });

  it('finds a new message however a service writes it', () => {
    const source = stripComments(`
      import { z } from 'zod';
      const NOT_READY = 'The widget is not ready yet.';
      function refuse(field: string, message: string): DomainError {
        return new DomainError(ErrorCode.ValidationFailed, { message, fieldErrors: { [field]: message } });
      }
      export const WidgetMessages = { name: 'Widget name is required', many: (n: number) => \`At most \${n} widgets\` };
      // message: 'Not a message, a comment'
      throw new DomainError(ErrorCode.Conflict, { message: 'The widget is already on loan.' });
      throw new DomainError(ErrorCode.Forbidden, {
        message:
          kind === 'keeper' ? 'Only a widget keeper can do that.' : \`Only the \${who} can do that.\`,
      });
      throw refuse('name', 'Widget names are unique.');
      throw new DomainError(ErrorCode.NotFound, { message: NOT_READY });
      fieldErrors.size = 'Choose a widget size.';
      res.status(404).json({ message: 'No widget here.' });
      const Widget = z.object({ size: z.number().max(9, 'Widgets come in sizes up to 9').regex(/^(a|b)$/, 'Widget codes are a or b') });
    `);
    const found = scanFile(source, constantsOf([source]), helpersOf([source]))
      .filter(isSentence)
      .map((literal) => literal.text);
    expect(new Set(found)).toEqual(
      new Set([
        'The widget is not ready yet.',
        'Widget name is required',
        'At most {} widgets',
        'The widget is already on loan.',
        'Only a widget keeper can do that.',
        'Only the {} can do that.',
        'Widget names are unique.',
        'Choose a widget size.',
        'No widget here.',
        'Widgets come in sizes up to 9',
        'Widget codes are a or b',
      ]),
    );
  });

  it('lists as developer-only only messages the sources still write', () => {
    const found = new Set([...fromContracts, ...fromSources.concrete, ...fromSources.templates]);
    expect([...DEVELOPER_ONLY].filter((message) => !found.has(message))).toEqual([]);
  });

  it('has every collected message as a key of en, translated into Spanish', () => {
    const missing = concreteMessages.filter((message) => lookupServerMessage(en, message) === undefined);
    expect(missing, 'messages without a serverMessages key').toEqual([]);
    const untranslated = concreteMessages.filter((message) => {
      const spanish = translateServerMessage(message);
      return spanish === message || spanish !== lookupServerMessage(es, message);
    });
    expect(untranslated, 'messages shown in English after switching to Spanish').toEqual([]);
  });

  it('has a key for every message the sources build from parts', () => {
    const keys = Object.keys(en);
    const missing = templateMessages.filter((template) => {
      const pattern = templatePattern(template);
      return !keys.some((key) => pattern.test(key));
    });
    expect(missing, 'message templates without a serverMessages key').toEqual([]);
    for (const template of templateMessages) {
      const pattern = templatePattern(template);
      for (const key of keys.filter((k) => pattern.test(k))) {
        const sample = sampleOf(key);
        expect(translateServerMessage(sample), key).not.toBe(sample);
      }
    }
  });

  it('fills numbers and translated fragments into keys with variables', () => {
    expect(lookupServerMessage(en, 'Maximum 10 images allowed')).toBe('Maximum 10 images allowed');
    expect(translateServerMessage('Maximum 10 images allowed')).toBe(
      lookupServerMessage(es, 'Maximum 10 images allowed'),
    );
    expect(translateServerMessage('Maximum 10 images allowed')).toContain('10');
    for (const bundle of [es, fr, de, zh])
      expect(lookupServerMessage(bundle, 'This booking is Completed: it cannot be cancelled now.')).toContain(
        bundle.Completed,
      );
  });

  it('translates the message and field errors of every GraphQL failure (toAppError)', () => {
    const failure = toAppError(
      new CombinedGraphQLErrors({
        errors: [
          {
            message: 'Title must be at least 5 characters',
            extensions: {
              code: 'BAD_USER_INPUT',
              fieldErrors: { title: 'Title must be at least 5 characters' },
            },
          },
        ],
      }),
    );
    const spanish = es['Title must be at least 5 characters'];
    expect(failure).toMatchObject({ message: spanish, fieldErrors: { title: spanish } });
  });

  it('shows an unknown message as the server wrote it', () => {
    expect(translateServerMessage('Something nobody has translated')).toBe('Something nobody has translated');
  });
});
