import { graphql } from '../../../shared/graphql/graphql';

/**
 * Either side's review of a completed booking (POST /api/reviews). The review stays hidden until the other side
 * has written theirs or the 14-day window closes; the dialog that sends it refreshes the booking lists.
 */
export const LEAVE_REVIEW_MUTATION = graphql(`
  mutation LeaveReview($bookingId: Int!, $rating: Int!, $comment: String, $idempotencyKey: String) {
    createReview(bookingId: $bookingId, rating: $rating, comment: $comment, idempotencyKey: $idempotencyKey) {
      id
      bookingId
      rating
      comment
      createdAt
    }
  }
`);
