import { graphql } from '../../../shared/graphql/graphql';

/** The other member of a conversation: enough to name them ('User #id' when they have no name) and draw an avatar. */
export const MESSAGE_PARTY_FIELDS = graphql(`
  fragment MessagePartyFields on MessageParty {
    id
    username
    fullName
    profileImage
  }
`);
