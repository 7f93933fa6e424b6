import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { TRACKED_ITEM_CATEGORY_FRAGMENT } from './graphql/tracked-item-category.fragment';
import { TRACKING_CATEGORIES_QUERY } from './graphql/tracking-categories.query';
import { type PendingView, pageViewFromLocation } from './page-view';
import { PageViewReporter } from './page-view-reporter';
import { searchResultCount, whenSearchResultsCounted } from './search-result-counts';
import { sendPageViews } from './send-page-views';

/** How long a batch holding a search waits for the search page to show how many results it found. */
const RESULT_COUNT_WAIT_MS = 3_000;

/** A search's result count as the search page showed it, when it has by now. */
function withResultCount(view: PendingView): PendingView {
  if (view.search === null || view.resultCount !== null) return view;
  const resultCount = searchResultCount(view.search);
  return resultCount === null ? view : { ...view, resultCount };
}

/** The category id for a name, from the categories the cache holds (null when unknown or not loaded). */
function categoryIdFromCache(client: ApolloClient, name: string): number | null {
  const categories = client.readQuery({ query: TRACKING_CATEGORIES_QUERY })?.categories ?? [];
  const wanted = name.trim().toLowerCase();
  return categories.find((category) => category.name.toLowerCase() === wanted)?.id ?? null;
}

/** An item view's category name, when the item page has loaded the item by now. */
function itemCategoryFromCache(client: ApolloClient, itemId: number): string | null {
  const id = client.cache.identify({ __typename: 'Item', id: itemId });
  if (!id) return null;
  return client.cache.readFragment({ id, fragment: TRACKED_ITEM_CATEGORY_FRAGMENT })?.category ?? null;
}

/**
 * Ties a reporter to the app's Apollo cache: categories by name become ids, item views learn their category; and a
 * search learns how many results it found (issue 24 §4).
 */
function createAppReporter(client: ApolloClient): PageViewReporter {
  const categoryName = (view: PendingView) =>
    view.categoryName ?? (view.itemId !== null ? itemCategoryFromCache(client, view.itemId) : null);
  return new PageViewReporter({
    send: (views, transport) => sendPageViews(views, transport),
    complete(pending) {
      const view = withResultCount(pending);
      if (view.categoryId !== null) return view;
      const name = categoryName(view);
      return name ? { ...view, categoryId: categoryIdFromCache(client, name) } : view;
    },
    async prepare(views) {
      // A search whose results are still on their way: its count is worth a moment's wait (never a lost view).
      const searches = views.flatMap((view) =>
        view.search !== null && view.resultCount === null ? [view.search] : [],
      );
      const counted = whenSearchResultsCounted(searches, RESULT_COUNT_WAIT_MS);
      // One small list, fetched at most once (then cached) and only when a view needs it; off the page's path.
      if (
        views.some((view) => view.categoryId === null && categoryName(view) !== null) &&
        !client.readQuery({ query: TRACKING_CATEGORIES_QUERY })
      ) {
        await client
          .query({ query: TRACKING_CATEGORIES_QUERY, fetchPolicy: 'cache-first' })
          .catch(() => undefined);
      }
      await counted;
    },
  });
}

/**
 * Reports every route the visitor opens (with the search on /search and the item on /item/{id}) in small batches,
 * and sends what is waiting by beacon when the page is hidden or left. Mounted once, in the root layout.
 */
export function usePageViewReporter(): void {
  const client = useApolloClient();
  const location = useLocation();
  const [reporter] = useState(() => createAppReporter(client));

  useEffect(() => {
    const view = pageViewFromLocation(location.pathname, location.search, new Date());
    if (view) reporter.record(view);
  }, [reporter, location.pathname, location.search]);

  useEffect(() => {
    const leave = () => reporter.flush('beacon');
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [reporter]);
}
