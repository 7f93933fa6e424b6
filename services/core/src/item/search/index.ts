export { decodeCursor, encodeCursor, type MatchMode, type SearchCursor } from './cursor.js';
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
  countStatement,
  type NotFreeForRangeSql,
  planSearch,
  type SearchDates,
  type SearchPlan,
  type SearchStatement,
  type SearchViewer,
  type StatementShape,
  searchStatement,
  searchWords,
  statementShape,
} from './search-sql.js';
