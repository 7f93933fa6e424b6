import { graphql } from '../../../shared/graphql/graphql';
import { ADMIN_USER_FIELDS } from './admin-user-fields.fragment';

/** Only the given fields change (REST PUT /api/admin/users/{userId}); a lock ends the member's sessions. */
export const ADMIN_UPDATE_USER_MUTATION = graphql(
  `
    mutation AdminUpdateUser($id: Int!, $input: AdminUserUpdateInput!) {
      adminUpdateUser(id: $id, input: $input) {
        ...AdminUserFields
      }
    }
  `,
  [ADMIN_USER_FIELDS],
);
