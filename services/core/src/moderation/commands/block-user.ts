import { parseInput } from '../../commands/parse-input.js';
import { DomainError, ErrorCode } from '../../contracts/errors.js';
import { BlockUserBody, ModerationMessages } from '../../contracts/moderation.schema.js';
import type { EntityManager } from '../../db/orm.js';
import { run, sql } from '../../db/sql.js';
import { isRowId } from '../../item/item.queries.js';

/**
 * A member blocks another (issue 26 §3). Blocking twice is one block (the first one's date stays); an unknown
 * member is NOT_FOUND, oneself FORBIDDEN. From the commit on, messaging's `sendMessage` and the bookings worker's
 * request refuse a message or a booking between the two, whichever of them asks.
 */
export async function blockUser(em: EntityManager, actor: { id: number }, raw: unknown): Promise<number> {
  const { userId } = parseInput(BlockUserBody, raw);
  if (userId === actor.id)
    throw new DomainError(ErrorCode.Forbidden, { message: ModerationMessages.blockYourself });
  const fork = em.fork();
  const [user] = await sql<{ id: number }>(fork, 'select id from users where id = ?', [userId]);
  if (!user) throw new DomainError(ErrorCode.NotFound, { message: ModerationMessages.userNotFound });
  await run(fork, `insert into user_blocks (blocker_id, blocked_id) values (?, ?) on conflict do nothing`, [
    actor.id,
    userId,
  ]);
  return userId;
}

/** A member lifts their block of another; NOT_FOUND when there is none. */
export async function unblockUser(em: EntityManager, actor: { id: number }, userId: number): Promise<number> {
  const removed = isRowId(userId)
    ? await run(em.fork(), 'delete from user_blocks where blocker_id = ? and blocked_id = ?', [
        actor.id,
        userId,
      ])
    : 0;
  if (removed === 0) throw new DomainError(ErrorCode.NotFound, { message: ModerationMessages.notBlocked });
  return userId;
}
