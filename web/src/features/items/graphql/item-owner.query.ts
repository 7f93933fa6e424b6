import { graphql } from '../../../shared/graphql/graphql';

/** The owner named in the search page's owner mode ('Items by {username}'). */
export const ITEM_OWNER_QUERY = graphql(`
  query ItemOwner($id: Int!) {
    user(id: $id) {
      id
      username
    }
  }
`);
