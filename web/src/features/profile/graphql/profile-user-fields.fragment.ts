import { graphql } from '../../../shared/graphql/graphql';

/** What the profile card shows (email and phone come back only for the member themself and admins). */
export const PROFILE_USER_FIELDS = graphql(`
  fragment ProfileUserFields on User {
    id
    username
    fullName
    email
    phone
    profileImage
    isVerified
    identityVerified
    rating
    reviewCount
    koalaRank
    itemsListed
    itemsRented
    createdAt
  }
`);
