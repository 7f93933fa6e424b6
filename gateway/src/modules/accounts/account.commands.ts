import {
  DomainError,
  EmailVerificationToken,
  ErrorCode,
  fieldErrorsOf,
  hashPassword,
  hashVerificationToken,
  LoginInput,
  RegisterInput,
  ResendVerificationInput,
  recordEvent,
  User,
  UserRole,
  VerifyEmailInput,
  verifyPassword,
} from '@koalarent/core';
import type { EntityManager } from '@mikro-orm/core';
import type { z } from 'zod';
import type { GatewayContext } from '../../context.js';
import { clearSessionCookies, setSessionCookies } from '../../session/cookies.js';

/** Validates with the shared zod schema; the field messages are the spec's. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const fieldErrors = fieldErrorsOf(result.error);
    const first = Object.values(fieldErrors)[0];
    throw new DomainError(ErrorCode.ValidationFailed, { fieldErrors, ...(first ? { message: first } : {}) });
  }
  return result.data;
}

function findByEmail(em: EntityManager, email: string): Promise<User | null> {
  return em.findOne(
    User,
    { email: { $ilike: email.replace(/[\\%_]/g, '\\$&') } },
    { populate: ['passwordHash'] },
  );
}

function isUniqueViolation(error: unknown): error is { constraint?: string } {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

async function conflictsFor(
  em: EntityManager,
  email: string,
  username: string,
): Promise<Record<string, string>> {
  const fieldErrors: Record<string, string> = {};
  const conn = em.getConnection();
  const rows: { email_taken: boolean; username_taken: boolean }[] = await conn.execute(
    'select exists(select 1 from users where lower(email) = lower(?)) as email_taken, exists(select 1 from users where lower(username) = lower(?)) as username_taken',
    [email, username],
  );
  if (rows[0]?.email_taken) fieldErrors.email = 'An account with this email already exists';
  if (rows[0]?.username_taken) fieldErrors.username = 'This username is already taken';
  return fieldErrors;
}

function conflictError(fieldErrors: Record<string, string>): DomainError {
  const code = fieldErrors.email ? ErrorCode.EmailTaken : ErrorCode.UsernameTaken;
  return new DomainError(code, {
    fieldErrors,
    message: Object.values(fieldErrors)[0] ?? 'Account already exists',
  });
}

/** Creates an unverified account and, in the same transaction, the event that sends its verification e-mail. */
export async function registerAccount(ctx: GatewayContext, raw: unknown): Promise<User> {
  const input = parseInput(RegisterInput, raw);
  await ctx.deps.rateLimiter.hit(
    'register',
    ctx.ipAddress,
    ctx.deps.config.REGISTER_MAX_PER_IP,
    3600,
    'sign-up attempts from this network',
  );
  const em = ctx.em;
  const conflicts = await conflictsFor(em, input.email, input.username);
  if (Object.keys(conflicts).length > 0) throw conflictError(conflicts);
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await em.transactional(async (tx) => {
      const created = tx.create(User, {
        username: input.username,
        fullName: input.fullName,
        email: input.email.toLowerCase(),
        phone: input.phone ?? null,
        passwordHash,
      });
      await tx.flush();
      recordEvent(tx, 'user.registered', { userId: created.id });
      return created;
    });
    ctx.deps.relay.kick();
    return user;
  } catch (error) {
    // Two registrations racing for the same e-mail or username: the unique index decides.
    if (isUniqueViolation(error))
      throw conflictError(await conflictsFor(em.fork(), input.email, input.username));
    throw error;
  }
}

/**
 * Checks credentials and account state. Order matters: the password is verified before the lock and
 * verification state are revealed, so those states leak nothing to someone guessing passwords.
 */
export async function authenticate(
  ctx: GatewayContext,
  raw: unknown,
  options: { adminOnly: boolean },
): Promise<User> {
  const input = parseInput(LoginInput, raw);
  await ctx.deps.throttle.reserve(input.email, ctx.ipAddress);
  const user = await findByEmail(ctx.em, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok)
    throw new DomainError(options.adminOnly ? ErrorCode.NotAdmin : ErrorCode.InvalidCredentials);
  if (options.adminOnly && user.role !== UserRole.Admin) throw new DomainError(ErrorCode.NotAdmin);
  if (user.isLocked) throw new DomainError(ErrorCode.AccountLocked);
  if (!user.isVerified) throw new DomainError(ErrorCode.EmailNotVerified);
  await ctx.deps.throttle.succeeded(input.email, ctx.ipAddress);
  return user;
}

