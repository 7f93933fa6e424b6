import { graphql } from '../../../shared/graphql/graphql';

/** What a published review shows: stars, comment, date, and who wrote it. */
export const REVIEW_FIELDS = graphql(`
  fragment ReviewFields on Review {
    id
    bookingId
    rating
    comment
    direction
    itemId
    createdAt
    author {
      id
      username
      fullName
      profileImage
      koalaRank
    }
  }
`);
