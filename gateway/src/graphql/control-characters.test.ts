import { BookingCommands } from '@koalarent/bookings/client';
import { controlCharacterMessage, DomainError, hasControlCharacter } from '@koalarent/core';
import { schemasOf, stringFieldsOf } from '@koalarent/core/testing';
import * as messaging from '@koalarent/messaging/client';
import * as tracking from '@koalarent/tracking/client';
import fc from 'fast-check';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { refuseControlCharacters } from './control-characters.js';

const DOC = parse('query Q($f: ItemFilter, $q: String) { items(filter: $f) { totalCount } }');

function refusedField(result: ReturnType<typeof refuseControlCharacters>): string | null {
  if (!result) return null;
  const error = result.errors?.[0];
  expect(result.data).toBeUndefined();
  expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', http: { status: 400 } });
  const refusal = error?.originalError;
  expect(refusal).toBeInstanceOf(DomainError);
  const fields = Object.keys((refusal as DomainError).fieldErrors ?? {});
  expect(fields).toHaveLength(1);
  expect((refusal as DomainError).message).toBe(controlCharacterMessage(fields[0]!));
  return fields[0]!;
}

describe("the gateway's net under the contracts", () => {
  it('names the field of a variable, however deep, or the variable itself', () => {
    expect(refusedField(refuseControlCharacters(DOC, { f: { category: 'a\u0000' } }))).toBe('category');
    expect(refusedField(refuseControlCharacters(DOC, { f: { images: ['ok', 'b\u0085'] } }))).toBe('images.1');
    expect(refusedField(refuseControlCharacters(DOC, { q: '\u0007' }))).toBe('q');
  });

  it('checks the string literals of the document', () => {
    const literal = parse('{ items(filter: { location: "x\\u0000" }) { totalCount } }');
    expect(refusedField(refuseControlCharacters(literal, {}))).toBe('location');
    const argument = parse('{ placeSuggestions(query: "\\u001b") { label } }');
    expect(refusedField(refuseControlCharacters(argument, undefined))).toBe('query');
  });

  it('lets clean text through, tab, newline and a textarea’s CRLF included', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const typed = [...value].filter((ch) => !hasControlCharacter(ch, true)).join('');
        return refuseControlCharacters(DOC, { f: { search: `${typed}\t\r\n` }, q: typed }) === null;
      }),
    );
  });
});

describe('every string field of the services’ and gateway’s own contracts refuses control characters', () => {
  const schemas = [
    ...schemasOf(messaging),
    ...schemasOf(tracking),
    ...Object.entries(BookingCommands).map(
      ([name, command]) => [`BookingCommands.${name}`, command.input] as const,
    ),
  ];
  const fields = schemas.flatMap(([name, schema]) =>
    stringFieldsOf(schema).map((field) => ({ ...field, name: `${name}.${field.path}` })),
  );

  it('finds them', () => {
    expect(fields.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        'SendMessageInput.content',
        'PageViewInput.page',
        'BookingCommands.request.paymentMethod.nameOnCard',
      ]),
    );
  });

  it.each(fields.map((f) => [f.name, f] as const))('%s', (_, field) => {
    const result = field.schema.safeParse('ab\u0000cd');
    expect(result.success).toBe(false);
    // A string of a fixed format (an ISO time, a UUID) refuses by its format; free text by the text rule.
    if (!('format' in field.schema._zod.def))
      expect(result.error?.issues[0]?.message).toBe('Control characters are not allowed');
  });
});
