import { graphql } from '../../../shared/graphql/graphql';

/** What the listing form and the owner's listing rows read of an item. */
export const LISTING_FIELDS = graphql(`
  fragment ListingFields on Item {
    id
    title
    description
    category
    currency
    pricePerDay
    pricePerWeek
    pricePerMonth
    pricePerYear
    securityDeposit
    location
    quantity
    image
    images
    availability
    instantBook
    ownerId
    approvalStatus
    rejectionReason
    createdAt
  }
`);
