import { graphql } from '../../../shared/graphql/graphql';

/** Unblocks one of the ranges the owner blocked. */
export const UNBLOCK_DATES_MUTATION = graphql(`
  mutation UnblockDates($itemId: Int!, $blockId: Int!, $idempotencyKey: String) {
    unblockDates(itemId: $itemId, blockId: $blockId, idempotencyKey: $idempotencyKey)
  }
`);
