import { parseInput } from '../../commands/parse-input.js';
import { ResendVerificationInput } from '../../contracts/auth.schema.js';
import type { EntityManager } from '../../db/orm.js';
import { recordEvent } from '../../outbox/outbox.js';
import { findUserByEmail } from './authenticate.js';

/**
 * Queues a new verification e-mail for an unverified account. Answers nothing either way, so the call cannot
 * be used to find out who is registered; how often it may be asked is limited at the door. Returns whether an
 * e-mail was queued (for the caller's logs and tests only, never for the response).
 */
export async function requestVerificationEmail(
  em: EntityManager,
  raw: unknown,
  allowForAccount: (userId: number) => Promise<boolean>,
): Promise<boolean> {
  const { email } = parseInput(ResendVerificationInput, raw);
  const user = await findUserByEmail(em, email);
  if (!user || user.isVerified) return false;
  if (!(await allowForAccount(user.id))) return false;
  await em.transactional(async (tx) => {
    recordEvent(tx, 'user.verification_requested', { userId: user.id });
  });
  return true;
}
