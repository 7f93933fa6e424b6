import { gql, type TypedDocumentNode } from '@apollo/client';

export interface VerifyEmailMutationResult {
  verifyEmail: boolean;
}
export interface VerifyEmailMutationVariables {
  token: string;
}

export const VERIFY_EMAIL_MUTATION: TypedDocumentNode<
  VerifyEmailMutationResult,
  VerifyEmailMutationVariables
> = gql`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token)
  }
`;
