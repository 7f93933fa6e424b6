import { adminCredentials, type Config, createImageStore, createOrm, runMigrations } from '@koalarent/core';
import { ensureSuperAdmin, seedDemoData, seedEntities } from '../seed/index.js';
import type { Logger } from './logger.js';

export interface PrepareDatabaseOptions {
  databaseUrl: string;
  config: Config;
  /** Seed demo data into an empty database. */
  seed: boolean;
  log: Logger;
}

export interface PrepareDatabaseResult {
  migrations: string[];
  seeded: boolean;
  admin: { email: string; password: string; demo: boolean } | null;
}

/**
 * Migrates, seeds an empty database and makes sure the super-admin exists, before any app process
 * starts: the gateway and workers then never race each other over schema or first data.
 */
export async function prepareDatabase(options: PrepareDatabaseOptions): Promise<PrepareDatabaseResult> {
  // The seed writes demo bookings too: the ORM knows the bookings service's tables (one connection for the seed's
  // transaction, one for the sandbox payment provider's own books).
  const orm = await createOrm({ databaseUrl: options.databaseUrl, entities: seedEntities, poolMax: 2 });
  try {
    const migrations = await runMigrations(orm);
    options.log.info(
      migrations.length ? `applied migrations: ${migrations.join(', ')}` : 'database schema is up to date',
    );
    let seeded = false;
    if (options.seed) {
      const result = await seedDemoData(orm, {
        uploadDir: options.config.uploadDir,
        images: createImageStore(options.config),
        payments: options.config,
      });
      seeded = result.seeded;
      if (seeded)
        options.log.info(
          `seeded demo data: ${result.users} users, ${result.items} items with images, ${result.bookings} bookings`,
        );
    }
    const creds = adminCredentials(options.config);
    if (creds) {
      const outcome = await ensureSuperAdmin(orm, creds);
      if (outcome !== 'unchanged') options.log.info(`super-admin ${creds.email}: ${outcome}`);
    }
    return {
      migrations,
      seeded,
      admin: creds ? { ...creds, demo: !options.config.ADMIN_EMAIL } : null,
    };
  } finally {
    await orm.close();
  }
}
