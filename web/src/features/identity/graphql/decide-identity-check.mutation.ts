import { graphql } from '../../../shared/graphql/graphql';

/** Verify or reject a waiting identity check (REST PUT /api/admin/identity-checks/{id}). */
export const DECIDE_IDENTITY_CHECK_MUTATION = graphql(`
  mutation DecideIdentityCheck($id: Int!, $decision: String!, $reason: String) {
    decideIdentityCheck(id: $id, decision: $decision, reason: $reason) {
      id
      status
      reason
    }
  }
`);
