import { graphql } from '../../../shared/graphql/graphql';

/** The Overview cards' numbers. */
export const ADMIN_OVERVIEW_FIELDS = graphql(`
  fragment AdminOverviewFields on AdminOverview {
    totalUsers
    activeListings
    pendingApprovals
    loginsToday
    bookingsToday
  }
`);
