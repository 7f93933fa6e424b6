import { QueryCache, type SearchFacets, type SearchPage } from '@koalarent/core';
import type { GatewayDeps } from '../../deps.js';

/** What the catalogue's reads keep per normalised query (issue 24 §1 and §2), for `SEARCH_CACHE_SECONDS`. */
export interface CatalogCaches {
  /** Facet counts, for every viewer (the owner's own view has a key of its own). */
  facets: QueryCache<SearchFacets>;
  /** Result pages, for anonymous visitors only: a member's search always reads, so they see their own writes. */
  pages: QueryCache<SearchPage>;
}

/**
 * One set per gateway (its deps), not per module: tests build several gateways in one process, each on its own
 * database. The gateway clears them when the catalogue changes (CatalogChangeListener in app.ts).
 */
const caches = new WeakMap<GatewayDeps, CatalogCaches>();

export function catalogCaches(deps: GatewayDeps): CatalogCaches {
  let kept = caches.get(deps);
  if (!kept) {
    const ttlMs = deps.config.SEARCH_CACHE_SECONDS * 1000;
    // A page holds its listings with their descriptions (1–2 kB each; 20 a page by default, at most 100): fewer are
    // kept than facet answers (a few hundred bytes): 500 pages of 20 are about 10–20 MB, of 100 at most about 100.
    kept = { facets: new QueryCache(ttlMs, 2_000), pages: new QueryCache(ttlMs, 500) };
    caches.set(deps, kept);
  }
  return kept;
}

/** Drops everything kept: called on every `catalog_changed` notification. */
export function clearCatalogCaches(deps: GatewayDeps): void {
  const kept = caches.get(deps);
  kept?.facets.clear();
  kept?.pages.clear();
}
