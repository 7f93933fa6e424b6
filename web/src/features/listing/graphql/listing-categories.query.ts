import { graphql } from '../../../shared/graphql/graphql';

/** The listing form's fixed category list (spec §3: the server's list, else the six defaults). */
export const LISTING_CATEGORIES_QUERY = graphql(`
  query ListingCategories {
    categories {
      id
      name
    }
  }
`);
