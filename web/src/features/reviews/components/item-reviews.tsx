import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { toAppError } from '../../../shared/errors/app-error';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { ITEM_REVIEWS_QUERY } from '../graphql/item-reviews.query';
import { loadFailure, ReviewsPanel } from './review-list';

/** The item page's reviews (issue 8 §7): renters' published reviews of this item. */
export function ItemReviews({ itemId }: { itemId: number }) {
  useNamespaces('reviews');
  const { t } = useTranslation('reviews');
  const { data, loading, error } = useQuery(ITEM_REVIEWS_QUERY, {
    variables: { itemId },
    skip: !(itemId > 0),
  });
  return (
    <ReviewsPanel
      reviews={data?.itemReviews}
      loading={loading}
      error={error ? loadFailure(toAppError(error).message, t('panel.loadFailed')) : null}
    />
  );
}
