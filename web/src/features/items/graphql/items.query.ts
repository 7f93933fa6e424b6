import { graphql } from '../../../shared/graphql/graphql';
import { ITEM_CARD_FIELDS } from './item-card-fields.fragment';

/** One page of the filtered item list (search, featured items); `after` is the previous page's endCursor. */
export const ITEMS_QUERY = graphql(
  `
  query Items($filter: ItemFilter, $first: Int!, $after: String) {
    items(filter: $filter, first: $first, after: $after) {
      nodes {
        ...ItemCardFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
      totalIsExact
    }
  }
`,
  [ITEM_CARD_FIELDS],
);
