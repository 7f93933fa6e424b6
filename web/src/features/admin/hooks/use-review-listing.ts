import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { toAppError } from '../../../shared/errors/app-error';
import { notify } from '../../../shared/ui/toaster';
import { REVIEW_LISTING_MUTATION } from '../graphql/review-listing.mutation';
import { failureText } from '../model/format';
import type { AdminListing } from '../model/listings';

/** Spec §8 admin error: 'Failed to update listing' with this, unless the server gave its reason. */
export const UPDATE_LISTING_FALLBACK = 'An error occurred while updating the listing.';

/**
 * Approves or rejects a listing (a rejection may carry the reason its owner sees) with the spec's toasts: 'Listing
 * updated' or 'Failed to update listing'. The answer updates the listing in Apollo's cache, so it leaves a tab it
 * no longer belongs to at once.
 */
export function useReviewListing() {
  const [mutate] = useMutation(REVIEW_LISTING_MUTATION);
  return useCallback(
    async (
      listing: Pick<AdminListing, 'id' | 'title'>,
      decision: 'approved' | 'rejected',
      reason: string | null,
    ) => {
      try {
        await mutate({ variables: { id: listing.id, approvalStatus: decision, reason } });
        notify.success({
          title: 'Listing updated',
          description: `“${listing.title}” is now ${decision === 'approved' ? 'approved and visible to renters' : 'rejected'}.`,
        });
        return true;
      } catch (caught) {
        notify.error({
          title: 'Failed to update listing',
          description: failureText(toAppError(caught), UPDATE_LISTING_FALLBACK),
        });
        return false;
      }
    },
    [mutate],
  );
}
