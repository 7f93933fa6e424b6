import { graphql } from '../../../shared/graphql/graphql';

/**
 * Everything the owner's calendar of one listing shows: the listing (whose it is), its rules and blocked ranges
 * (owner or admin only: NOT_FOUND / FORBIDDEN otherwise), and the days renters cannot have with why (fully booked,
 * blocked, buffer).
 */
export const OWNER_CALENDAR_QUERY = graphql(`
  query OwnerCalendar($itemId: Int!) {
    item(id: $itemId) {
      id
      title
      ownerId
      quantity
    }
    availabilityRules(itemId: $itemId) {
      minDays
      maxDays
      bufferDays
      advanceNoticeDays
      horizonDays
    }
    blockedDates(itemId: $itemId) {
      id
      startDate
      endDate
      note
      source
    }
    itemAvailability(itemId: $itemId) {
      startDate
      endDate
      kind
    }
  }
`);
