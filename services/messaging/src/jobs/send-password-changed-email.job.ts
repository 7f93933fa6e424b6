import { type EventEnvelope, User, type WorkerDeps } from '@koalarent/core';
import type { Mailer } from '../email/mailer.js';
import { passwordChangedEmail } from '../email/password-reset-email.js';
import { mailLanguage } from '../email/strings/index.js';

/** user.password_reset → the notice that the password changed and every device was signed out. */
export async function sendPasswordChangedEmail(
  event: EventEnvelope<'user.password_reset'>,
  deps: WorkerDeps,
  mailer: Mailer,
): Promise<string> {
  const user = await deps.orm.em.fork().findOne(User, { id: event.payload.userId });
  if (!user) return 'skipped: user gone';
  const link = `${deps.config.publicUrl}/login`;
  await mailer.send(passwordChangedEmail(user.email, user.fullName, link, mailLanguage(user.language)));
  return 'sent';
}
