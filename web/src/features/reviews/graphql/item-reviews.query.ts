import { graphql } from '../../../shared/graphql/graphql';
import { REVIEW_FIELDS } from './review-fields.fragment';

/** The published renters' reviews of an item (GET /api/items/{id}/reviews). */
export const ITEM_REVIEWS_QUERY = graphql(
  `
    query ItemReviews($itemId: Int!) {
      itemReviews(itemId: $itemId) {
        ...ReviewFields
      }
    }
  `,
  [REVIEW_FIELDS],
);
