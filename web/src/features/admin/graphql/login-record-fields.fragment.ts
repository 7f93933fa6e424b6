import { graphql } from '../../../shared/graphql/graphql';

export const LOGIN_RECORD_FIELDS = graphql(`
  fragment LoginRecordFields on LoginRecord {
    id
    userId
    username
    ipAddress
    location
    city
    country
    browser
    device
    timestamp
  }
`);
