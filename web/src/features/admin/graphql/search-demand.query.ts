import { graphql } from '../../../shared/graphql/graphql';

/** Issue 24 §4, the Demand tab: what was searched for in a range and what found nothing, against the range before. */
export const SEARCH_DEMAND_QUERY = graphql(`
  query SearchDemand($range: DemandRange!, $first: Int!) {
    searchDemand(range: $range, first: $first) {
      range
      from
      to
      bucketSeconds
      totals {
        searches
        previousSearches
        zeroResultSearches
        previousZeroResultSearches
        pageViews
        previousPageViews
      }
      topSearches {
        term
        count
        previousCount
        zeroResultCount
      }
      zeroResults {
        place
        term
        count
        previousCount
        lastSearchedAt
      }
      zeroResultPlaces {
        place
        count
        previousCount
      }
      buckets {
        start
        searches
        pageViews
      }
    }
  }
`);
