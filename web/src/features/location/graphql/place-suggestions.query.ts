import { graphql } from '../../../shared/graphql/graphql';

/** Places whose name starts with what the user typed, most populous first (our server's gazetteer). */
export const PLACE_SUGGESTIONS_QUERY = graphql(`
  query PlaceSuggestions($query: String!, $limit: Int) {
    placeSuggestions(query: $query, limit: $limit) {
      name
      region
      country
      countryCode
      latitude
      longitude
      label
    }
  }
`);
