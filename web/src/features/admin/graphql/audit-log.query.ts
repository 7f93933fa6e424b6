import { graphql } from '../../../shared/graphql/graphql';

/** The audit trail, newest first: who did what to whom, with the values before and after. Read-only. */
export const AUDIT_LOG_QUERY = graphql(`
  query AuditLog($first: Int!, $after: String) {
    auditLog(first: $first, after: $after) {
      nodes {
        id
        actorId
        actorName
        action
        targetType
        targetId
        before
        after
        createdAt
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);
