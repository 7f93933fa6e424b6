import { parseInput } from '../../commands/parse-input.js';
import { RegisterInput } from '../../contracts/auth.schema.js';
import { DomainError, ErrorCode } from '../../contracts/errors.js';
import type { EntityManager } from '../../db/orm.js';
import { recordEvent } from '../../outbox/outbox.js';
import { hashPassword } from '../password.js';
import { User } from '../user.entity.js';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

async function conflictsFor(
  em: EntityManager,
  email: string,
  username: string,
): Promise<Record<string, string>> {
  const fieldErrors: Record<string, string> = {};
  const rows: { email_taken: boolean; username_taken: boolean }[] = await em
    .getConnection()
    .execute(
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

/**
 * Creates an unverified account and, in the same transaction, the `user.registered` event that sends its
 * verification e-mail. Taken e-mails and usernames are refused with the spec's messages (case-insensitively).
 */
export async function registerAccount(em: EntityManager, raw: unknown): Promise<User> {
  const input = parseInput(RegisterInput, raw);
  const conflicts = await conflictsFor(em, input.email, input.username);
  if (Object.keys(conflicts).length > 0) throw conflictError(conflicts);
  const passwordHash = await hashPassword(input.password);
  try {
    return await em.transactional(async (tx) => {
      const created = tx.create(User, {
        username: input.username,
        fullName: input.fullName,
        email: input.email.toLowerCase(),
        phone: input.phone ?? null,
        passwordHash,
        language: input.language ?? 'en',
      });
      await tx.flush();
      recordEvent(tx, 'user.registered', { userId: created.id });
      return created;
    });
  } catch (error) {
    // Two registrations racing for the same e-mail or username: the unique index decides.
    if (isUniqueViolation(error))
      throw conflictError(await conflictsFor(em.fork(), input.email, input.username));
    throw error;
  }
}
