import { graphql } from '../../../shared/graphql/graphql';

/** My total unread count, whenever it changes (a message arrives, another tab reads a thread). */
export const UNREAD_COUNT_CHANGED_SUBSCRIPTION = graphql(`
  subscription UnreadCountChanged {
    unreadCountChanged
  }
`);
