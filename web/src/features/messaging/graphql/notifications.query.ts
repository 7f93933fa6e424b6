import { graphql } from '../../../shared/graphql/graphql';
import { MESSAGE_FIELDS } from './message-fields.fragment';

/** The bell's dropdown: my newest unread received messages, newest first. */
export const NOTIFICATIONS_QUERY = graphql(
  `
    query Notifications($first: Int!) {
      notifications(first: $first) {
        ...MessageFields
      }
    }
  `,
  [MESSAGE_FIELDS],
);
