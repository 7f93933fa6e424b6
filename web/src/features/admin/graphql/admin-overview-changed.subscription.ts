import { graphql } from '../../../shared/graphql/graphql';
import { ADMIN_OVERVIEW_FIELDS } from './admin-overview-fields.fragment';

/** The Overview's numbers again whenever one of them changed (admins only). */
export const ADMIN_OVERVIEW_CHANGED_SUBSCRIPTION = graphql(
  `
    subscription AdminOverviewChanged {
      adminOverviewChanged {
        ...AdminOverviewFields
      }
    }
  `,
  [ADMIN_OVERVIEW_FIELDS],
);
