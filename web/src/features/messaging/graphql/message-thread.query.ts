import { graphql } from '../../../shared/graphql/graphql';
import { MESSAGE_FIELDS } from './message-fields.fragment';

/** The thread between me and another member, newest first (the screen reverses it); older pages via `after`. */
export const MESSAGE_THREAD_QUERY = graphql(
  `
    query MessageThread($otherUserId: Int!, $first: Int!, $after: String) {
      messageThread(otherUserId: $otherUserId, first: $first, after: $after) {
        nodes {
          ...MessageFields
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  `,
  [MESSAGE_FIELDS],
);
