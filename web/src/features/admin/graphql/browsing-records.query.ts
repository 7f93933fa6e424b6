import { graphql } from '../../../shared/graphql/graphql';
import { BROWSING_RECORD_FIELDS } from './browsing-record-fields.fragment';

/** Browsing History, newest first (REST GET /api/admin/tracking/browsing). */
export const BROWSING_RECORDS_QUERY = graphql(
  `
    query BrowsingRecords($userId: Int, $range: TrackingRange!, $search: String, $first: Int!, $after: String) {
      browsingRecords(userId: $userId, range: $range, search: $search, first: $first, after: $after) {
        nodes {
          ...BrowsingRecordFields
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  `,
  [BROWSING_RECORD_FIELDS],
);
