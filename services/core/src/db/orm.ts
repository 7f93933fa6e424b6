import { type EntityClass, type EntityManager, MikroORM, ReflectMetadataProvider } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type PostgreSqlDriver } from '@mikro-orm/postgresql';
import { migrationsList } from '../migrations/index.js';

export interface OrmOptions {
  databaseUrl: string;
  entities: EntityClass<unknown>[];
  poolMax?: number;
  debug?: boolean;
}

export type Orm = MikroORM<PostgreSqlDriver>;
export type { EntityManager };

/**
 * MikroORM settings shared by every process. Migrations are given as a list (not a folder scan) so the
 * same stream runs from compiled JavaScript, from TypeScript under the test runner, and from a bundle.
 */
export function ormConfig(options: OrmOptions) {
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
    pool: { min: 0, max: options.poolMax ?? 10 },
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
