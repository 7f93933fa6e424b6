import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SessionUser } from '../session/session-user';
import { USER_FIELDS } from './user-fields.fragment';

export interface LoginMutationResult {
  login: SessionUser;
}
export interface LoginMutationVariables {
  input: { email: string; password: string; rememberMe?: boolean };
}

export const LOGIN_MUTATION: TypedDocumentNode<LoginMutationResult, LoginMutationVariables> = gql`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...SessionUserFields
    }
  }
  ${USER_FIELDS}
`;
