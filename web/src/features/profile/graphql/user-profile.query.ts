import { graphql } from '../../../shared/graphql/graphql';
import { PROFILE_USER_FIELDS } from './profile-user-fields.fragment';

/** A member's profile (NOT_FOUND 'User not found' when missing). */
export const USER_PROFILE_QUERY = graphql(
  `
  query UserProfile($id: Int!) {
    user(id: $id) {
      ...ProfileUserFields
    }
  }
`,
  [PROFILE_USER_FIELDS],
);
