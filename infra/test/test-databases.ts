import { safeDatabaseName } from '../src/launcher/ports.js';
import { withClient } from '../src/launcher/postgres.js';

/** A database name unique to this run whose pid and time tell later runs when it was left behind. */
export function runDatabaseName(kind: 'tpl' | 'e2e'): string {
  return safeDatabaseName(`koala_${kind}_${process.pid}_${Date.now()}`);
}

/**
 * Drops databases of earlier runs that were killed before their teardown (older than six hours, so a
 * run still going on the same server is never touched).
 */
export async function dropStaleRunDatabases(adminUrl: string, kind: 'tpl' | 'e2e'): Promise<void> {
  const cutoff = Date.now() - 6 * 3_600_000;
  await withClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1 AND NOT datistemplate',
      [`koala\\_${kind}\\_%`],
    );
    for (const { datname } of rows) {
      // Only names this module made (pid, then a millisecond timestamp); anything else is not ours.
      const match = new RegExp(`^koala_${kind}_\\d+_(\\d{13})$`).exec(datname);
      if (match && Number(match[1]) < cutoff) {
        await client
          .query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(datname)} WITH (FORCE)`)
          .catch(() => {});
      }
    }
  });
}
