import type { Orm } from '../db/orm.js';
import { hashPassword } from './password.js';
import { User, UserRole } from './user.entity.js';

export type AdminOutcome = 'created' | 'promoted' | 'unchanged';

/**
 * Makes sure the super-admin exists, is an admin and is verified. An existing account keeps its
 * password: changing ADMIN_PASSWORD later must not silently reset a password someone changed.
 */
export async function ensureSuperAdmin(
  orm: Orm,
  creds: { email: string; password: string },
): Promise<AdminOutcome> {
  const em = orm.em.fork();
  const email = creds.email.trim().toLowerCase();
  const existing = await em.findOne(User, { email: { $ilike: email } });
  if (existing) {
    if (existing.role === UserRole.Admin && existing.isVerified) return 'unchanged';
    existing.role = UserRole.Admin;
    existing.isVerified = true;
    existing.emailVerifiedAt ??= new Date();
    await em.flush();
    return 'promoted';
  }
  const base = email.split('@')[0]?.replace(/[^A-Za-z0-9_.-]/g, '') ?? '';
  let username = base.length >= 3 ? base.slice(0, 30) : 'admin';
  if (await em.count(User, { username: { $ilike: username } }))
    username = `${username.slice(0, 24)}-${Date.now() % 100_000}`;
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
  } catch (error) {
    // A gateway that started at the same moment created it first: the outcome is the same.
    if ((error as { code?: string }).code === '23505') return 'unchanged';
    throw error;
  }
  return 'created';
}
