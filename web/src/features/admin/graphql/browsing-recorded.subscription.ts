import { graphql } from '../../../shared/graphql/graphql';
import { BROWSING_RECORD_FIELDS } from './browsing-record-fields.fragment';

export const BROWSING_RECORDED_SUBSCRIPTION = graphql(
  `
    subscription BrowsingRecorded {
      browsingRecorded {
        ...BrowsingRecordFields
      }
    }
  `,
  [BROWSING_RECORD_FIELDS],
);
