import { graphql } from '../../../shared/graphql/graphql';

export const BROWSING_RECORD_FIELDS = graphql(`
  fragment BrowsingRecordFields on BrowsingRecord {
    id
    userId
    username
    page
    searchQuery
    itemId
    categoryId
    timestamp
  }
`);
