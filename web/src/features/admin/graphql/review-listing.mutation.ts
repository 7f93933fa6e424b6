import { graphql } from '../../../shared/graphql/graphql';
import { ADMIN_LISTING_FIELDS } from './admin-listing-fields.fragment';

/** Approve or reject, with an optional reason the owner sees (REST PUT /api/admin/items/{itemId}). */
export const REVIEW_LISTING_MUTATION = graphql(
  `
    mutation ReviewListing($id: Int!, $approvalStatus: String!, $reason: String) {
      reviewItem(id: $id, approvalStatus: $approvalStatus, reason: $reason) {
        ...AdminListingFields
      }
    }
  `,
  [ADMIN_LISTING_FIELDS],
);
