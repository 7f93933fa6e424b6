import { matchPath } from 'react-router-dom';
import { PATHS } from '../../shared/routes/paths';

/** One page view, search or item view, as POST /api/tracking/events takes it (the contract's PageViewInput). */
export interface PageView {
  /** The route's path, without its query: searches travel as searchQuery and filters instead. */
  page: string;
  searchQuery: string | null;
  /** The search's other parameters as JSON text. */
  filters: string | null;
  itemId: number | null;
  categoryId: number | null;
  /** On /search: how many results the search found, as the page showed them; null when not (yet) known. */
  resultCount: number | null;
  /** ISO 8601: when it was viewed (the batch leaves seconds later). */
  at: string;
}

/** A view as recorded: a category named in the URL (or an item's) is turned into its id when the batch leaves. */
export interface PendingView extends PageView {
  categoryName: string | null;
  /** On /search: the location's query string, by which the search page's result count is found when it leaves. */
  search: string | null;
}

/** The server's bounds (services/tracking page-view.schema.ts); longer text would refuse the whole batch. */
const PAGE_MAX = 500;
export const SEARCH_QUERY_MAX = 200;
export const FILTERS_MAX = 500;

const ROW_ID_MAX = 2_147_483_647;

function positiveId(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= ROW_ID_MAX ? id : null;
}

function clip(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** The admin dashboard and its sign-in are not reported: an admin watching the live feed would watch themself. */
function isAdminPath(pathname: string): boolean {
  return pathname === PATHS.admin || pathname.startsWith(`${PATHS.admin}/`);
}

/**
 * What a location says about the visit: the route; on /search the query (q) and the other filters; on
 * /item/{id} the item. Null for locations that are not reported.
 */
export function pageViewFromLocation(pathname: string, search: string, at: Date): PendingView | null {
  if (!pathname.startsWith('/') || isAdminPath(pathname)) return null;
  const view: PendingView = {
    page: clip(pathname, PAGE_MAX),
    searchQuery: null,
    filters: null,
    itemId: null,
    categoryId: null,
    resultCount: null,
    categoryName: null,
    search: null,
    at: at.toISOString(),
  };
  if (matchPath(PATHS.search, pathname)) {
    view.search = search;
    const params = new URLSearchParams(search);
    const q = (params.get('q') ?? '').trim();
    view.searchQuery = q ? clip(q, SEARCH_QUERY_MAX) : null;
    const filters: Record<string, string> = {};
    for (const [key, value] of [...params.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      if (key !== 'q' && value.trim()) filters[key] = value.trim();
    }
    // The filters are kept for the admins' free-text search; cut to the server's bound rather than lose the view.
    view.filters = Object.keys(filters).length > 0 ? clip(JSON.stringify(filters), FILTERS_MAX) : null;
    const category = filters.category ?? '';
    view.categoryId = positiveId(category);
    view.categoryName = view.categoryId === null && category ? category : null;
    return view;
  }
  const item = matchPath(PATHS.item, pathname);
  if (item) view.itemId = positiveId(item.params.id);
  return view;
}

/** The view as sent: without the helper fields. */
export function toPageView({ categoryName: _, search: __, ...view }: PendingView): PageView {
  return view;
}

/** Whether two views say the same thing (React's development double effects, a re-render on the same URL). */
export function sameView(a: PageView, b: PageView): boolean {
  return (
    a.page === b.page &&
    a.searchQuery === b.searchQuery &&
    a.filters === b.filters &&
    a.itemId === b.itemId &&
    a.categoryId === b.categoryId
  );
}
