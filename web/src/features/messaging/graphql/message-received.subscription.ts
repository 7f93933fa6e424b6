import { graphql } from '../../../shared/graphql/graphql';
import { MESSAGE_FIELDS } from './message-fields.fragment';

/** Every message I send or receive, from any tab or device (the server picks my topic from the session). */
export const MESSAGE_RECEIVED_SUBSCRIPTION = graphql(
  `
    subscription MessageReceived {
      messageReceived {
        ...MessageFields
      }
    }
  `,
  [MESSAGE_FIELDS],
);
