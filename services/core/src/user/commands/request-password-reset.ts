import { parseInput } from '../../commands/parse-input.js';
import { ForgotPasswordInput } from '../../contracts/auth.schema.js';
import type { EntityManager } from '../../db/orm.js';
import { recordEvent } from '../../outbox/outbox.js';

/**
 * Queues a password reset for an address. The request does the same work whether or not a member has the address
 * (one outbox write, no lookup): the messaging worker looks the member up, issues the token and mails the link in
 * the member's language, or does nothing. So neither the answer nor its timing tells who is registered. The
 * address itself lives only in the outbox row, which is pruned after publication. `allowForAddress` is the
 * per-address limit (asked for every address alike). Returns whether the request was queued (for tests and logs
 * only, never for the response).
 */
export async function requestPasswordReset(
  em: EntityManager,
  raw: unknown,
  allowForAddress: (email: string) => Promise<boolean>,
): Promise<boolean> {
  const { email } = parseInput(ForgotPasswordInput, raw);
  if (!(await allowForAddress(email))) return false;
  await em.transactional(async (tx) => {
    recordEvent(tx, 'user.password_reset_requested', { email: email.toLowerCase() });
  });
  return true;
}
