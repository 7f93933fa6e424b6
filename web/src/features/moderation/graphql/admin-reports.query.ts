import { graphql } from '../../../shared/graphql/graphql';

/** The admins' Reports queue (REST GET /api/admin/reports). */
export const ADMIN_REPORTS_QUERY = graphql(`
  query AdminReportsQueue($status: String) {
    adminReports(status: $status, limit: 100) {
      id
      targetType
      targetId
      reason
      note
      status
      action
      createdAt
      resolvedAt
      reporterId
      reporterName
      targetUserId
      targetUserName
      targetUserLocked
      itemTitle
      itemApprovalStatus
      messages {
        id
        senderId
        content
        createdAt
      }
    }
  }
`);
