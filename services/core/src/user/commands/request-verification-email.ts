import { parseInput } from '../../commands/parse-input.js';
import { ResendVerificationInput } from '../../contracts/auth.schema.js';
import type { EntityManager } from '../../db/orm.js';
import { recordEvent } from '../../outbox/outbox.js';

/**
 * Queues a new verification e-mail for the address, if it belongs to an unverified account. The gateway does the
 * same work whoever asks (no lookup, one outbox write), so neither the answer nor its time tells whether the
 * address is registered; the messaging worker looks the account up and mails only an unverified one. How often
 * it may be asked is limited at the door, per IP, and per address by `allowForAddress` (quietly). Returns whether
 * the request was queued (for the caller's logs and tests only, never for the response).
 */
export async function requestVerificationEmail(
  em: EntityManager,
  raw: unknown,
  allowForAddress: (email: string) => Promise<boolean>,
): Promise<boolean> {
  const { email } = parseInput(ResendVerificationInput, raw);
  const address = email.trim().toLowerCase();
  if (!(await allowForAddress(address))) return false;
  await em.transactional(async (tx) => {
    recordEvent(tx, 'user.verification_resend_requested', { email: address });
  });
  return true;
}
