import { type EventEnvelope, User, type WorkerDeps } from '@koalarent/core';
import type { Mailer } from '../email/mailer.js';
import { registrationAttemptEmail } from '../email/registration-attempt-email.js';
import { mailLanguage } from '../email/strings/index.js';

/**
 * user.registration_attempted → the member is told in their language. Sent at least once, like the verification
 * mail: a re-delivered event may send it twice, which tells the member nothing new and nobody else anything.
 */
export async function sendRegistrationAttemptEmail(
  event: EventEnvelope<'user.registration_attempted'>,
  deps: WorkerDeps,
  mailer: Mailer,
): Promise<string> {
  const user = await deps.orm.em.fork().findOne(User, { id: event.payload.userId });
  if (!user) return 'skipped: user gone';
  const links = {
    signIn: `${deps.config.publicUrl}/auth`,
    forgotPassword: `${deps.config.publicUrl}/forgot-password`,
  };
  await mailer.send(registrationAttemptEmail(user.email, user.fullName, links, mailLanguage(user.language)));
  return 'sent';
}
