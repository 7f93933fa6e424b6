import type { ResultOf } from '../../../shared/graphql/graphql';
import type { USER_FIELDS } from '../graphql/user-fields.fragment';

/** The current user as the `me` query returns it (the SessionUserFields fragment). */
export type SessionUser = ResultOf<typeof USER_FIELDS>;

/** What is kept in browser storage: enough to draw the header before the server answers. */
export interface CachedUser {
  id: number;
  username: string;
  fullName?: string;
  role?: string;
  profileImage?: string | null;
  koalaRank?: string;
}

export function isAdmin(user: { role?: string } | null | undefined): boolean {
  return user?.role === 'admin';
}
