import { graphql } from '../../../shared/graphql/graphql';
import { ITEM_CARD_FIELDS } from './item-card-fields.fragment';

/** 'You May Also Like' (chosen by the server). */
export const RECOMMENDED_ITEMS_QUERY = graphql(
  `
  query RecommendedItems($id: Int!, $limit: Int!) {
    recommendedItems(id: $id, limit: $limit) {
      ...ItemCardFields
    }
  }
`,
  [ITEM_CARD_FIELDS],
);
