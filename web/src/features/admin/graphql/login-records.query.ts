import { graphql } from '../../../shared/graphql/graphql';
import { LOGIN_RECORD_FIELDS } from './login-record-fields.fragment';

/** Login History, newest first (REST GET /api/admin/tracking/logins). */
export const LOGIN_RECORDS_QUERY = graphql(
  `
    query LoginRecords($userId: Int, $range: TrackingRange!, $search: String, $first: Int!, $after: String) {
      loginRecords(userId: $userId, range: $range, search: $search, first: $first, after: $after) {
        nodes {
          ...LoginRecordFields
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  `,
  [LOGIN_RECORD_FIELDS],
);
