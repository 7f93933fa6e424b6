import { useQuery } from '@apollo/client/react';
import { toAppError } from '../../../shared/errors/app-error';
import { USER_REVIEWS_QUERY } from '../graphql/user-reviews.query';
import { ReviewsPanel } from './review-list';

/** A profile's reviews (issue 8 §7): what renters and owners published about this member. */
export function UserReviews({ userId }: { userId: number }) {
  const { data, loading, error } = useQuery(USER_REVIEWS_QUERY, {
    variables: { userId },
    // Spec §5: user queries run only for a positive id.
    skip: !(userId > 0),
  });
  return (
    <ReviewsPanel
      reviews={data?.userReviews}
      loading={loading}
      error={error ? (toAppError(error).message ?? 'Could not load the reviews.') : null}
      showRole
    />
  );
}
