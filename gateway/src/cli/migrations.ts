import path from 'node:path';
import { createOrm, loadConfig, repoRoot } from '@koalarent/core';
import { allEntities } from '../entities.js';

/**
 * Migration tool over every service's entities:
 *   up (default)  apply pending migrations
 *   --check       fail when the entities and the migrations disagree (CI)
 *   --create      write a new migration for the difference (development)
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is required');
  const mode = process.argv.includes('--check')
    ? 'check'
    : process.argv.includes('--create')
      ? 'create'
      : 'up';
  const orm = await createOrm({ databaseUrl, entities: allEntities });
  try {
    const migrator = orm.getMigrator();
    if (mode === 'up') {
      const applied = await migrator.up();
      console.log(
        applied.length ? `applied: ${applied.map((m) => m.name).join(', ')}` : 'no pending migrations',
      );
      return;
    }
    await migrator.up();
    if (mode === 'check') {
      const diff = await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false, safe: false });
      if (diff.trim()) {
        console.error(`Entities and migrations disagree. Missing SQL:\n${diff}`);
        process.exitCode = 1;
      } else console.log('migrations match the entities');
      return;
    }
    // New migrations join the one stream in services/core; list them in its migrations/index.ts.
    const result = await migrator.createMigration(path.join(repoRoot, 'services/core/src/migrations'));
    console.log(
      result.fileName
        ? `created ${result.fileName}: add it to services/core/src/migrations/index.ts`
        : 'no changes',
    );
  } finally {
    await orm.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
