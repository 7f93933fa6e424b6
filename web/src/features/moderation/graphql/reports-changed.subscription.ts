import { graphql } from '../../../shared/graphql/graphql';

/** A report was filed or resolved: the admins' Reports tab refreshes live. */
export const REPORTS_CHANGED_SUBSCRIPTION = graphql(`
  subscription ReportsChanged {
    reportsChanged
  }
`);
