import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { OperationTypeNode } from 'graphql';
import { from, mergeMap } from 'rxjs';
import { SESSION_ENDED_EVENT } from '../shared/session-events';

const GRAPHQL_PATH = '/graphql';

/** The close code the gateway sends when a socket's session ends (logout elsewhere, lock, expiry). */
const SESSION_ENDED_CLOSE_CODE = 4401;

function webSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${GRAPHQL_PATH}`;
}

/**
 * graphql-ws and Apollo's WebSocket link, fetched with the first subscription: most pages never open one,
 * so they stay out of the first paint's JavaScript.
 */
function deferredWebSocketLink(): ApolloLink {
  let link: Promise<ApolloLink> | null = null;
  const load = () => {
    link ??= Promise.all([import('@apollo/client/link/subscriptions'), import('graphql-ws')]).then(
      ([{ GraphQLWsLink }, { createClient }]) =>
        new GraphQLWsLink(
          createClient({
            url: webSocketUrl(),
            lazy: true,
            retryAttempts: 5,
            on: {
              closed: (event) => {
                if ((event as CloseEvent | undefined)?.code === SESSION_ENDED_CLOSE_CODE)
                  window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
              },
            },
          }),
        ),
    );
    // A failed fetch (offline) is retried by the next subscription.
    link.catch(() => {
      link = null;
    });
    return link;
  };
  return new ApolloLink((operation, forward) =>
    from(load()).pipe(mergeMap((ws) => ws.request(operation, forward))),
  );
}

/**
 * Queries and mutations go over HTTP (same origin, session cookie included); subscriptions over
 * graphql-ws on the same path, authenticated by the same cookie. The socket opens lazily on the first
 * subscription.
 */
export function createApolloClient(): ApolloClient {
  const http = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include' });
  const ws = deferredWebSocketLink();
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
