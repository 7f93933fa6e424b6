import './provided-context.js';
import { coreEntities, createOrm, runMigrations } from '@koalarent/core';
import type { TestProject } from 'vitest/node';
import { withDatabase } from '../src/launcher/ports.js';
import { dropDatabase, ensureDatabase } from '../src/launcher/postgres.js';
import { resolveTestServices } from '../src/test-services.js';
import { dropStaleRunDatabases, runDatabaseName } from './test-databases.js';

/**
 * Integration tests' global setup: real PostgreSQL and Redis (ARCHITECTURE §7), and one migrated
 * template database that every test file copies into a database of its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const services = await resolveTestServices();
  const template = runDatabaseName('tpl');
  try {
    await dropStaleRunDatabases(services.adminDatabaseUrl, 'tpl');
    await ensureDatabase(services.adminDatabaseUrl, template);
    const orm = await createOrm({
      databaseUrl: withDatabase(services.adminDatabaseUrl, template),
      entities: coreEntities,
      poolMax: 2,
    });
    try {
      await runMigrations(orm);
    } finally {
      // PostgreSQL copies a template only while nobody is connected to it.
      await orm.close();
    }
  } catch (error) {
    await dropDatabase(services.adminDatabaseUrl, template).catch(() => {});
    await services.stop();
    throw error;
  }

  project.provide('adminDatabaseUrl', services.adminDatabaseUrl);
  project.provide('templateDatabase', template);
  project.provide('redisUrl', services.redisUrl);

  return async () => {
    await dropDatabase(services.adminDatabaseUrl, template).catch((error: unknown) => {
      console.warn(`could not drop template ${template}: ${String(error)}`);
    });
    await services.stop();
  };
}
