import { graphql } from '../../../shared/graphql/graphql';
import { MESSAGE_PARTY_FIELDS } from './message-party-fields.fragment';

/** Who a new chat is with (/messages/{id}, ?user={id}) before any message exists; NOT_FOUND 'User not found'. */
export const MESSAGE_PARTY_QUERY = graphql(
  `
    query MessageParty($userId: Int!) {
      messageParty(userId: $userId) {
        ...MessagePartyFields
      }
    }
  `,
  [MESSAGE_PARTY_FIELDS],
);
