import { graphql } from '../../../shared/graphql/graphql';
import { MESSAGE_FIELDS } from './message-fields.fragment';

/** Sends a message (optionally about an item or a booking between the two members). */
export const SEND_MESSAGE_MUTATION = graphql(
  `
    mutation SendMessage($input: SendMessageInput!) {
      sendMessage(input: $input) {
        ...MessageFields
      }
    }
  `,
  [MESSAGE_FIELDS],
);
