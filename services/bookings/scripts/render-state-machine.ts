/**
 * Prints the booking state machine table rendered from `services/bookings/src/booking/state-machine.ts`, or with
 * `--write` puts it into ARCHITECTURE.md between its state-machine markers (issue 22 §6). Run from anywhere:
 *
 *   npx tsx services/bookings/scripts/render-state-machine.ts --write
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderStateMachineTable, tableInDocument, withTable } from '../src/booking/state-machine-table.js';

const architecture = fileURLToPath(new URL('../../../ARCHITECTURE.md', import.meta.url));
const table = renderStateMachineTable();

if (process.argv.includes('--write')) {
  const doc = readFileSync(architecture, 'utf8');
  if (tableInDocument(doc) === table) console.log('ARCHITECTURE.md: the state machine table is current');
  else {
    writeFileSync(architecture, withTable(doc, table));
    console.log('ARCHITECTURE.md: state machine table rewritten');
  }
} else console.log(table);
