import { graphql } from '../../../shared/graphql/graphql';

/** Who is a trusted renter for instant book (issue 23 §5): the listing form shows the owner the rule. */
export const INSTANT_BOOK_RULE_QUERY = graphql(`
  query InstantBookRule {
    instantBookRule {
      minCompletedRentals
      minRating
      requireIdentity
    }
  }
`);
