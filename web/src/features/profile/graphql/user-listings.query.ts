import { graphql } from '../../../shared/graphql/graphql';
import { LISTING_FIELDS } from '../../listing/graphql/listing-fields.fragment';

/** A member's items: every approval state for the member themself (and admins), else the public ones. */
export const USER_LISTINGS_QUERY = graphql(
  `
  query UserListings($userId: Int!) {
    userItems(userId: $userId) {
      ...ListingFields
    }
  }
`,
  [LISTING_FIELDS],
);
