import { randomBytes } from 'node:crypto';
import pg from 'pg';

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * A database of its own for one test file, copied from the migrated template (a file-level copy in
 * PostgreSQL, far faster than migrating again), dropped again by `drop()`.
 */
export async function createDatabaseFromTemplate(
  adminDatabaseUrl: string,
  template: string,
): Promise<{ databaseUrl: string; name: string; drop(): Promise<void> }> {
  const name = `koala_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  return {
    name,
    databaseUrl: withDatabase(adminDatabaseUrl, name),
    async drop() {
      const c = new pg.Client({ connectionString: adminDatabaseUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** A Redis key prefix no other test file shares, so files can run in parallel on one Redis. */
export function uniqueRedisPrefix(label = 't'): string {
  return `test-${label}-${randomBytes(4).toString('hex')}`;
}
