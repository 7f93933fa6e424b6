import { useQuery } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { ITEMS_QUERY } from '../../features/items/graphql/items.query';
import type { ItemFilterVariables } from './search-params';

/** Results per page: fills whole rows of 2, 3 and 4 columns. */
export const SEARCH_PAGE_SIZE = 12;

/**
 * The search results with cursor paging. Each further page is fetched with the previous page's endCursor and
 * appended to the first page's cache entry (fetchMore's updateQuery), so no global field policy is needed and a
 * changed filter starts again from its own first page.
 */
export function useItemSearch(filter: ItemFilterVariables) {
  const { data, loading, error, fetchMore } = useQuery(ITEMS_QUERY, {
    variables: { filter, first: SEARCH_PAGE_SIZE },
    notifyOnNetworkStatusChange: false,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const inFlight = useRef(false);
  const connection = data?.items;
  const endCursor = connection?.pageInfo.endCursor ?? null;
  const hasNextPage = Boolean(connection?.pageInfo.hasNextPage && endCursor);

  const loadMore = useCallback(async () => {
    if (!hasNextPage || inFlight.current) return;
    inFlight.current = true;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    try {
      await fetchMore({
        variables: { after: endCursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const seen = new Set(previous.items.nodes.map((node) => node.id));
          return {
            items: {
              ...fetchMoreResult.items,
              nodes: [
                ...previous.items.nodes,
                ...fetchMoreResult.items.nodes.filter((node) => !seen.has(node.id)),
              ],
            },
          };
        },
      });
    } catch {
      setLoadMoreFailed(true);
    } finally {
      inFlight.current = false;
      setLoadingMore(false);
    }
  }, [hasNextPage, endCursor, fetchMore]);

  return {
    items: connection?.nodes ?? [],
    totalCount: connection?.totalCount ?? 0,
    /** False when the count stopped at its cap: more than `totalCount` match (issue 24 §1). */
    totalIsExact: connection?.totalIsExact ?? true,
    /** True only while nothing is known for these filters yet. */
    loading: loading && !connection,
    error: connection ? null : (error ?? null),
    hasNextPage,
    loadMore,
    loadingMore,
    loadMoreFailed,
  };
}
