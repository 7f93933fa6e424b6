import { graphql } from '../../../shared/graphql/graphql';

/** An item's category as the item page already loaded it (read from the cache, never fetched for tracking). */
export const TRACKED_ITEM_CATEGORY_FRAGMENT = graphql(`
  fragment TrackedItemCategory on Item {
    category
  }
`);