/**
 * Signs a user in: the login bookkeeping and its `user.logged_in` event commit together; then a fresh session
 * id replaces whatever session the browser had (no fixation) and the cookies are set. Tracking happens later,
 * from the outbox, so the response never waits for it.
 */
export async function startSession(
  ctx: GatewayContext,
  user: User,
  remember: boolean,
  via: 'member' | 'admin' | 'social',
): Promise<void> {
  await ctx.em.transactional(async (tx) => {
    await tx.nativeUpdate(User, { id: user.id }, { lastLoginAt: new Date() });
    recordEvent(tx, 'user.logged_in', {
      userId: user.id,
      ipAddress: ctx.ipAddress,
      userAgent: ctx.userAgent,
      via,
    });
  });
  ctx.deps.relay.kick();
  if (ctx.sessionId) await ctx.deps.sessions.destroy(ctx.sessionId);
  const id = await ctx.deps.sessions.create({
    userId: user.id,
    role: user.role,
    remember,
    createdAt: new Date().toISOString(),
    ipAddress: ctx.ipAddress,
    userAgent: ctx.userAgent,
  });
  ctx.sessionId = id;
  ctx.viewer = { id: user.id, role: user.role };
  if (ctx.http) setSessionCookies(ctx.http.req, ctx.http.res, ctx.deps.config, id, remember);
}

export async function endSession(ctx: GatewayContext): Promise<void> {
  if (ctx.sessionId) await ctx.deps.sessions.destroy(ctx.sessionId);
  ctx.sessionId = null;
  ctx.viewer = null;
  if (ctx.http) clearSessionCookies(ctx.http.req, ctx.http.res, ctx.deps.config);
}

/** The signed-in user, or null; a session whose user is gone or locked ends here. */
export async function currentUser(ctx: GatewayContext): Promise<User | null> {
  if (!ctx.viewer) return null;
  const user = await ctx.em.findOne(User, { id: ctx.viewer.id });
  if (!user || user.isLocked) {
    await endSession(ctx);
    return null;
  }
  return user;
}

/** Consumes a verification token exactly once (a conditional update under the row's lock) and verifies the account. */
export async function verifyEmail(ctx: GatewayContext, raw: unknown): Promise<void> {
  const { token } = parseInput(VerifyEmailInput, raw);
  const tokenHash = hashVerificationToken(token);
  await ctx.em.transactional(async (tx) => {
    const rows: { user_id: number }[] = await tx
      .getConnection()
      .execute(
        'update email_verification_tokens set used_at = now() where token_hash = ? and used_at is null and expires_at > now() returning user_id',
        [tokenHash],
        'all',
        tx.getTransactionContext(),
      );
    const userId = rows[0]?.user_id;
    if (!userId) throw new DomainError(ErrorCode.InvalidToken);
    await tx.nativeUpdate(
      User,
      { id: userId, isVerified: false },
      { isVerified: true, emailVerifiedAt: new Date() },
    );
    // The other outstanding links of this account are spent too.
    await tx.nativeUpdate(EmailVerificationToken, { user: userId, usedAt: null }, { usedAt: new Date() });
  });
}

/**
 * Queues a new verification e-mail. Always answers the same way, whether or not the address has an
 * unverified account, so the call cannot be used to find out who is registered; one per minute per account.
 */
export async function requestVerificationEmail(ctx: GatewayContext, raw: unknown): Promise<void> {
  const { email } = parseInput(ResendVerificationInput, raw);
  const user = await findByEmail(ctx.em, email);
  if (!user || user.isVerified) return;
  const key = `${ctx.deps.config.REDIS_PREFIX}:verify-resend:${user.id}`;
  const first = await ctx.deps.redis.set(key, '1', 'EX', 60, 'NX');
  if (first !== 'OK') return;
  await ctx.em.transactional(async (tx) => {
    recordEvent(tx, 'user.verification_requested', { userId: user.id });
  });
  ctx.deps.relay.kick();
}
