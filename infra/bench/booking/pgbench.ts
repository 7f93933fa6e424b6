/**
 * The database's own limit for bench:booking (issue 22 §5): pgbench running the booking request's own SQL
 * transaction at the same number of transactions in flight as the end-to-end requests.
 *
 * The script is generated from what the bookings worker really sent for one booking request (record-sql.mjs records
 * it in the worker): the same prepared statement texts, in the same order and the same round trips where pgbench
 * allows it — `begin`, the read that locks the item (`for update nowait`, counting the units taken), the two sandbox
 * holds, and the write (the count again, the booking, its ledger postings, its outbox events, the command log's answer)
 * with `commit`. Only the values that differ between requests are made per transaction: the item and its dates, the
 * renter with that renter's saved card, a job id, the new booking id (the read's `nextval`, kept with `\gset`), and the
 * holds' and the documents' uuids. Every other value (amounts, timestamps, the JSON documents' other fields) is the
 * recorded request's.
 *
 * The items are booked as load.mjs books them — round robin over the items, each item's RENTAL_DAYS-day slots back
 * to back, no two transactions in flight on the same item — but pgbench has no counter its clients share, so each
 * client takes its own share of the items: client c's k-th transaction books item c + clients × (k mod ⌊M / clients⌋)
 * in slot firstSlot + ⌊k / ⌊M / clients⌋⌋, as renter (c + clients × k) mod R. firstSlot is past the slots the load
 * used, so pgbench books free dates. (One index shared by all clients, as the load has, lets a client that falls
 * behind meet another on the same item, and `for update nowait` then aborts it: the worker waits and retries there,
 * pgbench cannot.)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { Track } from '../shared/processes.js';

/** What record-sql.mjs wrote: the prepared texts by name, and the transaction's round trips as sent. */
export interface RecordedTransaction {
  prepared: Record<string, string>;
  batches: string[];
}

/** The recorded request's own values, which the script replaces with per-transaction ones. */
export interface RecordedValues {
  jobId: string;
  itemId: number;
  renterId: number;
  methodId: number;
  providerRef: string;
  bookingId: number;
  startDate: string;
  endDate: string;
}

export interface ScriptLayout {
  /** The first slot (of rentalDays days from firstDay) pgbench books on every item. */
  firstSlot: number;
  clients: number;
  /** The load's items are consecutive ids from firstItem; count M. */
  firstItem: number;
  items: number;
  rentalDays: number;
  firstDay: string;
  renters: { id: number; paymentMethod: number }[];
  /** Starts every job id and uuid seed of this pgbench run, so runs never collide. */
  tag: string;
}

export interface PgbenchScript {
  script: string;
  /** `-D name=value`: the statements' constant strings (as parameters, so pgbench never reads a colon in them). */
  defines: Record<string, string>;
  /** Statements per transaction and round trips per transaction (the worker's and pgbench's). */
  statements: number;
  workerRoundTrips: number;
  pgbenchRoundTrips: number;
}

type Literal = string | number | boolean | null;

/** The literals of `execute name(…)` as SqlTransaction writes them (`pg`'s escapeLiteral for strings). */
export function parseLiterals(args: string): Literal[] {
  const values: Literal[] = [];
  let at = 0;
  const skipSpace = () => {
    while (args[at] === ' ') at++;
  };
  while (at < args.length) {
    skipSpace();
    const rest = args.slice(at);
    const word = /^(null|true|false|-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)/i.exec(rest);
    if (word) {
      const w = word[1]!.toLowerCase();
      values.push(w === 'null' ? null : w === 'true' ? true : w === 'false' ? false : Number(w));
      at += word[1]!.length;
    } else {
      const escaped = rest.startsWith('E');
      if (escaped) at++;
      if (args[at] !== "'") throw new Error(`cannot read the literal at ${rest.slice(0, 40)}`);
      at++;
      let text = '';
      for (;;) {
        const c = args[at];
        if (c === undefined) throw new Error('unterminated string literal');
        if (c === "'" && args[at + 1] === "'") {
          text += "'";
          at += 2;
        } else if (c === "'") {
          at++;
          break;
        } else if (escaped && c === '\\') {
          text += args[at + 1] ?? '';
          at += 2;
        } else {
          text += c;
          at++;
        }
      }
      values.push(text);
    }
    skipSpace();
    if (at < args.length) {
      if (args[at] !== ',') throw new Error(`expected a comma at ${args.slice(at, at + 40)}`);
      at++;
    }
  }
  return values;
}

