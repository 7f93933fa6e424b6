import { graphql } from '../../../shared/graphql/graphql';

/** The members I blocked (REST GET /api/blocks). */
export const MY_BLOCKS_QUERY = graphql(`
  query MyBlockedMembers {
    myBlocks {
      userId
      username
      fullName
      profileImage
      blockedAt
    }
  }
`);
