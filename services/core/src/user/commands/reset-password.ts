import { parseInput } from '../../commands/parse-input.js';
import { RESET_LINK_INVALID, ResetPasswordInput } from '../../contracts/auth.schema.js';
import { DomainError, ErrorCode } from '../../contracts/errors.js';
import type { EntityManager } from '../../db/orm.js';
import { recordEvent } from '../../outbox/outbox.js';
import type { SessionStore } from '../../session/session-store.js';
import { hashPassword } from '../password.js';
import { PasswordResetToken } from '../password-reset-token.entity.js';
import { User } from '../user.entity.js';
import { hashVerificationToken } from '../verification-token.js';

/**
 * Sets a new password through a reset link. The token is consumed exactly once (a conditional update under the
 * row's lock, only while unexpired) in the same transaction as the new password, every other open link of the
 * member is spent with it, and the notification e-mail's event is written to the outbox. After commit every
 * session of the member ends and, through the session store's announcement, every open WebSocket on every
 * gateway: whoever knew the old password is signed out. The link reached the member's mailbox, which proves the
 * address as a verification link would, so an unverified account is verified too. Returns the member's id.
 */
export async function resetPassword(
  em: EntityManager,
  sessions: SessionStore,
  raw: unknown,
): Promise<number> {
  const { token, password } = parseInput(ResetPasswordInput, raw);
  const tokenHash = hashVerificationToken(token);
  // Hashed before the transaction: argon2 takes tens of milliseconds, which no row lock should wait for.
  const passwordHash = await hashPassword(password);
  const userId = await em.transactional(async (tx) => {
    const rows: { user_id: number }[] = await tx
      .getConnection()
      .execute(
        'update password_reset_tokens set used_at = now() where token_hash = ? and used_at is null and expires_at > now() returning user_id',
        [tokenHash],
        'all',
        tx.getTransactionContext(),
      );
    const id = rows[0]?.user_id;
    if (!id) throw new DomainError(ErrorCode.InvalidToken, { message: RESET_LINK_INVALID });
    // The token's row goes with its member (cascade), so the member is there.
    await tx.nativeUpdate(User, { id }, { passwordHash });
    await tx.nativeUpdate(User, { id, isVerified: false }, { isVerified: true, emailVerifiedAt: new Date() });
    await tx.nativeUpdate(PasswordResetToken, { user: id, usedAt: null }, { usedAt: new Date() });
    recordEvent(tx, 'user.password_reset', { userId: id });
    return id;
  });
  await sessions.forgetMember(userId);
  await sessions.destroyAllForUser(userId);
  return userId;
}
