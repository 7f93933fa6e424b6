import { graphql } from '../../../shared/graphql/graphql';

/** The User fields the session needs (SessionUser is this fragment's result). */
export const USER_FIELDS = graphql(`
  fragment SessionUserFields on User {
    id
    username
    fullName
    email
    phone
    profileImage
    isVerified
    isLocked
    role
    rating
    reviewCount
    koalaRank
    itemsListed
    itemsRented
    createdAt
  }
`);
