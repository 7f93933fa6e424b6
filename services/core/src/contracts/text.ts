import { z } from 'zod';

/**
 * The characters no text a member sends may hold: the C0 controls but tab and line feed, DEL and the C1 controls.
 * NUL above all: PostgreSQL cannot store it in text, and a query that carries it fails as a protocol error, which
 * would answer 503 as if the database were down. Carriage returns are refused here too; multi-line text turns the
 * CRLF and CR line ends browsers send into LF before the check (see `multilineText`).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/** The message a refused field carries; `fieldErrorsOf` adds the field's name. */
export const CONTROL_CHARACTER_MESSAGE = 'Control characters are not allowed';

/** Marks the issue, so the field's name can be added to its message where the path is known. */
const CONTROL_CHARACTER_PARAMS = { reason: 'control_character' } as const;

/**
 * True when `value` holds a character no text field accepts (see CONTROL_CHARACTER). With `allowCarriageReturn`,
 * CR passes: for a check that cannot tell a textarea's CRLF from a single line (the gateway's net under the
 * contracts, which leaves line ends to them).
 */
export function hasControlCharacter(value: string, allowCarriageReturn = false): boolean {
  return CONTROL_CHARACTER.test(
    allowCarriageReturn && value.includes('\r') ? value.replaceAll('\r', '') : value,
  );
}

/** True for the issue `text()` and `multilineText()` raise. */
export function isControlCharacterIssue(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'custom' && issue.params?.reason === CONTROL_CHARACTER_PARAMS.reason;
}

/** The message naming the field, as both doors answer it (`fieldErrors[field]`). */
export function controlCharacterMessage(field: string): string {
  return `${CONTROL_CHARACTER_MESSAGE} in ${field}`;
}

const refuseControlCharacters = {
  message: CONTROL_CHARACTER_MESSAGE,
  params: CONTROL_CHARACTER_PARAMS,
  // Checks after this one (format, length) would only add noise about a value that is refused anyway.
  abort: true,
} as const;

/**
 * Every single-line string a contract accepts (names, titles, e-mails, search text, tokens): a zod string that
 * refuses control characters, tab and line feed aside, before any other rule is checked.
 */
export function text(params?: { error?: string }) {
  return z.string(params).refine((value) => !hasControlCharacter(value), refuseControlCharacters);
}

/**
 * Text typed in a textarea (descriptions, messages, notes, reasons): CRLF and lone CR become LF first, as browsers
 * submit CRLF, then the same refusal as `text()`.
 */
export function multilineText(params?: { error?: string }) {
  return z
    .string(params)
    .overwrite((value) => (value.includes('\r') ? value.replace(/\r\n?/g, '\n') : value))
    .refine((value) => !hasControlCharacter(value), refuseControlCharacters);
}
