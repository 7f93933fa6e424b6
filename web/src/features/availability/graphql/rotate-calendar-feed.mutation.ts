import { graphql } from '../../../shared/graphql/graphql';

/** Replaces the listing's iCal feed address with a new secret one; answers it. */
export const ROTATE_CALENDAR_FEED_MUTATION = graphql(`
  mutation RotateCalendarFeed($itemId: Int!, $idempotencyKey: String) {
    rotateCalendarFeed(itemId: $itemId, idempotencyKey: $idempotencyKey)
  }
`);
