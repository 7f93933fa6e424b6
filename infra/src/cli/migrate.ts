import { bookingsEntities } from '@koalarent/bookings/entities';
import {
  adminCredentials,
  ConfigError,
  coreEntities,
  createImageStore,
  createOrm,
  ensureSuperAdmin,
  loadConfig,
  runMigrations,
} from '@koalarent/core';

/**
 * One-shot database preparation for deployments (the `migrate` service of docker-compose, a
 * Kubernetes Job): applies pending migrations, makes sure the configured super-admin exists and, only
 * when SEED_DEMO_DATA=true, seeds demo data into an empty database. Exits non-zero on any failure so
 * the app services that wait for it do not start against a half-migrated schema.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new ConfigError('DATABASE_URL is required');
  // The demo seed writes bookings too (the bookings entities; the same as seed/index.ts's seedEntities, which is
  // not imported here so that sharp is loaded only when seeding).
  const orm = await createOrm({
    databaseUrl: config.DATABASE_URL,
    entities: [...coreEntities, ...bookingsEntities],
    poolMax: 2,
  });
  try {
    const applied = await runMigrations(orm);
    console.log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'no pending migrations');
    if (process.env.SEED_DEMO_DATA === 'true') {
      // Loaded only when asked: seeding renders images with sharp, which nothing else here needs.
      const { seedDemoData } = await import('../seed/index.js');
      const result = await seedDemoData(orm, {
        uploadDir: config.uploadDir,
        images: createImageStore(config),
        payments: config,
      });
      console.log(
        result.seeded
          ? `seeded demo data: ${result.users} users, ${result.items} items, ${result.bookings} bookings`
          : 'database not empty: no demo data seeded',
      );
    }
    const creds = adminCredentials(config);
    if (creds) console.log(`super-admin ${creds.email}: ${await ensureSuperAdmin(orm, creds)}`);
  } finally {
    await orm.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
