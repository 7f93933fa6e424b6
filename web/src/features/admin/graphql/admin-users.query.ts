import { graphql } from '../../../shared/graphql/graphql';
import { ADMIN_USER_FIELDS } from './admin-user-fields.fragment';

/** Members, searched by username, full name or e-mail; paged by cursor (REST GET /api/admin/users). */
export const ADMIN_USERS_QUERY = graphql(
  `
    query AdminUsers($search: String, $first: Int!, $after: String) {
      adminUsers(search: $search, first: $first, after: $after) {
        nodes {
          ...AdminUserFields
        }
        totalCount
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  `,
  [ADMIN_USER_FIELDS],
);
