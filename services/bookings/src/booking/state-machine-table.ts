import { BOOKING_TRANSITIONS, type BookingTransition } from './state-machine.js';

/**
 * The booking state machine as the Markdown table ARCHITECTURE.md shows (issue 22 §6). The page carries the table
 * rendered from `BOOKING_TRANSITIONS` instead of a copy typed by hand, so a change to the module that leaves the
 * page behind fails `state-machine-table.test.ts` until the page is regenerated:
 *
 *   npx tsx services/bookings/scripts/render-state-machine.ts --write
 *
 * Pure string work (no file access), like the module it renders.
 */

/** The comments that enclose the generated table in ARCHITECTURE.md. */
export const TABLE_BEGIN = '<!-- state-machine:begin -->';
export const TABLE_END = '<!-- state-machine:end -->';

const code = (values: readonly string[]): string => values.map((value) => `\`${value}\``).join(', ');

/** One row per action, in the module's order: the members' actions first, then the timers (`system`). */
export function renderStateMachineTable(): string {
  const rows = Object.entries(BOOKING_TRANSITIONS).map(([action, transition]: [string, BookingTransition]) =>
    [`\`${action}\``, code(transition.from), transition.by.join(', '), code(transition.to)].join(' | '),
  );
  return ['| action | from | by | to |', '|---|---|---|---|', ...rows.map((row) => `| ${row} |`)].join('\n');
}

/** Where the markers sit in a document, or null when either is missing or they are out of order. */
function markers(doc: string): { start: number; end: number } | null {
  const begin = doc.indexOf(TABLE_BEGIN);
  const end = doc.indexOf(TABLE_END);
  if (begin === -1 || end === -1 || end < begin) return null;
  return { start: begin + TABLE_BEGIN.length, end };
}

/** The table between the markers as the document has it (without the blank lines around it), or null. */
export function tableInDocument(doc: string): string | null {
  const at = markers(doc);
  return at ? doc.slice(at.start, at.end).trim() : null;
}

/** The document with the text between the markers replaced by `table`; throws when the markers are missing. */
export function withTable(doc: string, table: string): string {
  const at = markers(doc);
  if (!at)
    throw new Error(`The document has no ${TABLE_BEGIN} … ${TABLE_END} pair to write the table between.`);
  return `${doc.slice(0, at.start)}\n${table}\n${doc.slice(at.end)}`;
}
