import { gql, type TypedDocumentNode } from '@apollo/client';

export interface LogoutMutationResult {
  logout: boolean;
}

export const LOGOUT_MUTATION: TypedDocumentNode<LogoutMutationResult, Record<string, never>> = gql`
  mutation Logout {
    logout
  }
`;
