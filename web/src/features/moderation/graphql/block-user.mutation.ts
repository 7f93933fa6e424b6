import { graphql } from '../../../shared/graphql/graphql';

/** Block a member (REST POST /api/blocks). */
export const BLOCK_USER_MUTATION = graphql(`
  mutation BlockMember($userId: Int!) {
    blockUser(userId: $userId)
  }
`);
