import { graphql } from '../../../shared/graphql/graphql';

/** The server's VAPID public key, the applicationServerKey this browser subscribes with. */
export const PUSH_PUBLIC_KEY_QUERY = graphql(`
  query PushPublicKey {
    pushPublicKey
  }
`);
