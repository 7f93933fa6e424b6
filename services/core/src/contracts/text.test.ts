import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdempotencyKey } from '../commands/command.js';
import { parseInput } from '../commands/parse-input.js';
import { schemasOf, stringFieldsOf } from '../testing/string-fields.js';
import { fieldErrorsOf } from './auth.schema.js';
import { DomainError } from './errors.js';
import * as contracts from './index.js';
import { ItemFilterInput } from './item.schema.js';
import {
  CONTROL_CHARACTER_MESSAGE,
  controlCharacterMessage,
  hasControlCharacter,
  isControlCharacterIssue,
  multilineText,
  text,
} from './text.js';

/** Every character the rule refuses: C0 but tab and line feed (CR included), DEL, C1. */
const REFUSED = [
  ...Array.from({ length: 0x20 }, (_, c) => c).filter((c) => c !== 0x09 && c !== 0x0a),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
].map((c) => String.fromCharCode(c));

const refused = fc.constantFrom(...REFUSED);
/** Text without any refused character (tab and newline included, as people type them). */
const clean = fc.string({ unit: 'binary' }).map((s) => [...s].filter((ch) => !REFUSED.includes(ch)).join(''));
/** Clean text with one refused character somewhere in it. */
const dirty = fc.tuple(clean, refused, clean).map(([a, bad, b]) => a + bad + b);
/** The same without CR, which multi-line fields take as a line end: refused by every string field. */
const dirtyEverywhere = fc
  .tuple(clean, fc.constantFrom(...REFUSED.filter((ch) => ch !== '\r')), clean)
  .map(([a, bad, b]) => a + bad + b);

function refusesAsControl(
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } },
  value: string,
) {
  const result = schema.safeParse(value);
  if (result.success) return false;
  const { issues } = result.error as { issues: Parameters<typeof isControlCharacterIssue>[0][] };
  return issues.some(isControlCharacterIssue);
}

describe('text rule', () => {
  it('refuses exactly the C0 controls but tab and LF, DEL and the C1 controls', () => {
    for (let c = 0; c < 0x250; c++) {
      const ch = String.fromCharCode(c);
      expect(hasControlCharacter(`a${ch}b`), `U+${c.toString(16)}`).toBe(REFUSED.includes(ch));
    }
    expect(hasControlCharacter('a\r\nb')).toBe(true);
    expect(hasControlCharacter('a\r\nb', true)).toBe(false);
    expect(hasControlCharacter('a\r\u0000', true)).toBe(true);
  });

  it('text() refuses any string holding a refused character, and passes clean ones', () => {
    fc.assert(fc.property(dirty, (value) => refusesAsControl(text(), value)));
    fc.assert(fc.property(clean, (value) => text().safeParse(value).success));
  });

  it('multilineText() turns CRLF and CR into LF, then applies the same rule', () => {
    expect(multilineText().parse('one\r\ntwo\rthree\nfour\tfive')).toBe('one\ntwo\nthree\nfour\tfive');
    fc.assert(
      // Lines hold no line break of their own: a line starting with LF after a lone CR would read as one CRLF.
      fc.property(
        fc.array(clean.filter((line) => !line.includes('\n'))),
        fc.constantFrom('\r\n', '\r', '\n'),
        (lines, end) => {
          const parsed = multilineText().parse(lines.join(end));
          return parsed === lines.join('\n');
        },
      ),
    );
    fc.assert(
      fc.property(dirty, (value) => value.includes('\r') || refusesAsControl(multilineText(), value)),
    );
  });

  it('names the field in the answer both doors give', () => {
    try {
      parseInput(ItemFilterInput, { category: 'Cameras\u0000' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).fieldErrors).toEqual({ category: controlCharacterMessage('category') });
      expect((error as DomainError).message).toBe('Control characters are not allowed in category');
    }
    const nested = contracts.ReportDamageInput.safeParse({
      bookingId: 1,
      amount: 5,
      reason: 'x',
      photos: ['a\u0000'],
    });
    expect(nested.success).toBe(false);
    if (!nested.success)
      expect(fieldErrorsOf(nested.error)).toEqual({ 'photos.0': controlCharacterMessage('photos.0') });
  });
});

describe('every string field of every contract refuses control characters', () => {
  const fields = [...schemasOf(contracts), ['IdempotencyKey', IdempotencyKey] as const].flatMap(
    ([name, schema]) => stringFieldsOf(schema).map((field) => ({ ...field, name: `${name}.${field.path}` })),
  );

  it('finds the contracts’ string fields', () => {
    // Titles, names, e-mails, search text, messages, notes, card fields, onboarding answers…
    expect(fields.length).toBeGreaterThan(50);
    expect(fields.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        'ItemInput.title',
        'ItemFilterInput.category',
        'ProfileInput.fullName',
        'AdminEmailInput.subject',
        'AdminEmailInput.body',
      ]),
    );
  });

  it.each(fields.map((f) => [f.name, f] as const))('%s', (_, field) => {
    fc.assert(
      fc.property(dirtyEverywhere, (value) => refusesAsControl(field.schema, value)),
      { numRuns: 25 },
    );
  });

  it('the marker message is the one the browser shows under a field', () => {
    expect(CONTROL_CHARACTER_MESSAGE).toBe('Control characters are not allowed');
  });
});
