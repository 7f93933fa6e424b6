import { graphql } from '../../../shared/graphql/graphql';
import { ITEM_CARD_FIELDS } from './item-card-fields.fragment';

/** The home page's Featured Items: public items with a photo, best rated, then most booked. */
export const FEATURED_ITEMS_QUERY = graphql(
  `
  query FeaturedItems($limit: Int!) {
    featuredItems(limit: $limit) {
      ...ItemCardFields
    }
  }
`,
  [ITEM_CARD_FIELDS],
);
