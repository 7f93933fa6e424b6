import { graphql } from '../../../shared/graphql/graphql';

/** The nearest populated place to a position, from our own server's offline gazetteer (no third party). */
export const REVERSE_PLACE_QUERY = graphql(`
  query ReversePlace($lat: Float!, $lon: Float!) {
    reversePlace(lat: $lat, lon: $lon) {
      name
      country
      label
    }
  }
`);
