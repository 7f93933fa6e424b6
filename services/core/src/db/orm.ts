import { type EntityClass, type EntityManager, MikroORM, ReflectMetadataProvider } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Env } from '../config/env.js';
import { migrationsList } from '../migrations/index.js';

/** Bounds on every wait for PostgreSQL, in milliseconds; 0 for a statement or idle transaction means no limit. */
export interface DatabaseTimeouts {
  /** Waiting for a free connection from the pool. */
  acquireMs: number;
  /** Opening a new connection (TCP, TLS, authentication). */
  connectMs: number;
  /** One statement, enforced by the server; the client gives up a second later if the server is silent. */
  statementMs: number;
  /** A session idle inside an open transaction is ended by the server, releasing its locks. */
  idleInTransactionMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  acquireMs: 5_000,
  connectMs: 5_000,
  statementMs: 15_000,
  idleInTransactionMs: 60_000,
};

/** The timeouts a process's configuration asks for. */
export function databaseTimeouts(
  env: Pick<
    Env,
    | 'DATABASE_ACQUIRE_TIMEOUT_MS'
    | 'DATABASE_CONNECT_TIMEOUT_MS'
    | 'DATABASE_STATEMENT_TIMEOUT_MS'
    | 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS'
  >,
): DatabaseTimeouts {
  return {
    acquireMs: env.DATABASE_ACQUIRE_TIMEOUT_MS,
    connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
}

export interface OrmOptions {
  databaseUrl: string;
  entities: EntityClass<unknown>[];
  poolMax?: number;
  debug?: boolean;
  /** Defaults to DEFAULT_DATABASE_TIMEOUTS. */
  timeouts?: Partial<DatabaseTimeouts>;
}

/**
 * A server that stops answering (paused, partitioned) leaves the socket open, so the server-side
 * statement_timeout never fires: the client-side query_timeout is the bound then. It is a little longer, so a
 * slow statement is still cancelled cleanly by the server first.
 */
const CLIENT_GRACE_MS = 1_000;

/** The `pg` client's view of its socket; a query abandoned on timeout leaves it not ready. */
interface PgConnectionState {
  readyForQuery?: boolean;
}

/**
 * What each new `pg` Client of a process gets, from the ORM's pool or from a pool of a service's own
 * (`createPgPool`): the same bounds on connecting, on a statement and on an idle transaction.
 */
export function pgConnectionOptions(timeouts: DatabaseTimeouts) {
  return {
    connectionTimeoutMillis: timeouts.connectMs,
    ...(timeouts.statementMs > 0
      ? { statement_timeout: timeouts.statementMs, query_timeout: timeouts.statementMs + CLIENT_GRACE_MS }
      : {}),
    ...(timeouts.idleInTransactionMs > 0
      ? { idle_in_transaction_session_timeout: timeouts.idleInTransactionMs }
      : {}),
  };
}

export type Orm = MikroORM<PostgreSqlDriver>;
export type { EntityManager };

/**
 * MikroORM settings shared by every process. Migrations are given as a list (not a folder scan) so the
 * same stream runs from compiled JavaScript, from TypeScript under the test runner, and from a bundle.
 */
export function ormConfig(options: OrmOptions) {
  const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...options.timeouts };
  return defineConfig({
    clientUrl: options.databaseUrl,
    entities: options.entities,
    metadataProvider: ReflectMetadataProvider,
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    extensions: [Migrator],
    migrations: {
      migrationsList,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    // knex takes the smaller of its own acquireConnectionTimeout (60 s) and this; creating a connection is
    // bounded by connectionTimeoutMillis below, not by tarn's 30 s createTimeoutMillis.
    pool: { min: 0, max: options.poolMax ?? 10, acquireTimeoutMillis: timeouts.acquireMs },
    driverOptions: {
      // Merged by MikroORM into the knex config; `connection` goes to each new `pg` Client.
      connection: pgConnectionOptions(timeouts),
      pool: {
        // A connection whose query the client gave up on still has that query in flight: handing it out again
        // would queue the next query behind a server that may never answer, so the pool drops it instead.
        validate: (connection: PgConnectionState) => connection.readyForQuery !== false,
      },
    },
    forceUtcTimezone: true,
    debug: options.debug ?? false,
    // Entities must be loaded explicitly; a lazy load in a loop would be an N+1 nobody sees.
    allowGlobalContext: false,
  });
}

export function createOrm(options: OrmOptions): Promise<Orm> {
  return MikroORM.init<PostgreSqlDriver>(ormConfig(options));
}

/** Applies pending migrations; returns the names applied. */
export async function runMigrations(orm: Orm): Promise<string[]> {
  const applied = await orm.getMigrator().up();
  return applied.map((m) => m.name);
}
