import { graphql } from '../../../shared/graphql/graphql';

/** The member's identity check: none | submitted | verified | rejected, and a rejection's reason (REST GET /api/identity-checks/me). */
export const MY_IDENTITY_CHECK_QUERY = graphql(`
  query MyIdentityCheck {
    myIdentityCheck {
      status
      reason
    }
  }
`);
