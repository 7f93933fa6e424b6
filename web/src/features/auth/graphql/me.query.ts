import { graphql } from '../../../shared/graphql/graphql';
import { USER_FIELDS } from './user-fields.fragment';

export const ME_QUERY = graphql(
  `
  query Me {
    me {
      ...SessionUserFields
    }
  }
`,
  [USER_FIELDS],
);
