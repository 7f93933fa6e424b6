import { graphql } from '../../../shared/graphql/graphql';
import { PROFILE_USER_FIELDS } from './profile-user-fields.fragment';

export const UPDATE_PROFILE_MUTATION = graphql(
  `
  mutation UpdateProfile($id: Int!, $input: ProfileInput!) {
    updateProfile(id: $id, input: $input) {
      ...ProfileUserFields
    }
  }
`,
  [PROFILE_USER_FIELDS],
);
