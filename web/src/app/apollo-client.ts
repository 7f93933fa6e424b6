import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';

const GRAPHQL_PATH = '/graphql';

function webSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${GRAPHQL_PATH}`;
}

/**
 * Queries and mutations go over HTTP (same origin, session cookie included); subscriptions over
 * graphql-ws on the same path, authenticated by the same cookie. The socket opens lazily on the first
 * subscription.
 */
export function createApolloClient(): ApolloClient {
  const http = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include' });
  const ws = new GraphQLWsLink(createClient({ url: webSocketUrl(), lazy: true, retryAttempts: 5 }));
  const link = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return (
        definition.kind === 'OperationDefinition' && definition.operation === OperationTypeNode.SUBSCRIPTION
      );
    },
    ws,
    http,
  );
  return new ApolloClient({
    link,
    cache: new InMemoryCache(),
    defaultOptions: {
      // Spec §9: no retries; failures surface to the screen that asked.
      watchQuery: { fetchPolicy: 'cache-and-network' },
    },
  });
}
