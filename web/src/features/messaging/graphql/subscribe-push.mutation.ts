import { graphql } from '../../../shared/graphql/graphql';

/** Registers this browser's push subscription for me. */
export const SUBSCRIBE_PUSH_MUTATION = graphql(`
  mutation SubscribePush($input: PushSubscriptionInput!) {
    subscribePush(input: $input)
  }
`);
