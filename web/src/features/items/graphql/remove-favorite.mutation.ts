import { graphql } from '../../../shared/graphql/graphql';

export const REMOVE_FAVORITE_MUTATION = graphql(`
  mutation RemoveFavorite($itemId: Int!) {
    removeFavorite(itemId: $itemId) {
      __typename
      itemId
      isFavorite
    }
  }
`);
