import { graphql } from '../../../shared/graphql/graphql';

/** A listing as the Listing Approval table and its details dialog show it. */
export const ADMIN_LISTING_FIELDS = graphql(`
  fragment AdminListingFields on Item {
    id
    title
    description
    category
    currency
    pricePerDay
    pricePerDayUsd
    securityDeposit
    location
    image
    images
    ownerId
    owner {
      id
      username
    }
    approvalStatus
    rejectionReason
    createdAt
  }
`);
