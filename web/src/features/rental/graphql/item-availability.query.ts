import { graphql } from '../../../shared/graphql/graphql';

/**
 * The days (from today on) a renter cannot have — every unit booked, blocked by the owner, or kept free between
 * rentals — and the listing's rules with the window they leave: the wizard's calendar disables those days and keeps
 * the rental's length within the rules as the renter picks.
 */
export const ITEM_AVAILABILITY_QUERY = graphql(`
  query ItemAvailability($itemId: Int!) {
    itemAvailability(itemId: $itemId) {
      startDate
      endDate
      kind
    }
    itemBookingRules(itemId: $itemId) {
      minDays
      maxDays
      earliestStartDate
      latestEndDate
    }
  }
`);
