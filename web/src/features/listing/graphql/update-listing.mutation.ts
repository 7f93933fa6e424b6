import { graphql } from '../../../shared/graphql/graphql';
import { LISTING_FIELDS } from './listing-fields.fragment';

export const UPDATE_LISTING_MUTATION = graphql(
  `
  mutation UpdateListing($id: Int!, $input: ItemInput!) {
    updateItem(id: $id, input: $input) {
      ...ListingFields
    }
  }
`,
  [LISTING_FIELDS],
);
