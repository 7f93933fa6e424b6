import { graphql } from '../../../shared/graphql/graphql';

/** A member as the Users table and the Edit User dialog show them. */
export const ADMIN_USER_FIELDS = graphql(`
  fragment AdminUserFields on User {
    id
    username
    fullName
    email
    phone
    role
    isVerified
    isLocked
    createdAt
  }
`);
