import { graphql } from '../../../shared/graphql/graphql';

/** Issue 24 §2: the filter sidebar's counts for a search (each dimension counted without its own filter). */
export const SEARCH_FACETS_QUERY = graphql(`
  query SearchFacets($filter: ItemFilter) {
    searchFacets(filter: $filter) {
      total
      totalIsExact
      categories {
        id
        name
        count
      }
      priceBands {
        min
        max
        count
      }
      distanceBands {
        maxKm
        count
      }
    }
  }
`);
