import { parseInput } from '../../commands/parse-input.js';
import { RegisterInput } from '../../contracts/auth.schema.js';
import { DomainError, ErrorCode } from '../../contracts/errors.js';
import type { EntityManager } from '../../db/orm.js';
import { recordEvent } from '../../outbox/outbox.js';
import { hashPassword } from '../password.js';
import { User } from '../user.entity.js';
import { findUserByEmail } from './authenticate.js';

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

function usernameTaken(message: string): DomainError {
  return new DomainError(ErrorCode.UsernameTaken, { fieldErrors: { username: message }, message });
}

/**
 * Someone registers with the e-mail of an existing account. Nothing is created: the owner is mailed instead (a
 * fresh verification link if the account was never verified, else a note that someone tried to register, with a
 * sign-in link), and the caller gets the answer a new account would have had. Its id is drawn from the users'
 * sequence and never used, so the ids a prober sees advance exactly as for a real sign-up, and an unverified
 * account's profile is not public either way. The same work as a sign-up (a password hash, a transaction with an
 * outbox event) keeps the time alike.
 */
async function answerForExistingEmail(em: EntityManager, input: RegisterInput): Promise<User> {
  return em.transactional(async (tx) => {
    const owner = await findUserByEmail(tx, input.email);
    const [reserved] = await tx
      .getConnection()
      .execute<{ id: number }[]>("select nextval(pg_get_serial_sequence('users', 'id'))::int as id");
    // (No owner: the account was deleted a moment ago; there is nobody to tell.)
    if (owner?.isVerified) recordEvent(tx, 'user.registration_attempted', { userId: owner.id });
    else if (owner) recordEvent(tx, 'user.verification_requested', { userId: owner.id });
    // Not persisted (never handed to the EntityManager): only what the answer shows.
    const answer = new User();
    Object.assign(answer, {
      id: reserved!.id,
      username: input.username,
      fullName: input.fullName,
      email: input.email.toLowerCase(),
      phone: input.phone ?? null,
      language: input.language ?? 'en',
    });
    return answer;
  });
}

/**
 * Creates an unverified account and, in the same transaction, the `user.registered` event that sends its
 * verification e-mail. A taken username is refused with the spec's message (case-insensitively; usernames are
 * public anyway). A taken e-mail is not refused: the answer is the same as for a new address, so registration
 * cannot tell anyone who is a member (issue 20 §5), and the address's owner is told by e-mail instead.
 */
export async function registerAccount(em: EntityManager, raw: unknown): Promise<User> {
  const input = parseInput(RegisterInput, raw);
  const conflicts = await conflictsFor(em, input.email, input.username);
  if (conflicts.username) throw usernameTaken(conflicts.username);
  const passwordHash = await hashPassword(input.password);
  if (conflicts.email) return answerForExistingEmail(em, input);
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
    if (!isUniqueViolation(error)) throw error;
    const raced = await conflictsFor(em.fork(), input.email, input.username);
    if (raced.username) throw usernameTaken(raced.username);
    return answerForExistingEmail(em.fork(), input);
  }
}
