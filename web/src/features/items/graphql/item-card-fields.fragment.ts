import { graphql } from '../../../shared/graphql/graphql';

/** What an item card draws (spec §2 item card), shared by every list of items. */
export const ITEM_CARD_FIELDS = graphql(`
  fragment ItemCardFields on Item {
    id
    title
    description
    category
    currency
    pricePerDay
    location
    image
    images
    ownerId
    owner {
      id
      username
      koalaRank
    }
    isFavorite
    averageRating
    reviewCount
    distanceKm
    createdAt
  }
`);
