/**
 * The server's render of a public page (issue 21 §1), built by `vite build` into `<dist>/.ssr/entry-server.js` beside
 * the browser's build it hydrates with. The gateway imports it and calls `renderPage` for an anonymous visitor's
 * page; its GraphQL operations go to `execute` (the gateway's own executor, with every limit of its GraphQL door), so
 * this bundle holds no schema and opens no connection.
 *
 * The page is the app's own tree — the same route table, providers and components the browser runs — rendered once
 * every query it makes has answered (Apollo's prerenderStatic over React's prerender, which also waits for lazy
 * components), in the request's language, currency and time zone. What it read goes with it (server-render-state.ts)
 * so the browser's first render is the same.
 */
import './app/zod-jitless';
import { type ApolloLink, ApolloLink as Link, type NormalizedCacheObject } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { CurrencyCode, LanguageCode } from '@koalarent/core/contracts';
import { print } from 'graphql';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Observable } from 'rxjs';
import { createServerApolloClient } from './app/apollo-client';
import { AppProviders } from './app/providers';
import { documentTitle, routeTitleKey } from './app/route-title';
import { routes } from './app/router';
import { type ServerRenderState, serializeServerState } from './app/server-render-state';
import { type Namespace, RenderedNamespaces, serverI18n } from './shared/i18n/i18n';

export interface GraphqlOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}

export interface GraphqlAnswer {
  data?: unknown;
  errors?: readonly unknown[];
}

export interface PageRenderInput {
  /** The path and query of the page ('/item/12', '/search?q=camera'). */
  url: string;
  language: LanguageCode;
  currency: CurrencyCode;
  timeZone: string;
  execute(operation: GraphqlOperation): Promise<GraphqlAnswer>;
  /** Ends the render early (the visitor left, or it took too long); the result is then not a page. */
  signal?: AbortSignal;
}

/**
 * A page: the markup of `#root`, the state's JSON text and the document title. Not a page: why (the gateway then answers the plain shell
 * and logs it) — a query answered with errors (the browser could not start from a cache that lacks them), a component
 * that threw, a redirect, or an aborted render.
 */
export type PageRenderResult =
  | { kind: 'page'; html: string; state: string; title: string }
  | { kind: 'not-rendered'; reason: string; error?: unknown };

/** One handler for the process: it resolves each lazy route once and keeps it. */
const handler = createStaticHandler(routes);

function gatewayLink(execute: PageRenderInput['execute'], failures: unknown[]): ApolloLink {
  return new Link(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (answer) => {
            if (answer.errors?.length) failures.push(answer.errors);
            observer.next(answer as Link.Result);
            observer.complete();
          },
          (error: unknown) => {
            failures.push(error);
            observer.error(error);
          },
        );
      }),
  );
}

export async function renderPage(input: PageRenderInput): Promise<PageRenderResult> {
  const request = new Request(new URL(input.url, 'http://koalarent.local'), {
    ...(input.signal ? { signal: input.signal } : {}),
  });
  const context = await handler.query(request);
  if (context instanceof Response)
    return { kind: 'not-rendered', reason: `route answered ${context.status}` };
  if (context.errors) return { kind: 'not-rendered', reason: 'route error', error: context.errors };

  const failures: unknown[] = [];
  const client = createServerApolloClient(gatewayLink(input.execute, failures));
  const i18n = await serverI18n(input.language);
  const namespaces = new Set<Namespace>();
  const router = createStaticRouter(handler.dataRoutes, context);
  const now = Date.now();
  const tree = (
    <StrictMode>
      <RenderedNamespaces value={namespaces}>
        <AppProviders start={{ client, i18n, currency: input.currency, timeZone: input.timeZone, now }}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </RenderedNamespaces>
    </StrictMode>
  );
  const thrown: unknown[] = [];
  try {
    const { result, aborted } = await prerenderStatic({
      tree,
      ...(input.signal ? { signal: input.signal } : {}),
      renderFunction: (node) => {
        // Only the last pass is the page: an earlier one's error is judged again by the next.
        thrown.length = 0;
        // One style cache per pass, so each style is written once per page, beside its first use, and every pass writes
        // all of them (a cache kept across passes would leave the last pass's HTML without the earlier passes' styles).
        // Without one, emotion's server build makes a cache per styled subtree and repeats shared styles in each. The
        // browser's default cache (key 'css') moves these elements into the head before hydrating. Beside their use,
        // not collected into the head: the browser paints the top of the page once its own styles are read, instead
        // of after all of them (measured: first paint 0.9 s against 2.5 s on Lighthouse's phone).
        const cache = createCache({ key: 'css' });
        // The prelude is a Node Readable, which is an async iterable of its chunks.
        return prerenderToNodeStream(<CacheProvider value={cache}>{node}</CacheProvider>, {
          ...(input.signal ? { signal: input.signal } : {}),
          // Every Suspense boundary in place, never outlined to be moved in by an inline script after the shell
          // (React does that to a large boundary, here the page under the header): the CSP runs no inline script, and
          // the whole page arrives in one response anyway.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onError: (error) => {
            thrown.push(error);
          },
        }) as unknown as ReturnType<prerenderStatic.PrerenderToNodeStream>;
      },
    });
    if (aborted) return { kind: 'not-rendered', reason: 'aborted' };
    if (thrown.length > 0) return { kind: 'not-rendered', reason: 'a component threw', error: thrown[0] };
    if (failures.length > 0) return { kind: 'not-rendered', reason: 'a query failed', error: failures[0] };
    const state: ServerRenderState = {
      language: input.language,
      currency: input.currency,
      timeZone: input.timeZone,
      now,
      namespaces: [...namespaces],
      apollo: client.cache.extract() as NormalizedCacheObject,
    };
    // The document title the app gives the page ('How It Works · KoalaRent'), in the visitor's language.
    const titleKey = routeTitleKey(context.matches.map((match) => ({ handle: match.route.handle })));
    const title = documentTitle(titleKey ? i18n.t(titleKey) : null);
    return { kind: 'page', html: result, state: serializeServerState(state), title };
  } catch (error) {
    return { kind: 'not-rendered', reason: 'render failed', error };
  } finally {
    client.stop();
  }
}