interface Statement {
  kind: 'begin' | 'commit' | 'execute';
  name?: string;
  args?: Literal[];
}

function parseBatch(batch: string): Statement[] {
  const statements: Statement[] = [];
  for (const part of batch.split(';\n')) {
    if (part === 'begin') statements.push({ kind: 'begin' });
    else if (part === 'commit') statements.push({ kind: 'commit' });
    else if (part.startsWith('prepare ')) continue;
    else {
      const m = /^execute (koala_[0-9a-f]+)(?:\(([\s\S]*)\))?$/.exec(part);
      if (!m) throw new Error(`unexpected statement in the recorded transaction: ${part.slice(0, 80)}`);
      statements.push({ kind: 'execute', name: m[1]!, args: parseLiterals(m[2] ?? '') });
    }
  }
  return statements;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
/** JSON keys whose number is the new booking's id (the ledger rows, the events' payloads, the answer). */
const BOOKING_ID_KEYS = new Set(['booking_id', 'bookingId', 'id']);

/** Builds the pgbench script and its `-D` definitions from a recorded transaction (see the file's comment). */
export function pgbenchScript(
  recorded: RecordedTransaction,
  values: RecordedValues,
  layout: ScriptLayout,
): PgbenchScript {
  const defines: Record<string, string> = { t: '0', tag: layout.tag, first: layout.firstDay };
  const constant = (text: string): string => {
    // Inline when pgbench reads it as it is (no colon, which it would take for a variable); else a `-D` value,
    // bound as a parameter (pgbench cannot define an empty one, which is inlined).
    if (!text.includes(':')) return `'${text.replace(/'/g, "''")}'`;
    const name = `c${Object.keys(defines).length}`;
    defines[name] = text;
    return `:${name}`;
  };
  // Per-transaction values, as SQL text expressions.
  const jobExpr = '(cast(:tag as text) || cast(:i as text))';
  const uuids = new Map<string, number>();
  const uuidExpr = (uuid: string) => {
    const k = uuids.get(uuid) ?? uuids.set(uuid, uuids.size).get(uuid)!;
    return `cast(cast(md5(cast(:tag as text) || cast(:i as text) || '-${k}') as uuid) as text)`;
  };
  /** Tokens in a template string → the expression that replaces each. */
  const tokens = new Map<string, string>();
  const tokenize = (text: string): string => {
    let out = text.split(values.jobId).join('@@J@@');
    if (out !== text) tokens.set('@@J@@', jobExpr);
    out = out.replace(UUID, (uuid) => {
      const token = `@@U${uuids.get(uuid) ?? uuids.size}@@`;
      tokens.set(token, uuidExpr(uuid));
      return token;
    });
    return out;
  };
  const replaced = (template: string, quoted: string): string => {
    let sql = `cast(${quoted} as text)`;
    for (const [token, expr] of tokens)
      if (template.includes(token)) sql = `replace(${sql}, '${token}', ${expr})`;
    return sql;
  };
  const numberExpr = new Map<number, string>([
    [values.itemId, ':item'],
    [values.renterId, ':renter'],
    [values.methodId, ':method'],
    [values.bookingId, ':r_new_id'],
  ]);
  if (numberExpr.size !== 4)
    throw new Error('the recorded request’s item, renter, card and booking ids are not distinct');

  const param = (value: Literal): string => {
    if (value === null) return 'null';
    if (typeof value === 'boolean') return String(value);
    if (typeof value === 'number') return numberExpr.get(value) ?? String(value);
    if (value === values.jobId) return jobExpr;
    if (value === values.startDate) return '(cast(:first as date) + cast(:soff as int))';
    if (value === values.endDate) return '(cast(:first as date) + cast(:eoff as int))';
    if (value === values.providerRef) return ':r_method_provider_ref';
    if (/^[[{]/.test(value)) {
      let doc: unknown;
      try {
        doc = JSON.parse(value);
      } catch {
        doc = undefined;
      }
      if (doc !== undefined) {
        const walk = (node: unknown, key: string): unknown => {
          if (typeof node === 'string') return tokenize(node);
          if (typeof node === 'number' && node === values.bookingId && BOOKING_ID_KEYS.has(key)) {
            tokens.set('"@@B@@"', 'cast(:r_new_id as text)');
            return '@@B@@';
          }
          if (Array.isArray(node)) return node.map((n) => walk(n, key));
          if (node && typeof node === 'object')
            return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, k)]));
          return node;
        };
        const template = JSON.stringify(walk(doc, ''));
        return `(${replaced(template, constant(template))})`;
      }
    }
    const template = tokenize(value);
    return template === value ? constant(value) : `(${replaced(template, constant(template))})`;
  };

  const body: string[] = [];
  let statements = 0;
  let pgbenchRoundTrips = 0;
  for (const batch of recorded.batches) {
    const parsed = parseBatch(batch);
    const lines: string[] = [];
    let gset = false;
    for (const statement of parsed) {
      statements++;
      if (statement.kind === 'begin') lines.push('BEGIN;');
      else if (statement.kind === 'commit') lines.push('COMMIT;');
      else {
        const text = recorded.prepared[statement.name!];
        if (!text) throw new Error(`no prepared text recorded for ${statement.name}`);
        // pgbench reads `:name` anywhere in a statement as a variable, even inside a string literal.
        if (/(^|[^:]):[A-Za-z0-9_]/.test(text))
          throw new Error(
            `a recorded statement has a colon pgbench would read as a variable: ${text.slice(0, 80)}`,
          );
        const args = statement.args!;
        const sql = text.replace(/\$(\d+)/g, (_, n: string) => {
          const value = args[Number(n) - 1];
          if (value === undefined) throw new Error(`${statement.name} has no value for $${n}`);
          return param(value);
        });
        // The read reserves the booking id the write uses: kept as r_new_id (and the card's ref as r_…).
        const reads = text.includes("nextval('bookings_id_seq')");
        gset ||= reads;
        lines.push(reads ? `${sql}\n\\gset r_` : `${sql};`);
      }
    }
    // One round trip per recorded batch, as the worker sends it: a pipeline (pgbench cannot \gset in one, so the
    // batch of `begin` and the read becomes two round trips).
    if (lines.length > 1 && !gset) {
      body.push('\\startpipeline', ...lines, '\\endpipeline');
      pgbenchRoundTrips++;
    } else {
      body.push(...lines);
      pgbenchRoundTrips += lines.length;
    }
  }
  const arms = (pick: (r: { id: number; paymentMethod: number }) => number) =>
    `case ${layout.renters.map((r, n) => `when :r = ${n} then ${pick(r)}`).join(' ')} end`;
  const share = Math.floor(layout.items / layout.clients);
  if (share < 1) throw new Error(`${layout.items} items cannot give ${layout.clients} clients one each`);
  const header = [
    '-- Generated by infra/bench/booking/pgbench.ts from the SQL one booking request sent (record-sql.mjs).',
    '\\set t :t + 1',
    '\\set k :t - 1',
    `\\set i :client_id + ${layout.clients} * :k`,
    `\\set item ${layout.firstItem} + :client_id + ${layout.clients} * (:k % ${share})`,
    `\\set soff (${layout.firstSlot} + :k / ${share}) * ${layout.rentalDays}`,
    `\\set eoff :soff + ${layout.rentalDays - 1}`,
    `\\set r :i % ${layout.renters.length}`,
    `\\set renter ${arms((r) => r.id)}`,
    `\\set method ${arms((r) => r.paymentMethod)}`,
  ];
  return {
    script: `${[...header, ...body].join('\n')}\n`,
    defines,
    statements,
    workerRoundTrips: recorded.batches.length,
    pgbenchRoundTrips,
  };
}

