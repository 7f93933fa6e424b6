import { graphql } from '../../../shared/graphql/graphql';

export const LOGOUT_MUTATION = graphql(`
  mutation Logout {
    logout
  }
`);
