import { graphql } from '../../../shared/graphql/graphql';

/** The bell's badge: how many received messages I have not read. */
export const UNREAD_MESSAGE_COUNT_QUERY = graphql(`
  query UnreadMessageCount {
    unreadMessageCount
  }
`);
