import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type NormalizedCacheObject,
} from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { OperationTypeNode } from 'graphql';
import { from, mergeMap } from 'rxjs';
import { SESSION_ENDED_EVENT } from '../shared/session-events';
import { persistedDocumentsLink } from './persisted-link';

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

/** The cache of both sides: the server's render fills one, and the browser restores its contents into its own. */
function createCache(): InMemoryCache {
  return new InMemoryCache();
}

/** Spec §9: no retries; failures surface to the screen that asked. */
const DEFAULT_OPTIONS = { watchQuery: { fetchPolicy: 'cache-and-network' } } as const;

/**
 * How long after start a server-rendered page's queries read the cache the server filled instead of asking again
 * (Apollo treats network-only and cache-and-network as cache-first until then): hydration issues no query.
 */
const SSR_FORCE_FETCH_DELAY_MS = 2_000;

/** A client for one server render: every operation goes to `link` (the gateway's own executor), nothing is polled. */
export function createServerApolloClient(link: ApolloLink): ApolloClient {
  return new ApolloClient({ ssrMode: true, link, cache: createCache(), defaultOptions: DEFAULT_OPTIONS });
}

/**
 * Queries and mutations go over HTTP (same origin, session cookie included); subscriptions over
 * graphql-ws on the same path, authenticated by the same cookie. The socket opens lazily on the first
 * subscription.
 */
export function createApolloClient(serverState?: NormalizedCacheObject): ApolloClient {
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include' });
  const persisted = persistedDocumentsLink();
  const http = persisted ? persisted.concat(httpLink) : httpLink;
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
  const cache = createCache();
  // A server-rendered page: what the server's render read, so the hydrating render reads the same.
  if (serverState) cache.restore(serverState);
  return new ApolloClient({
    link,
    cache,
    defaultOptions: DEFAULT_OPTIONS,
    ...(serverState ? { ssrForceFetchDelay: SSR_FORCE_FETCH_DELAY_MS } : {}),
  });
}
