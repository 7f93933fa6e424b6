import type { EventSubscriptions } from '@koalarent/core';
import { refreshMember } from '../commands/ranks.js';

/**
 * Spec §9: the senior, expert and master ranks need a verified identity (issue 26 §1), so an admin's decision on a
 * member's identity check recounts their rank here, where ranks are computed. Counted from the tables each time, so
 * running it again changes nothing; a member deleted since is skipped.
 */
export const rankSubscriptions = {
  'identity_check.decided': {
    'refresh-rank': (event, deps) =>
      deps.orm.em.fork().transactional(async (tx) => {
        const [member] = await tx
          .getConnection()
          .execute(
            'select id from users where id = ?',
            [event.payload.userId],
            'all',
            tx.getTransactionContext(),
          );
        if (!member) return { skipped: true };
        await refreshMember(tx, event.payload.userId);
        return { refreshed: event.payload.userId };
      }),
  },
} satisfies EventSubscriptions;
