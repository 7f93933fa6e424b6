import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toAppError } from '../../../shared/errors/app-error';
import { notify } from '../../../shared/ui/toaster';
import { REVIEW_LISTING_MUTATION } from '../graphql/review-listing.mutation';
import { failureText } from '../model/format';
import type { AdminListing } from '../model/listings';

/**
 * Approves or rejects a listing (a rejection may carry the reason its owner sees) with the spec's toasts: 'Listing
 * updated' or 'Failed to update listing' (with 'An error occurred while updating the listing.' unless the server
 * gave its reason). The answer updates the listing in Apollo's cache, so it leaves a tab it no longer belongs to
 * at once.
 */
export function useReviewListing() {
  const [mutate] = useMutation(REVIEW_LISTING_MUTATION);
  const { t } = useTranslation('admin');
  return useCallback(
    async (
      listing: Pick<AdminListing, 'id' | 'title'>,
      decision: 'approved' | 'rejected',
      reason: string | null,
    ) => {
      try {
        await mutate({ variables: { id: listing.id, approvalStatus: decision, reason } });
        notify.success({
          title: t('listings.updated'),
          description:
            decision === 'approved'
              ? t('listings.approvedDescription', { title: listing.title })
              : t('listings.rejectedDescription', { title: listing.title }),
        });
        return true;
      } catch (caught) {
        notify.error({
          title: t('listings.updateFailed'),
          description: failureText(toAppError(caught), t('listings.updateFallback')),
        });
        return false;
      }
    },
    [mutate, t],
  );
}
