import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BOOKING_TRANSITIONS } from './state-machine.js';
import {
  renderStateMachineTable,
  TABLE_BEGIN,
  TABLE_END,
  tableInDocument,
  withTable,
} from './state-machine-table.js';

const ARCHITECTURE = fileURLToPath(new URL('../../../../ARCHITECTURE.md', import.meta.url));
const REGENERATE = 'npx tsx services/bookings/scripts/render-state-machine.ts --write';

describe('the state machine table in ARCHITECTURE.md', () => {
  it('is the one rendered from BOOKING_TRANSITIONS', () => {
    const inDoc = tableInDocument(readFileSync(ARCHITECTURE, 'utf8'));
    expect(inDoc, `ARCHITECTURE.md lost its ${TABLE_BEGIN} … ${TABLE_END} markers`).not.toBeNull();
    expect(
      inDoc,
      `ARCHITECTURE.md's state machine table differs from services/bookings/src/booking/state-machine.ts: run \`${REGENERATE}\``,
    ).toBe(renderStateMachineTable());
  });
});

describe('renderStateMachineTable', () => {
  const lines = renderStateMachineTable().split('\n');

  it('has a header, a rule and one row per transition, in the module order', () => {
    expect(lines.slice(0, 2)).toEqual(['| action | from | by | to |', '|---|---|---|---|']);
    expect(lines.slice(2).map((line) => line.split(' | ')[0])).toEqual(
      Object.keys(BOOKING_TRANSITIONS).map((action) => `| \`${action}\``),
    );
  });

  it('writes every status and party of a transition', () => {
    expect(lines).toContain(
      '| `cancel` | `pending_approval`, `approved`, `awaiting_pickup` | renter, owner | `cancelled` |',
    );
    expect(lines).toContain('| `respondToClaim` | `returned` | renter | `completed`, `returned` |');
  });
});

describe('withTable', () => {
  const doc = `# Title\n\n${TABLE_BEGIN}\nold table\n${TABLE_END}\n\nAfter.\n`;

  it('replaces only what is between the markers, and reads back what it wrote', () => {
    const written = withTable(doc, '| a |');
    expect(written).toBe(`# Title\n\n${TABLE_BEGIN}\n| a |\n${TABLE_END}\n\nAfter.\n`);
    expect(tableInDocument(written)).toBe('| a |');
    expect(withTable(written, '| a |')).toBe(written);
  });

  it('refuses a document without both markers', () => {
    expect(() => withTable('# Title\n', '| a |')).toThrow(TABLE_BEGIN);
    expect(tableInDocument(`${TABLE_END}\n${TABLE_BEGIN}`)).toBeNull();
  });
});