export interface PgbenchOutcome {
  tps: number;
  processed: number;
  failed: number;
  latencyMs: number;
  /** Clients pgbench aborted (an error in a statement), with its first error line; 0 and null when none. */
  aborted: number;
  error: string | null;
}

/** Reads pgbench's summary (PostgreSQL 15's wording). */
export function parsePgbench(stdout: string, stderr: string): PgbenchOutcome {
  const num = (re: RegExp) => {
    const m = re.exec(stdout);
    return m ? Number(m[1]) : Number.NaN;
  };
  const errors = stderr.split('\n').filter((l) => /error/i.test(l));
  return {
    tps: num(/tps = ([\d.]+) \(without initial connection time\)/),
    processed: num(/number of transactions actually processed: (\d+)/),
    failed: Number.isNaN(num(/number of failed transactions: (\d+)/))
      ? 0
      : num(/number of failed transactions: (\d+)/),
    latencyMs: num(/latency average = ([\d.]+) ms/),
    aborted: errors.filter((l) => /aborted/.test(l)).length,
    error: errors[0]?.slice(0, 300) ?? null,
  };
}

/**
 * Runs pgbench once (`-n -M prepared -c clients -j threads -T seconds`) on the script, pinned like the load generator,
 * and reads its summary; throws when pgbench printed none.
 */
