import { z } from 'zod';
import { parseInput } from '../../commands/parse-input.js';
import { DomainError, ErrorCode } from '../../contracts/errors.js';
import type { EntityManager } from '../../db/orm.js';
import type { SessionStore } from '../../session/session-store.js';
import { User, UserRole } from '../user.entity.js';

export const AccountAccessChange = z
  .object({
    userId: z.number().int().positive(),
    isLocked: z.boolean().optional(),
    isVerified: z.boolean().optional(),
    role: z.enum([UserRole.Admin, UserRole.User]).optional(),
  })
  .refine((c) => c.isLocked !== undefined || c.isVerified !== undefined || c.role !== undefined, {
    message: 'Nothing to change',
  });
export type AccountAccessChange = z.infer<typeof AccountAccessChange>;

/**
 * Locks or unlocks, verifies or unverifies an account, or changes its role. Any change that takes access away
 * or changes what the member may do (a lock, an unverify, any role change) ends all of the member's sessions
 * and, through the announcement the session store publishes, their open WebSockets, on every gateway at once.
 * Returns how many sessions ended.
 */
export async function changeAccountAccess(
  em: EntityManager,
  sessions: SessionStore,
  raw: unknown,
): Promise<number> {
  const change = parseInput(AccountAccessChange, raw);
  const user = await em.findOne(User, { id: change.userId });
  if (!user) throw new DomainError(ErrorCode.NotFound, { message: 'User not found' });
  const endsSessions =
    (change.isLocked === true && !user.isLocked) ||
    (change.isVerified === false && user.isVerified) ||
    (change.role !== undefined && change.role !== user.role);
  if (change.isLocked !== undefined) user.isLocked = change.isLocked;
  if (change.isVerified !== undefined) {
    user.isVerified = change.isVerified;
    if (change.isVerified && !user.emailVerifiedAt) user.emailVerifiedAt = new Date();
  }
  if (change.role !== undefined) user.role = change.role;
  await em.flush();
  // The database trigger announces the change to every gateway too; dropping the snapshot here as well makes
  // it take effect for the very next request, without waiting for the announcement.
  await sessions.forgetMember(user.id);
  return endsSessions ? sessions.destroyAllForUser(user.id) : 0;
}
