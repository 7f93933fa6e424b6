import { graphql } from '../../../shared/graphql/graphql';

export const ADD_FAVORITE_MUTATION = graphql(`
  mutation AddFavorite($itemId: Int!) {
    addFavorite(itemId: $itemId) {
      __typename
      itemId
      isFavorite
    }
  }
`);
