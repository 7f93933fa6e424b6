// Preloaded into the bookings worker by bench:booking (`node --import`, only when BENCH_RECORD_SQL names a file):
// records the SQL one real booking request sends, so the benchmark's pgbench script is generated from the worker's
// own statements rather than written by hand (see pgbench.ts).
//
// The worker's request transaction (services/bookings/src/db/sql-transaction.ts) sends its statements as text over
// `pg`'s simple protocol: `begin;\n` + `prepare <name> as <text>` (the first time a connection sees the statement) +
// `execute <name>(<literals>)`, …, `…;\ncommit`. This wraps `pg.Client.prototype.query`, remembers every prepared
// statement's text by name (the name is a hash of the text, the same on every connection), follows each
// connection's open transaction batch by batch, and writes the first committed transaction that inserted a booking
// paid with a saved card (the load's kind of request: its read has `pm.id = `) to the file as JSON
// `{ prepared: {name: text}, batches: [text] }`. Then it puts the original `query` back: the measured runs go through
// the unwrapped client.
// Plain JavaScript so Node preloads it as it is.

import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const out = process.env.BENCH_RECORD_SQL;
if (out) {
  // The `pg` the worker's knex loads: resolved from knex's own place, as knex's pg dialect requires it.
  const worker = process.argv[1] ?? path.join(process.cwd(), 'worker.js');
  const fromKnex = createRequire(createRequire(worker).resolve('knex'));
  const { Client } = fromKnex('pg');
  const original = Client.prototype.query;
  /** Every statement prepared on any connection so far, by name. */
  const prepared = new Map();
  /** Per connection, the batches of its open transaction. */
  const open = new WeakMap();
  const PREPARE = /^prepare (\S+) as ([\s\S]*)$/;

  Client.prototype.query = function recordingQuery(text, ...rest) {
    if (
      typeof text === 'string' &&
      (text.includes('execute koala_') || text === 'commit' || text === 'rollback')
    ) {
      for (const part of text.split(';\n')) {
        const m = PREPARE.exec(part);
        if (m) prepared.set(m[1], m[2]);
      }
      let batches = open.get(this);
      if (text.startsWith('begin;\n')) {
        batches = [];
        open.set(this, batches);
      }
      if (batches) {
        batches.push(text);
        if (text === 'commit' || text === 'rollback' || text.endsWith(';\ncommit')) {
          open.delete(this);
          const names = [...batches.join(';\n').matchAll(/execute (koala_[0-9a-f]+)/g)].map((m) => m[1]);
          const texts = Object.fromEntries(names.map((name) => [name, prepared.get(name) ?? '']));
          const has = (part) => names.some((name) => texts[name].includes(part));
          if (text !== 'rollback' && has('insert into bookings') && has('pm.id = ')) {
            if (names.every((name) => texts[name])) {
              writeFileSync(out, JSON.stringify({ prepared: texts, batches }));
              Client.prototype.query = original;
            }
          }
        }
      }
    }
    return original.call(this, text, ...rest);
  };
}
