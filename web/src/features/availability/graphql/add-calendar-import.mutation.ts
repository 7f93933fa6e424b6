import { graphql } from '../../../shared/graphql/graphql';

/** Imports an external iCal calendar into the listing's blocked dates (first sync at once). */
export const ADD_CALENDAR_IMPORT_MUTATION = graphql(`
  mutation AddCalendarImport($itemId: Int!, $input: CalendarImportInput!, $idempotencyKey: String) {
    addCalendarImport(itemId: $itemId, input: $input, idempotencyKey: $idempotencyKey) {
      id
      status
    }
  }
`);
