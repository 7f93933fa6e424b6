import { graphql } from '../../../shared/graphql/graphql';
import { USER_FIELDS } from './user-fields.fragment';

export const ADMIN_LOGIN_MUTATION = graphql(
  `
  mutation AdminLogin($input: AdminLoginInput!) {
    adminLogin(input: $input) {
      ...SessionUserFields
    }
  }
`,
  [USER_FIELDS],
);
