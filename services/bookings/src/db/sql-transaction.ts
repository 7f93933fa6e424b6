import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { Orm } from '@koalarent/core';

/** The `pg` client as knex's pool hands it out (only what is used here). */
interface PgClient {
  query(text: string): Promise<PgResult | PgResult[]>;
  escapeLiteral(value: string): string;
  __knex__disposed?: unknown;
}

interface PgResult {
  rows: Record<string, unknown>[];
}

interface Pending {
  sql: string;
  /** `prepare …` to send first: the statement is new to this connection. */
  prepare: string | null;
  resolve: (rows: Record<string, unknown>[]) => void;
  reject: (error: unknown) => void;
}

const current = new AsyncLocalStorage<SqlTransaction>();

/** The statements each pooled connection has prepared (by name), for as long as the connection lives. */
const preparedOn = new WeakMap<PgClient, Set<string>>();

const preparedStatements = new Map<string, { name: string; text: string; params: number }>();

/**
 * A statement with `?` placeholders as PostgreSQL prepares it: `$1`, `$2`… (every placeholder is written `?::type` in
 * these statements, which also gives each parameter its type), named after its text so the same text always has the
 * same name on every connection.
 */
function preparedStatement(sql: string): { name: string; text: string; params: number } {
  let statement = preparedStatements.get(sql);
  if (!statement) {
    let n = 0;
    const text = sql.replace(/\?/g, () => `$${++n}`);
    statement = {
      name: `koala_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`,
      text,
      params: n,
    };
    preparedStatements.set(sql, statement);
  }
  return statement;
}

/**
 * A transaction on one pooled connection whose statements travel over PostgreSQL's simple query protocol as `execute`
 * of statements prepared on that connection, their values written in as literals (strings escaped by `pg`). So
 * several statements share one round trip — `begin` goes with the first statement, `commit` with the last, and
 * statements issued in the same tick go together — and each is planned once per connection, not per request. For a
 * booking request a round trip, and planning its few large statements, cost more CPU (in the worker and in
 * PostgreSQL alike) than running them.
 *
 * Code called inside `work` (the sandbox payment provider) finds the transaction with `currentSqlTransaction()`, so
 * its statements join it on the same connection.
 */
export class SqlTransaction {
  /** `begin` was sent and neither `commit` nor `rollback` yet. */
  #begun = false;
  /** Statements waiting for this tick's round trip, and whether `commit` follows them. */
  #queue: Pending[] = [];
  #commitAfter = false;
  #flushing = false;

  private constructor(private readonly client: PgClient) {}

  /**
   * Runs `work` in one transaction: committed by `work`'s last `query(…, { commit: true })`, or here when it did not
   * commit; rolled back when it throws. The connection goes back to the pool either way (dropped if it broke).
   */
  static async run<T>(orm: Orm, work: (tx: SqlTransaction) => Promise<T>): Promise<T> {
    const knex = orm.em.getConnection().getKnex();
    const client = (await knex.client.acquireConnection()) as PgClient;
    const tx = new SqlTransaction(client);
    try {
      const result = await current.run(tx, () => work(tx));
      if (tx.#begun) await tx.#send('commit');
      return result;
    } catch (error) {
      if (tx.#begun)
        await tx.#send('rollback').catch((rollbackError: unknown) => {
          // A connection that cannot even roll back is not handed out again.
          client.__knex__disposed = rollbackError;
        });
      throw error;
    } finally {
      await knex.client.releaseConnection(client);
    }
  }

  /**
   * One statement's rows. `?` placeholders take `params` in order. With `commit`, the transaction commits in the
   * same round trip once the statement succeeded (a failed statement aborts it instead: then it is rolled back).
   *
   * The statement is prepared once per connection (`prepare`, named after its text) and run with `execute`, so
   * PostgreSQL plans it once rather than on every request: planning these statements costs more than running them.
   */
  query<T>(sql: string, params: unknown[] = [], options: { commit?: boolean } = {}): Promise<T[]> {
    const statement = preparedStatement(sql);
    if (statement.params !== params.length)
      throw new Error(`${statement.params} placeholders but ${params.length} values: ${sql}`);
    const args = params.length ? `(${params.map((value) => this.#literal(value)).join(', ')})` : '';
    const prepared = (preparedOn.get(this.client) ??
      preparedOn.set(this.client, new Set()).get(this.client))!;
    const prepare = prepared.has(statement.name) ? null : `prepare ${statement.name} as ${statement.text}`;
    if (prepare) prepared.add(statement.name);
    return new Promise<Record<string, unknown>[]>((resolve, reject) => {
      this.#queue.push({ sql: `execute ${statement.name}${args}`, prepare, resolve, reject });
      if (options.commit) this.#commitAfter = true;
      if (!this.#flushing) {
        this.#flushing = true;
        // Statements issued in the same tick go together.
        queueMicrotask(() => this.#flush());
      }
    }) as Promise<T[]>;
  }

  async #flush(): Promise<void> {
    const batch = this.#queue;
    const commit = this.#commitAfter;
    this.#queue = [];
    this.#commitAfter = false;
    this.#flushing = false;
    const statements = this.#begun ? [] : ['begin'];
    this.#begun = true;
    const resultAt: number[] = [];
    for (const pending of batch) {
      if (pending.prepare) statements.push(pending.prepare);
      resultAt.push(statements.push(pending.sql) - 1);
    }
    if (commit) statements.push('commit');
    try {
      const raw = await this.client.query(statements.join(';\n'));
      const results = Array.isArray(raw) ? raw : [raw];
      if (commit) this.#begun = false;
      for (const [i, pending] of batch.entries()) pending.resolve(results[resultAt[i]!]?.rows ?? []);
    } catch (error) {
      // Which of this batch's statements ran before the error is unknown, so whether its `prepare`s did too: this
      // connection is not reused (prepared statements outlive a rolled-back transaction).
      if (batch.some((pending) => pending.prepare)) this.client.__knex__disposed = error;
      for (const pending of batch) pending.reject(error);
    }
  }

  /** A value as an SQL literal: numbers, booleans, null and strings (escaped by `pg`) are all these statements bind. */
  #literal(value: unknown): string {
    if (value === null || value === undefined) return 'null';
    if (typeof value === 'string') return this.client.escapeLiteral(value);
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    throw new Error(`Cannot bind ${typeof value} ${String(value)} in a statement`);
  }

  async #send(sql: string): Promise<void> {
    this.#begun = false;
    await this.client.query(sql);
  }
}

/** The transaction the current code runs in, if it runs in one (see `SqlTransaction.run`). */
export function currentSqlTransaction(): SqlTransaction | undefined {
  return current.getStore();
}
