import { graphql } from '../../../shared/graphql/graphql';

/** The home page's Recently Added row: newest public items. */
export const RECENT_ITEMS_QUERY = graphql(`
  query RecentItems($limit: Int!) {
    recentItems(limit: $limit) {
      id
      title
      category
      currency
      pricePerDay
      location
      image
      createdAt
    }
  }
`);
