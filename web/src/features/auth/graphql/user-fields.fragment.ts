import { gql } from '@apollo/client';

/** The User fields the session needs; the result type is SessionUser. */
export const USER_FIELDS = gql`
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
`;
