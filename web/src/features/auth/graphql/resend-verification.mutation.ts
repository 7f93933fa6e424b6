import { graphql } from '../../../shared/graphql/graphql';

export const RESEND_VERIFICATION_MUTATION = graphql(`
  mutation ResendVerification($email: String!) {
    resendVerification(email: $email)
  }
`);
