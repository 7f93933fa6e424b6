import { graphql } from '../../../shared/graphql/graphql';
import { ITEM_CARD_FIELDS } from './item-card-fields.fragment';

/** 'Similar Items in {category}': same category, closest daily price. */
export const SIMILAR_ITEMS_QUERY = graphql(
  `
  query SimilarItems($id: Int!, $limit: Int!) {
    similarItems(id: $id, limit: $limit) {
      ...ItemCardFields
    }
  }
`,
  [ITEM_CARD_FIELDS],
);
