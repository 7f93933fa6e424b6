import { graphql } from '../../../shared/graphql/graphql';

export const FORGOT_PASSWORD_MUTATION = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email)
  }
`);
