import { graphql } from '../../../shared/graphql/graphql';
import { ITEM_CARD_FIELDS } from '../../items/graphql/item-card-fields.fragment';

/** The member's recommendation groups, computed on the server from their answers ([] without answers). */
export const RECOMMENDATIONS_QUERY = graphql(
  `
  query Recommendations {
    recommendations {
      key
      items {
        ...ItemCardFields
      }
    }
  }
`,
  [ITEM_CARD_FIELDS],
);
