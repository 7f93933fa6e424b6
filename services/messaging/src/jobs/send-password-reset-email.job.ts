import {
  type EventEnvelope,
  findUserByEmail,
  newVerificationToken,
  PASSWORD_RESET_TTL_MS,
  PasswordResetToken,
  type WorkerDeps,
} from '@koalarent/core';
import type { Mailer } from '../email/mailer.js';
import { passwordResetEmail } from '../email/password-reset-email.js';
import { mailLanguage } from '../email/strings/index.js';

/**
 * user.password_reset_requested → if a member has the address, a fresh single-use token (256 random bits; only its
 * SHA-256 is stored, so the link exists only in the mail) and the link, in the member's language. An address no
 * member has, or a locked account, finishes as skipped.
 */
export async function sendPasswordResetEmail(
  event: EventEnvelope<'user.password_reset_requested'>,
  deps: WorkerDeps,
  mailer: Mailer,
): Promise<string> {
  const em = deps.orm.em.fork();
  const user = await findUserByEmail(em, event.payload.email);
  if (!user) return 'skipped: no such member';
  // A locked account cannot sign in with any password; a link would only raise hopes.
  if (user.isLocked) return 'skipped: locked';
  const { token, tokenHash } = newVerificationToken();
  em.create(PasswordResetToken, {
    user,
    tokenHash,
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
  });
  await em.flush();
  const link = `${deps.config.publicUrl}/reset-password?token=${token}`;
  await mailer.send(passwordResetEmail(user.email, user.fullName, link, mailLanguage(user.language)));
  return 'sent';
}
