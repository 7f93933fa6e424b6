import { graphql } from '../../../shared/graphql/graphql';

/** Syncs an imported calendar now; answers it with the outcome. */
export const SYNC_CALENDAR_IMPORT_MUTATION = graphql(`
  mutation SyncCalendarImport($itemId: Int!, $importId: Int!, $idempotencyKey: String) {
    syncCalendarImport(itemId: $itemId, importId: $importId, idempotencyKey: $idempotencyKey) {
      id
      status
      errorCode
    }
  }
`);
