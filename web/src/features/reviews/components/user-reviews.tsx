import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { toAppError } from '../../../shared/errors/app-error';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { USER_REVIEWS_QUERY } from '../graphql/user-reviews.query';
import { loadFailure, ReviewsPanel } from './review-list';

/** A profile's reviews (issue 8 §7): what renters and owners published about this member. */
export function UserReviews({ userId }: { userId: number }) {
  useNamespaces('reviews');
  const { t } = useTranslation('reviews');
  const { data, loading, error } = useQuery(USER_REVIEWS_QUERY, {
    variables: { userId },
    // Spec §5: user queries run only for a positive id.
    skip: !(userId > 0),
  });
  return (
    <ReviewsPanel
      reviews={data?.userReviews}
      loading={loading}
      error={error ? loadFailure(toAppError(error).message, t('panel.loadFailed')) : null}
      showRole
    />
  );
}
