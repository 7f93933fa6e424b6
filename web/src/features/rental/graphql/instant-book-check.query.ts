import { graphql } from '../../../shared/graphql/graphql';

/**
 * Instant book (issue 23 §5): whether the viewer's request on the listing would be approved at once, why not, and
 * the rule that makes a renter trusted — the item page and the wizard say it before the renter confirms.
 */
export const INSTANT_BOOK_CHECK_QUERY = graphql(`
  query InstantBookCheck($itemId: Int!) {
    instantBookCheck(itemId: $itemId) {
      listingInstantBook
      instant
      reasons
      rule {
        minCompletedRentals
        minRating
        requireIdentity
      }
    }
  }
`);
