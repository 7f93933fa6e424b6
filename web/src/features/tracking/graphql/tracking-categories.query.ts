import { graphql } from '../../../shared/graphql/graphql';

/** The category names and ids: a search or an item view names its category, the tracking record wants the id. */
export const TRACKING_CATEGORIES_QUERY = graphql(`
  query TrackingCategories {
    categories {
      id
      name
    }
  }
`);
