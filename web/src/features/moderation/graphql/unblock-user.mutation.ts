import { graphql } from '../../../shared/graphql/graphql';

/** Lift a block (REST DELETE /api/blocks/{userId}). */
export const UNBLOCK_USER_MUTATION = graphql(`
  mutation UnblockMember($userId: Int!) {
    unblockUser(userId: $userId)
  }
`);
