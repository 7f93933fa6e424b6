import { graphql } from '../../../shared/graphql/graphql';

export const VERIFY_EMAIL_MUTATION = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token)
  }
`);
