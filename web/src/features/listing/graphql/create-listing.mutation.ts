import { graphql } from '../../../shared/graphql/graphql';
import { LISTING_FIELDS } from './listing-fields.fragment';

export const CREATE_LISTING_MUTATION = graphql(
  `
  mutation CreateListing($input: ItemInput!) {
    createItem(input: $input) {
      ...ListingFields
    }
  }
`,
  [LISTING_FIELDS],
);
