import { graphql } from '../../../shared/graphql/graphql';

export const RESET_PASSWORD_MUTATION = graphql(`
  mutation ResetPassword($token: String!, $password: String!, $confirmPassword: String) {
    resetPassword(token: $token, password: $password, confirmPassword: $confirmPassword)
  }
`);
