import pg from 'pg';
import type { Logger } from '../logging/logger.js';
import { type DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS, pgConnectionOptions } from './orm.js';

export type PgPool = pg.Pool;
export type PgPoolClient = pg.PoolClient;

export interface PgPoolOptions {
  databaseUrl: string;
  max: number;
  /** Defaults to DEFAULT_DATABASE_TIMEOUTS, as the ORM's. */
  timeouts?: Partial<DatabaseTimeouts>;
  logger: Logger;
  /** Names the pool in its log lines and its connections in PostgreSQL (`application_name`). */
  name: string;
}

/**
 * The types as the ORM's connections read them (MikroORM's PostgreSQL driver): dates, timestamps and intervals stay
 * the text PostgreSQL sent, arrays of them arrays of that text; so a statement answers the same on either pool.
 */
function ormTypes(): pg.CustomTypesConfig {
  const types = new pg.TypeOverrides();
  const asText = (text: string) => text;
  for (const oid of [1082, 1114, 1184, 1186]) types.setTypeParser(oid, asText);
  // text[]'s parser splits an array literal into its elements' text (typed by @types/pg as taking a number).
  const textArray = types.getTypeParser(1009) as unknown as (text: string) => string[];
  for (const oid of [1182, 1115, 1185, 1187]) types.setTypeParser(oid, textArray);
  return types;
}

/**
 * A `pg` pool of a service's own beside the ORM's, for work that talks to PostgreSQL below the ORM (the booking
 * request's pipelined transaction): the same URL, bounds and type parsing as the ORM's connections. Its owner creates
 * it with its worker and ends it (`pool.end()`) on the worker's stop. Connections open on demand and close after ten
 * idle seconds.
 */
export function createPgPool(options: PgPoolOptions): PgPool {
  const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...options.timeouts };
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.max,
    application_name: options.name,
    idleTimeoutMillis: 10_000,
    ...pgConnectionOptions(timeouts),
    // pg-pool bounds the wait for a free connection and the opening of a new one with the same setting.
    connectionTimeoutMillis: Math.max(timeouts.acquireMs, timeouts.connectMs),
    types: ormTypes(),
  });
  // An idle connection the server ends is dropped by the pool; without a listener its error would end the process.
  pool.on('error', (err) =>
    options.logger.warn({ err, pool: options.name }, 'idle PostgreSQL connection lost'),
  );
  return pool;
}

/**
 * Whether a failed statement leaves its connection fit for the next transaction: PostgreSQL refused it (a constraint,
 * a lock, a timeout it enforced) and the connection answers on. Anything else — the client gave up waiting, the
 * socket broke — leaves it unfit: release it with the error (`client.release(error)`) and the pool closes it.
 */
export function connectionSurvives(error: unknown): boolean {
  return error instanceof pg.DatabaseError;
}
