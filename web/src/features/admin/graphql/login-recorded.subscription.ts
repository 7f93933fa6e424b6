import { graphql } from '../../../shared/graphql/graphql';
import { LOGIN_RECORD_FIELDS } from './login-record-fields.fragment';

export const LOGIN_RECORDED_SUBSCRIPTION = graphql(
  `
    subscription LoginRecorded {
      loginRecorded {
        ...LoginRecordFields
      }
    }
  `,
  [LOGIN_RECORD_FIELDS],
);
