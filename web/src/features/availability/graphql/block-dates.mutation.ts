import { graphql } from '../../../shared/graphql/graphql';

/** Blocks an inclusive range of days with an optional note (CONFLICT naming a booking that holds any of them). */
export const BLOCK_DATES_MUTATION = graphql(`
  mutation BlockDates($itemId: Int!, $input: BlockedRangeInput!, $idempotencyKey: String) {
    blockDates(itemId: $itemId, input: $input, idempotencyKey: $idempotencyKey) {
      id
      startDate
      endDate
      note
      source
    }
  }
`);
