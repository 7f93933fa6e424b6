import { graphql } from '../../../shared/graphql/graphql';
import { ADMIN_LISTING_FIELDS } from './admin-listing-fields.fragment';

/** A new or edited listing went pending: the Listing Approval list takes it in live (admins only). */
export const ITEM_SUBMITTED_SUBSCRIPTION = graphql(
  `
    subscription ItemSubmitted {
      itemSubmitted {
        ...AdminListingFields
      }
    }
  `,
  [ADMIN_LISTING_FIELDS],
);
