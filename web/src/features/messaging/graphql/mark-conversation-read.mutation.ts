import { graphql } from '../../../shared/graphql/graphql';

/** Marks everything the other member sent me read; answers my new total unread count. */
export const MARK_CONVERSATION_READ_MUTATION = graphql(`
  mutation MarkConversationRead($otherUserId: Int!) {
    markConversationRead(otherUserId: $otherUserId)
  }
`);
