import { graphql } from '../../../shared/graphql/graphql';

/** What each completed booking paid out to the owner, and the totals per currency (GET /api/bookings/earnings). */
export const OWNER_EARNINGS_QUERY = graphql(`
  query OwnerEarnings {
    ownerEarnings {
      totals {
        amount
        currency
      }
      lines {
        bookingId
        itemTitle
        completedAt
        amount
        currency
      }
    }
  }
`);
