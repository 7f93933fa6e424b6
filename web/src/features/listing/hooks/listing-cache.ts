import type { ApolloCache } from '@apollo/client';

/**
 * Drops the cached lists an item may appear in (search pages, featured and recent items, a member's items), so the next
 * screen that shows one asks the server again instead of showing the list as it was before the change.
 */
export function evictItemLists(cache: ApolloCache): void {
  for (const fieldName of [
    'items',
    'recentItems',
    'featuredItems',
    'userItems',
    'similarItems',
    'recommendedItems',
    'adminItems',
  ]) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
}
