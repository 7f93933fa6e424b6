import { graphql } from '../../../shared/graphql/graphql';

/** Removes an imported calendar and every day it blocked. */
export const REMOVE_CALENDAR_IMPORT_MUTATION = graphql(`
  mutation RemoveCalendarImport($itemId: Int!, $importId: Int!, $idempotencyKey: String) {
    removeCalendarImport(itemId: $itemId, importId: $importId, idempotencyKey: $idempotencyKey)
  }
`);
