import { graphql } from '../../../shared/graphql/graphql';

/** Everything the item page shows; NOT_FOUND when the viewer may not see the item. */
export const ITEM_DETAIL_QUERY = graphql(`
  query ItemDetail($id: Int!) {
    item(id: $id) {
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
      ownerId
      owner {
        id
        username
        fullName
        profileImage
        koalaRank
      }
      isFavorite
      averageRating
      reviewCount
      approvalStatus
      rejectionReason
      createdAt
    }
  }
`);
