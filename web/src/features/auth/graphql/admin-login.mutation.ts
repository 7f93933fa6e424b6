import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SessionUser } from '../session/session-user';
import { USER_FIELDS } from './user-fields.fragment';

export interface AdminLoginMutationResult {
  adminLogin: SessionUser;
}
export interface AdminLoginMutationVariables {
  input: { email: string; password: string };
}

export const ADMIN_LOGIN_MUTATION: TypedDocumentNode<AdminLoginMutationResult, AdminLoginMutationVariables> =
  gql`
  mutation AdminLogin($input: AdminLoginInput!) {
    adminLogin(input: $input) {
      ...SessionUserFields
    }
  }
  ${USER_FIELDS}
`;
