import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ResendVerificationMutationResult {
  resendVerification: boolean;
}
export interface ResendVerificationMutationVariables {
  email: string;
}

export const RESEND_VERIFICATION_MUTATION: TypedDocumentNode<
  ResendVerificationMutationResult,
  ResendVerificationMutationVariables
> = gql`
  mutation ResendVerification($email: String!) {
    resendVerification(email: $email)
  }
`;
