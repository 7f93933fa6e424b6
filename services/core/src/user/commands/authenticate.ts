import { parseInput } from '../../commands/parse-input.js';
import { AdminLoginInput, LoginInput } from '../../contracts/auth.schema.js';
import { DomainError, ErrorCode } from '../../contracts/errors.js';
import type { EntityManager } from '../../db/orm.js';
import { recordEvent } from '../../outbox/outbox.js';
import { verifyPassword } from '../password.js';
import { User, UserRole } from '../user.entity.js';

export function findUserByEmail(em: EntityManager, email: string): Promise<User | null> {
  return em.findOne(
    User,
    { email: { $ilike: email.replace(/[\\%_]/g, '\\$&') } },
    { populate: ['passwordHash'] },
  );
}

/**
 * Checks credentials and account state. Order matters: the password is verified before the lock and
 * verification state are revealed, so those states leak nothing to someone guessing passwords. Attempts are
 * throttled at the door (the gateway's login limiter), around this command.
 */
export async function authenticate(
  em: EntityManager,
  raw: unknown,
  options: { adminOnly: boolean },
): Promise<User> {
  // The admin screen asks only that both fields are filled (spec §5); members get the sign-in form's rules.
  const input = options.adminOnly ? parseInput(AdminLoginInput, raw) : parseInput(LoginInput, raw);
  const user = await findUserByEmail(em, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok)
    throw new DomainError(options.adminOnly ? ErrorCode.NotAdmin : ErrorCode.InvalidCredentials);
  if (options.adminOnly && user.role !== UserRole.Admin) throw new DomainError(ErrorCode.NotAdmin);
  if (user.isLocked) throw new DomainError(ErrorCode.AccountLocked);
  if (!user.isVerified) throw new DomainError(ErrorCode.EmailNotVerified);
  return user;
}

export interface SignInFacts {
  ipAddress: string;
  userAgent: string;
  via: 'member' | 'admin' | 'social';
}

/**
 * The login bookkeeping and its `user.logged_in` event commit together; tracking happens later, from the
 * outbox, so the sign-in never waits for it. Answers whether this was the member's first sign-in (the client
 * welcomes a newcomer rather than saying 'Welcome back'). That is decided by the database, not by the
 * `lastLoginAt` read earlier: of two first sign-ins racing, only the update that finds no previous sign-in wins.
 */
export async function recordSignIn(em: EntityManager, user: User, facts: SignInFacts): Promise<boolean> {
  return em.transactional(async (tx) => {
    const now = new Date();
    const first =
      (await tx.nativeUpdate(User, { id: user.id, lastLoginAt: null }, { lastLoginAt: now })) === 1;
    if (!first) await tx.nativeUpdate(User, { id: user.id }, { lastLoginAt: now });
    recordEvent(tx, 'user.logged_in', { userId: user.id, ...facts });
    return first;
  });
}
