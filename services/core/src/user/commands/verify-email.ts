import { parseInput } from '../../commands/parse-input.js';
import { VerifyEmailInput } from '../../contracts/auth.schema.js';
import { DomainError, ErrorCode } from '../../contracts/errors.js';
import type { EntityManager } from '../../db/orm.js';
import { EmailVerificationToken } from '../email-verification-token.entity.js';
import { User } from '../user.entity.js';
import { hashVerificationToken } from '../verification-token.js';

/**
 * Consumes a verification token exactly once (a conditional update under the row's lock) and verifies the
 * account. A link that was already used on an account that is now verified answers ALREADY_VERIFIED, so the
 * person is sent to sign in instead of being told verification failed.
 */
export async function verifyEmail(em: EntityManager, raw: unknown): Promise<void> {
  const { token } = parseInput(VerifyEmailInput, raw);
  const tokenHash = hashVerificationToken(token);
  await em.transactional(async (tx) => {
    const rows: { user_id: number }[] = await tx
      .getConnection()
      .execute(
        'update email_verification_tokens set used_at = now() where token_hash = ? and used_at is null and expires_at > now() returning user_id',
        [tokenHash],
        'all',
        tx.getTransactionContext(),
      );
    const userId = rows[0]?.user_id;
    if (!userId) {
      const known: { is_verified: boolean }[] = await tx
        .getConnection()
        .execute(
          'select u.is_verified from email_verification_tokens t join users u on u.id = t.user_id where t.token_hash = ?',
          [tokenHash],
          'all',
          tx.getTransactionContext(),
        );
      throw new DomainError(known[0]?.is_verified ? ErrorCode.AlreadyVerified : ErrorCode.InvalidToken);
    }
    await tx.nativeUpdate(
      User,
      { id: userId, isVerified: false },
      { isVerified: true, emailVerifiedAt: new Date() },
    );
    // The other outstanding links of this account are spent too.
    await tx.nativeUpdate(EmailVerificationToken, { user: userId, usedAt: null }, { usedAt: new Date() });
  });
}
