import { graphql } from '../../../shared/graphql/graphql';

/** The spans (from today on) when every unit of the item is taken: the wizard's calendar greys them out. */
export const ITEM_AVAILABILITY_QUERY = graphql(`
  query ItemAvailability($itemId: Int!) {
    itemAvailability(itemId: $itemId) {
      startDate
      endDate
    }
  }
`);
