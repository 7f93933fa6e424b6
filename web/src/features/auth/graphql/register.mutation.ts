import { graphql, type VariablesOf } from '../../../shared/graphql/graphql';

export const REGISTER_MUTATION = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      id
      username
      email
    }
  }
`);

export type RegisterInput = VariablesOf<typeof REGISTER_MUTATION>['input'];
