import { graphql } from '../../../shared/graphql/graphql';
import { ADMIN_LISTING_FIELDS } from './admin-listing-fields.fragment';

/** Every listing with its owner, newest first; one status or all, searched by title, description or category. */
export const ADMIN_LISTINGS_QUERY = graphql(
  `
    query AdminListings($status: String, $search: String, $limit: Int) {
      adminItems(status: $status, search: $search, limit: $limit) {
        ...AdminListingFields
      }
    }
  `,
  [ADMIN_LISTING_FIELDS],
);
