import { graphql } from '../../../shared/graphql/graphql';
import { LISTING_FIELDS } from './listing-fields.fragment';

/** The item the edit screen prefills its form with (NOT_FOUND 'Item not found' when the viewer may not see it). */
export const EDITABLE_LISTING_QUERY = graphql(
  `
  query EditableListing($id: Int!) {
    item(id: $id) {
      ...ListingFields
    }
  }
`,
  [LISTING_FIELDS],
);
