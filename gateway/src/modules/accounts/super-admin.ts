import { adminCredentials, type Config, ensureSuperAdmin, type Logger, type Orm } from '@koalarent/core';

/** At gateway start: the super-admin named by ADMIN_EMAIL/ADMIN_PASSWORD (or the demo admin in demo mode) exists. */
export async function ensureConfiguredSuperAdmin(orm: Orm, config: Config, logger: Logger): Promise<void> {
  const creds = adminCredentials(config);
  if (!creds) return;
  const outcome = await ensureSuperAdmin(orm, creds);
  if (outcome !== 'unchanged') logger.info({ email: creds.email, outcome }, 'super-admin ready');
}
