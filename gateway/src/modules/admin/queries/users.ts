import {
  DomainError,
  decodeIdCursor,
  type EntityManager,
  ErrorCode,
  encodeIdCursor,
  pageSize,
  User,
} from '@koalarent/core';
import type { FilterQuery } from '@mikro-orm/core';

const ADMIN_USERS_PAGE_MAX = 200;
const SEARCH_MAX = 200;
const LIST = 'admin-users';

export interface AdminUsersPage {
  nodes: User[];
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

/** A LIKE pattern that matches the text literally anywhere (its own % and _ are not wildcards). */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The Users table: every member, newest first, optionally those whose username, full name or e-mail contains the
 * search (case-insensitively); a page and the number of matches.
 */
export async function adminUsers(
  em: EntityManager,
  query: { search: string | null; first: number; after: string | null },
): Promise<AdminUsersPage> {
  const first = pageSize(query.first, ADMIN_USERS_PAGE_MAX);
  const search = query.search?.trim() ?? '';
  if (search.length > SEARCH_MAX) {
    const message = `Search must be at most ${SEARCH_MAX} characters`;
    throw new DomainError(ErrorCode.ValidationFailed, { message, fieldErrors: { search: message } });
  }
  const below = query.after ? decodeIdCursor(LIST, query.after) : null;
  const matching: FilterQuery<User> = search
    ? {
        $or: [
          { username: { $ilike: containing(search) } },
          { fullName: { $ilike: containing(search) } },
          { email: { $ilike: containing(search) } },
        ],
      }
    : {};
  const rows = await em.find(User, below === null ? matching : { $and: [matching, { id: { $lt: below } }] }, {
    orderBy: { id: 'desc' },
    limit: first + 1,
  });
  const totalCount = await em.count(User, matching);
  const nodes = rows.slice(0, first);
  const last = nodes.at(-1);
  return {
    nodes,
    totalCount,
    hasNextPage: rows.length > first,
    endCursor: last ? encodeIdCursor(LIST, last.id) : null,
  };
}
