import { graphql } from '../../../shared/graphql/graphql';

/** The admins' Identity queue, its photos as five-minute signed links (REST GET /api/admin/identity-checks). */
export const ADMIN_IDENTITY_CHECKS_QUERY = graphql(`
  query AdminIdentityChecks($status: String) {
    adminIdentityChecks(status: $status, limit: 100) {
      id
      status
      reason
      createdAt
      decidedAt
      userId
      username
      fullName
      documentUrls
      selfieUrl
    }
  }
`);
