import { useQuery } from '@apollo/client/react';
import { toAppError } from '../../../shared/errors/app-error';
import { ITEM_REVIEWS_QUERY } from '../graphql/item-reviews.query';
import { ReviewsPanel } from './review-list';

/** The item page's reviews (issue 8 §7): renters' published reviews of this item. */
export function ItemReviews({ itemId }: { itemId: number }) {
  const { data, loading, error } = useQuery(ITEM_REVIEWS_QUERY, {
    variables: { itemId },
    skip: !(itemId > 0),
  });
  return (
    <ReviewsPanel
      reviews={data?.itemReviews}
      loading={loading}
      error={error ? (toAppError(error).message ?? 'Could not load the reviews.') : null}
    />
  );
}
