export { CATALOG_CHANGED_CHANNEL, CatalogChangeListener } from './catalog-changes.js';
export { decodeCursor, encodeCursor, type MatchMode, type SearchCursor } from './cursor.js';
export { QueryCache } from './query-cache.js';
export {
  type CategoryFacet,
  type DistanceBandFacet,
  FACET_DISTANCE_KM,
  FACET_PRICE_EDGES,
  type FacetOptions,
  facetCacheKey,
  facetStatement,
  type PriceBandFacet,
  type SearchFacets,
  searchFacets,
} from './search-facets.js';
export { parseSearchFilter } from './search-filter.js';
export {
  clampPageSize,
  SEARCH_PAGE_DEFAULT,
  SEARCH_PAGE_MAX,
  type SearchOptions,
  type SearchPage,
  type SearchRow,
  searchItems,
} from './search-items.js';
export {
  countCap,
  countStatement,
  type NotFreeForRangeSql,
  planSearch,
  RELEVANCE_CANDIDATES,
  SEARCH_COUNT_CAP,
  type SearchDates,
  type SearchPlan,
  type SearchStatement,
  type SearchViewer,
  type StatementShape,
  searchStatement,
  searchWords,
  statementShape,
} from './search-sql.js';
