import { gql, type TypedDocumentNode } from '@apollo/client';

export interface RegisterMutationResult {
  register: { __typename?: 'User'; id: number; username: string; email: string | null };
}
export interface RegisterMutationVariables {
  input: {
    fullName: string;
    username: string;
    email: string;
    password: string;
    confirmPassword?: string;
    phone?: string | null;
  };
}

export const REGISTER_MUTATION: TypedDocumentNode<RegisterMutationResult, RegisterMutationVariables> = gql`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      id
      username
      email
    }
  }
`;
