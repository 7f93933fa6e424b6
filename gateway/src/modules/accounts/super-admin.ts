import { adminCredentials, type Config, type Logger, type Orm, User, UserRole } from '@koalarent/core';
import { hashPassword } from './password.js';

/**
 * Makes sure the super-admin named by ADMIN_EMAIL/ADMIN_PASSWORD (or the demo admin in demo mode) exists
 * and is an admin. An existing account keeps its password: changing the variable does not reset it.
 */
export async function ensureSuperAdmin(orm: Orm, config: Config, logger: Logger): Promise<void> {
  const creds = adminCredentials(config);
  if (!creds) return;
  const em = orm.em.fork();
  const email = creds.email.toLowerCase();
  const existing = await em.findOne(User, { email });
  if (existing) {
    if (existing.role !== UserRole.Admin || !existing.isVerified) {
      existing.role = UserRole.Admin;
      existing.isVerified = true;
      await em.flush();
    }
    return;
  }
  const base = email.split('@')[0]?.replace(/[^A-Za-z0-9_.-]/g, '') || 'admin';
  let username = base.length >= 3 ? base : 'admin';
  if (await em.count(User, { username: { $ilike: username } }))
    username = `${username}-${Date.now() % 100000}`;
  em.create(User, {
    username,
    fullName: 'KoalaRent Admin',
    email,
    passwordHash: await hashPassword(creds.password),
    role: UserRole.Admin,
    isVerified: true,
    emailVerifiedAt: new Date(),
  });
  try {
    await em.flush();
    logger.info({ email }, 'super-admin created');
  } catch (error) {
    // Another gateway replica created it at the same moment.
    if ((error as { code?: string }).code !== '23505') throw error;
  }
}
