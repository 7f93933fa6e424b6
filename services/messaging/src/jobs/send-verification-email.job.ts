import {
  EmailVerificationToken,
  type EntityManager,
  type EventEnvelope,
  findUserByEmail,
  newVerificationToken,
  User,
  type WorkerDeps,
} from '@koalarent/core';
import type { Mailer } from '../email/mailer.js';
import { mailLanguage } from '../email/strings/index.js';
import { verificationEmail } from '../email/verification-email.js';

type Envelope = EventEnvelope<'user.registered'> | EventEnvelope<'user.verification_requested'>;

/**
 * Issues a fresh single-use token (only its hash is stored) and mails the link. An account that is already
 * verified, or gone, finishes as skipped.
 */
export async function sendVerificationEmail(
  event: Envelope,
  deps: WorkerDeps,
  mailer: Mailer,
): Promise<string> {
  const em = deps.orm.em.fork();
  return mailLink(em, await em.findOne(User, { id: event.payload.userId }), deps, mailer);
}

/**
 * A resend asked for by address: the gateway did not look it up (so its answer and time are the same for every
 * address); here an address with no account, or a verified one, finishes as skipped and nobody is mailed.
 */
export async function sendRequestedVerificationEmail(
  event: EventEnvelope<'user.verification_resend_requested'>,
  deps: WorkerDeps,
  mailer: Mailer,
): Promise<string> {
  const em = deps.orm.em.fork();
  return mailLink(em, await findUserByEmail(em, event.payload.email), deps, mailer);
}

async function mailLink(
  em: EntityManager,
  user: User | null,
  deps: WorkerDeps,
  mailer: Mailer,
): Promise<string> {
  if (!user) return 'skipped: user gone';
  if (user.isVerified) return 'skipped: already verified';
  const { token, tokenHash } = newVerificationToken();
  const ttlHours = deps.config.VERIFICATION_TOKEN_TTL_HOURS;
  em.create(EmailVerificationToken, {
    user,
    tokenHash,
    expiresAt: new Date(Date.now() + ttlHours * 3600_000),
  });
  await em.flush();
  const link = `${deps.config.publicUrl}/verify-email?token=${token}`;
  await mailer.send(
    verificationEmail(user.email, user.fullName, link, ttlHours, mailLanguage(user.language)),
  );
  return 'sent';
}
