import { graphql } from '../../../shared/graphql/graphql';

export const DELETE_LISTING_MUTATION = graphql(`
  mutation DeleteListing($id: Int!) {
    deleteItem(id: $id)
  }
`);
