import { graphql } from '../../../shared/graphql/graphql';

/** The listing's secret iCal feed and its imported calendars with how their last sync ended (owner or admin). */
export const CALENDAR_SYNC_QUERY = graphql(`
  query CalendarSync($itemId: Int!) {
    availabilityRules(itemId: $itemId) {
      icalUrl
    }
    calendarImports(itemId: $itemId) {
      id
      url
      name
      status
      errorCode
      errorDetail
      errorMessage
      lastSyncAt
      lastSuccessAt
      rangeCount
      conflicts {
        bookingId
        startDate
        endDate
      }
    }
  }
`);
