import { ITEM_CARD_FIELDS } from '../../../features/items/graphql/item-card-fields.fragment';
import { graphql } from '../../../shared/graphql/graphql';

/**
 * Issue 24 §3: the pins of the search map: the first hundred results of the page's filter (the API's largest page),
 * each with its card's fields (a pin's card reuses the item card) and its point. Coordinates are the centre of the
 * place the listing names (the gazetteer's), never an address, so they say no more than the location text does.
 */
export const MAP_ITEMS_QUERY = graphql(
  `
  query MapItems($filter: ItemFilter, $first: Int!) {
    items(filter: $filter, first: $first) {
      nodes {
        ...ItemCardFields
        latitude
        longitude
      }
    }
  }
`,
  [ITEM_CARD_FIELDS],
);

/** The most pins the map asks for (the API's largest page). */
export const MAP_PIN_LIMIT = 100;
