import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Issue 24 §4: how many results each recent search found, as the search page showed them, for its page view (the
 * view is recorded when the URL changes, before the results arrive; it leaves seconds later, and takes its count
 * from here then). Keyed by the search's URL parameters in a stable order; only the last few searches are kept.
 */

const KEEP = 20;
const counts = new Map<string, number>();
const listeners = new Set<() => void>();

/** The key of a location's query string: its parameters sorted, so '?b=1&a=2' and '?a=2&b=1' are one search. */
export function searchKey(search: string): string {
  const params = new URLSearchParams(search);
  params.sort();
  return params.toString();
}

/** The search page found `count` results for `search` (its location's query string). */
export function noteSearchResultCount(search: string, count: number): void {
  const key = searchKey(search);
  counts.delete(key);
  counts.set(key, count);
  while (counts.size > KEEP) counts.delete(counts.keys().next().value as string);
  for (const listener of [...listeners]) listener();
}

/** The count the search page showed for `search`, or null when it has not shown one (yet). */
export function searchResultCount(search: string): number | null {
  return counts.get(searchKey(search)) ?? null;
}

/** Resolves once every one of `searches` has a count, or after `timeoutMs` (whatever is known then is sent). */
export function whenSearchResultsCounted(searches: readonly string[], timeoutMs: number): Promise<void> {
  const done = () => searches.every((search) => searchResultCount(search) !== null);
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      listeners.delete(check);
      resolve();
    };
    const check = () => {
      if (done()) finish();
    };
    const timer = setTimeout(finish, timeoutMs);
    listeners.add(check);
  });
}

/** Forgets every count (tests). */
export function clearSearchResultCounts(): void {
  counts.clear();
}

/**
 * The search page's side: once its results for the current URL are known (not while loading, not after an error),
 * their total is noted for the page view. An effect: the server's render notes nothing.
 */
export function useReportSearchResults(search: {
  loading: boolean;
  error: unknown;
  totalCount: number;
}): void {
  const location = useLocation();
  const known = !search.loading && !search.error;
  useEffect(() => {
    if (known) noteSearchResultCount(location.search, search.totalCount);
  }, [known, location.search, search.totalCount]);
}
