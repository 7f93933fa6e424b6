import { graphql } from '../../../shared/graphql/graphql';
import { ITEM_CARD_FIELDS } from '../../items/graphql/item-card-fields.fragment';

/** Approved, available items within the radius, nearest first, each with its distanceKm. */
export const NEARBY_ITEMS_QUERY = graphql(
  `
  query NearbyItems($lat: Float!, $lon: Float!, $radiusKm: Float, $first: Int) {
    nearbyItems(lat: $lat, lon: $lon, radiusKm: $radiusKm, first: $first) {
      ...ItemCardFields
    }
  }
`,
  [ITEM_CARD_FIELDS],
);
