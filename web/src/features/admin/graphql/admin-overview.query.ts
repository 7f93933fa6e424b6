import { graphql } from '../../../shared/graphql/graphql';
import { ADMIN_OVERVIEW_FIELDS } from './admin-overview-fields.fragment';

export const ADMIN_OVERVIEW_QUERY = graphql(
  `
    query AdminOverview {
      adminOverview {
        ...AdminOverviewFields
      }
    }
  `,
  [ADMIN_OVERVIEW_FIELDS],
);
