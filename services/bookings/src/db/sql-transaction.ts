import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import {
  connectionSurvives,
  createPgPool,
  databaseTimeouts,
  type Orm,
  type PgPool,
  type PgPoolClient,
  type WorkerDeps,
  type WorkerResource,
} from '@koalarent/core';

/** A statement's rows; `pg` answers several statements sent as one text with one of these each. */
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
const preparedOn = new WeakMap<PgPoolClient, Set<string>>();

/** The bookings workers' request pools, as PostgreSQL names their connections (`pg_stat_activity`). */
export const SQL_POOL_NAME = 'koalarent-booking-requests';

/** Each bookings worker's pool for its request transactions (see `openSqlPool`), by the worker's ORM. */
const pools = new WeakMap<Orm, PgPool>();

/**
 * The bookings worker's pool of its own for `SqlTransaction`s, beside the ORM's: opened with the worker
 * (`bookingsWorker.resources`), ended on its stop. As large as the ORM's pool, which bounds the worker's concurrency.
 */
export function openSqlPool(deps: WorkerDeps): WorkerResource {
  if (!deps.config.DATABASE_URL) throw new Error('DATABASE_URL is required');
  const pool = createPgPool({
    databaseUrl: deps.config.DATABASE_URL,
    max: deps.config.DATABASE_POOL_MAX,
    timeouts: databaseTimeouts(deps.config),
    logger: deps.logger,
    name: SQL_POOL_NAME,
  });
  pools.set(deps.orm, pool);
  return {
    async close() {
      pools.delete(deps.orm);
      await pool.end();
    },
  };
}

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

  /** Why this connection must not be handed out again, once something left it unfit. */
  #unfit: Error | undefined;

  private constructor(private readonly client: PgPoolClient) {}

  /**
   * Runs `work` in one transaction on a connection of the pool that the worker of `orm` opened (`openSqlPool`), not of
   * the ORM's own: committed by `work`'s last `query(…, { commit: true })`, or here when it did not commit; rolled back
   * when it throws. The connection goes back to the pool either way, or is closed when it is unfit for the next
   * transaction.
   */
  static async run<T>(orm: Orm, work: (tx: SqlTransaction) => Promise<T>): Promise<T> {
    const pool = pools.get(orm);
    if (!pool)
      throw new Error('This worker has no pool for SQL transactions: its definition opens one (openSqlPool)');
    const client = await pool.connect();
    const tx = new SqlTransaction(client);
    try {
      const result = await current.run(tx, () => work(tx));
      if (tx.#begun) await tx.#send('commit');
      return result;
    } catch (error) {
      if (tx.#begun)
        await tx.#send('rollback').catch((rollbackError: unknown) => {
          // A connection that cannot even roll back is not handed out again.
          tx.#markUnfit(rollbackError);
        });
      throw error;
    } finally {
      client.release(tx.#unfit);
    }
  }

  #markUnfit(error: unknown): void {
    this.#unfit ??= error instanceof Error ? error : new Error(String(error));
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
      // `pg` types the answer as one result; to a text of several statements it answers an array of them.
      const raw = (await this.client.query(statements.join(';\n'))) as PgResult | PgResult[];
      const results = Array.isArray(raw) ? raw : [raw];
      if (commit) this.#begun = false;
      for (const [i, pending] of batch.entries()) pending.resolve(results[resultAt[i]!]?.rows ?? []);
    } catch (error) {
      // Which of this batch's statements ran before the error is unknown, so whether its `prepare`s did too: this
      // connection is not reused (prepared statements outlive a rolled-back transaction). Nor is one that failed
      // other than by PostgreSQL's refusal (a client-side timeout leaves its statement in flight; a broken socket).
      if (batch.some((pending) => pending.prepare) || !connectionSurvives(error)) this.#markUnfit(error);
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
