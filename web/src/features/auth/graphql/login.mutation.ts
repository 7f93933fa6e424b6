import { graphql } from '../../../shared/graphql/graphql';
import { USER_FIELDS } from './user-fields.fragment';

export const LOGIN_MUTATION = graphql(
  `
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...SessionUserFields
      firstSignIn
    }
  }
`,
  [USER_FIELDS],
);
