import { graphql } from '../../../shared/graphql/graphql';
import { REVIEW_FIELDS } from './review-fields.fragment';

/** The published reviews about a member, from renters and owners alike (GET /api/users/{id}/reviews). */
export const USER_REVIEWS_QUERY = graphql(
  `
    query UserReviews($userId: Int!) {
      userReviews(userId: $userId) {
        ...ReviewFields
      }
    }
  `,
  [REVIEW_FIELDS],
);
