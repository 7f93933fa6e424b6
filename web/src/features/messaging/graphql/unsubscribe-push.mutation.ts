import { graphql } from '../../../shared/graphql/graphql';

/** Forgets this browser's push subscription of mine. */
export const UNSUBSCRIBE_PUSH_MUTATION = graphql(`
  mutation UnsubscribePush($endpoint: String!) {
    unsubscribePush(endpoint: $endpoint)
  }
`);
