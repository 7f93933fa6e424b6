import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SessionUser } from '../session/session-user';
import { USER_FIELDS } from './user-fields.fragment';

export interface MeQueryResult {
  me: (SessionUser & { __typename?: 'User' }) | null;
}

export const ME_QUERY: TypedDocumentNode<MeQueryResult, Record<string, never>> = gql`
  query Me {
    me {
      ...SessionUserFields
    }
  }
  ${USER_FIELDS}
`;