export async function runPgbench(options: {
  pgbench: string;
  databaseUrl: string;
  script: PgbenchScript;
  dir: string;
  clients: number;
  durationS: number;
  pin: string[];
  track: Track;
}): Promise<PgbenchOutcome> {
  mkdirSync(options.dir, { recursive: true });
  const file = path.join(options.dir, 'booking-transaction.sql');
  writeFileSync(file, options.script.script);
  const args = [
    '-n',
    '-M',
    'prepared',
    '-c',
    String(options.clients),
    '-j',
    String(Math.min(2, options.clients)),
    '-T',
    String(options.durationS),
    ...Object.entries(options.script.defines).flatMap(([k, v]) => ['-D', `${k}=${v}`]),
    '-f',
    file,
    options.databaseUrl,
  ];
  const [command, ...rest] = [...options.pin, options.pgbench, ...args];
  const child = spawn(command!, rest, { stdio: ['ignore', 'pipe', 'pipe'] });
  const untrack = options.track(() => child.kill('SIGKILL'));
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), (options.durationS + 60) * 1000);
  await new Promise<void>((resolve) => child.on('close', () => resolve()));
  clearTimeout(timer);
  untrack();
  const outcome = parsePgbench(stdout, stderr);
  if (Number.isNaN(outcome.tps))
    throw new Error(
      `pgbench printed no result: ${(outcome.error ?? stdout.trim().split('\n').pop() ?? '').slice(0, 300)}`,
    );
  return outcome;
}

/** The rows a set of booking requests wrote, found by their job ids (`like`, a LIKE pattern). */
export interface WrittenRows {
  bookings: number;
  /** Holds in the sandbox, ledger rows, outbox events, command log answers. */
  holds: number;
  ledgerRows: number;
  events: number;
  answers: number;
  /** The ledger rows' sum in minor units: 0 when every posting balances. */
  ledgerSum: number;
}

const likeOf = (prefix: string) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;

/** Counts what the requests whose job ids start with `prefix` wrote, table by table. */
export async function writtenRows(client: pg.Client, prefix: string): Promise<WrittenRows> {
  const { rows } = await client.query<Record<keyof WrittenRows, number | string | null>>(
    `with b as (select id from bookings where request_key like $1)
     select (select count(*)::int from b) as bookings,
            (select count(*)::int from sandbox_payments where idempotency_key like $1) as holds,
            (select count(*)::int from ledger_entries where booking_id in (select id from b)) as "ledgerRows",
            (select count(*)::int from outbox_events where (payload->>'bookingId')::int in (select id from b)) as events,
            (select count(*)::int from booking_command_log where job_id like $1) as answers,
            (select sum(amount_cents) from ledger_entries where booking_id in (select id from b)) as "ledgerSum"`,
    [likeOf(prefix)],
  );
  const row = rows[0];
  const n = (key: keyof WrittenRows) => Number(row?.[key] ?? 0);
  return {
    bookings: n('bookings'),
    holds: n('holds'),
    ledgerRows: n('ledgerRows'),
    events: n('events'),
    answers: n('answers'),
    ledgerSum: n('ledgerSum'),
  };
}

/**
 * Counts what pgbench's transactions of this tag wrote, then removes it all (in one transaction), so the bench's
 * database holds only its own requests' rows.
 */
export async function removePgbenchRows(client: pg.Client, tag: string): Promise<WrittenRows> {
  const like = likeOf(tag);
  await client.query('begin');
  try {
    const written = await writtenRows(client, tag);
    const ids = 'select id from bookings where request_key like $1';
    await client.query(`delete from outbox_events where (payload->>'bookingId')::int in (${ids})`, [like]);
    await client.query(`delete from ledger_entries where booking_id in (${ids})`, [like]);
    await client.query('delete from booking_command_log where job_id like $1', [like]);
    await client.query('delete from sandbox_payments where idempotency_key like $1', [like]);
    await client.query('delete from bookings where request_key like $1', [like]);
    await client.query('commit');
    return written;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}
