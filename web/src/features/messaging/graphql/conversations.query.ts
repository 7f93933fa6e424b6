import { graphql } from '../../../shared/graphql/graphql';
import { MESSAGE_FIELDS } from './message-fields.fragment';
import { MESSAGE_PARTY_FIELDS } from './message-party-fields.fragment';

/** My conversations, newest first (derived on the server); `after` is the previous page's endCursor. */
export const CONVERSATIONS_QUERY = graphql(
  `
    query Conversations($first: Int!, $after: String) {
      conversations(first: $first, after: $after) {
        nodes {
          otherUser {
            ...MessagePartyFields
          }
          lastMessage {
            ...MessageFields
          }
          unreadCount
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  `,
  [MESSAGE_FIELDS, MESSAGE_PARTY_FIELDS],
);
