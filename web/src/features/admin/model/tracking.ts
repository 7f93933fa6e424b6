import type { ResultOf, VariablesOf } from '../../../shared/graphql/graphql';
import type { BROWSING_RECORD_FIELDS } from '../graphql/browsing-record-fields.fragment';
import type { LOGIN_RECORD_FIELDS } from '../graphql/login-record-fields.fragment';
import type { LOGIN_RECORDS_QUERY } from '../graphql/login-records.query';

export type LoginRecord = ResultOf<typeof LOGIN_RECORD_FIELDS>;
export type BrowsingRecord = ResultOf<typeof BROWSING_RECORD_FIELDS>;
/** DAY | WEEK | MONTH | ALL, as the schema's TrackingRange enum says. */
export type TrackingRange = VariablesOf<typeof LOGIN_RECORDS_QUERY>['range'];

/** Spec §2 time ranges; Last 7 days is the default (spec §9). */
export const TRACKING_RANGES: readonly { value: TrackingRange; label: string }[] = [
  { value: 'DAY', label: 'Last 24 hours' },
  { value: 'WEEK', label: 'Last 7 days' },
  { value: 'MONTH', label: 'Last 30 days' },
  { value: 'ALL', label: 'All time' },
];
export const DEFAULT_TRACKING_RANGE: TrackingRange = 'WEEK';

export function isTrackingRange(value: string | null | undefined): value is TrackingRange {
  return TRACKING_RANGES.some((range) => range.value === value);
}

export interface TrackingFilters {
  /** null: All users. */
  userId: number | null;
  range: TrackingRange;
  search: string;
}

export const DEFAULT_TRACKING_FILTERS: TrackingFilters = {
  userId: null,
  range: DEFAULT_TRACKING_RANGE,
  search: '',
};

/** Records one page of either table asks for. */
export const TRACKING_PAGE_SIZE = 25;

/** The query variables for the filters (a blank search is no search). */
export function trackingVariables(filters: TrackingFilters, after: string | null = null) {
  return {
    userId: filters.userId,
    range: filters.range,
    search: filters.search.trim() || null,
    first: TRACKING_PAGE_SIZE,
    after,
  };
}

/** Spec §2 Location column: the location, or 'Unknown location'. */
export function locationLabel(record: Pick<LoginRecord, 'location'>): string {
  return record.location?.trim() || 'Unknown location';
}

/** Spec §2 Browser column: the browser, or 'Unknown browser'; the device beneath. */
export function browserLabel(record: Pick<LoginRecord, 'browser' | 'device'>): {
  browser: string;
  device: string | null;
} {
  return { browser: record.browser?.trim() || 'Unknown browser', device: record.device?.trim() || null };
}

/** The User column: the username, else 'User {id}', else (a visitor who was not signed in) 'Guest'. */
export function recordUser(record: { userId: number | null; username: string | null }): string {
  return record.username?.trim() || (record.userId !== null ? `User ${record.userId}` : 'Guest');
}

/** Spec §2 Item #/Category # column: 'Item #12', 'Category #3', both, or '—'. */
export function itemCategoryLabel(record: Pick<BrowsingRecord, 'itemId' | 'categoryId'>): string {
  const parts: string[] = [];
  if (record.itemId !== null) parts.push(`Item #${record.itemId}`);
  if (record.categoryId !== null) parts.push(`Category #${record.categoryId}`);
  return parts.length > 0 ? parts.join(' · ') : '—';
}

function containsSearch(fields: readonly (string | null | undefined)[], search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return true;
  return fields.some((field) => (field ?? '').toLowerCase().includes(wanted));
}

/**
 * Whether a login arriving live belongs in the table as filtered: the chosen user, and the search text within its
 * username, IP address, location, browser or device. (It has just happened, so every range includes it.)
 */
export function loginMatches(record: LoginRecord, filters: TrackingFilters): boolean {
  if (filters.userId !== null && record.userId !== filters.userId) return false;
  return containsSearch(
    [record.username, record.ipAddress, record.location, record.browser, record.device],
    filters.search,
  );
}

/** As loginMatches, for a page view: the search text within its username, page or search query. */
export function browsingMatches(record: BrowsingRecord, filters: TrackingFilters): boolean {
  if (filters.userId !== null && record.userId !== filters.userId) return false;
  return containsSearch([record.username, record.page, record.searchQuery], filters.search);
}

export interface PageInfo {
  endCursor: string | null;
  hasNextPage: boolean;
}

export interface Connection<T> {
  nodes: T[];
  pageInfo: PageInfo;
}

/**
 * A connection with a record that arrived live put first. A record already there (the live feed and a refetch
 * overlapping) is not shown twice. The cursor stays: it marks the end of what the server has sent.
 */
export function prependLive<T extends { id: number }, C extends Connection<T>>(connection: C, record: T): C {
  if (connection.nodes.some((node) => node.id === record.id)) return connection;
  return { ...connection, nodes: [record, ...connection.nodes] };
}

/** The connection with the next page appended (records already shown, arrived live meanwhile, are skipped). */
export function appendPage<T extends { id: number }, C extends Connection<T>>(connection: C, next: C): C {
  const seen = new Set(connection.nodes.map((node) => node.id));
  return {
    ...connection,
    nodes: [...connection.nodes, ...next.nodes.filter((node) => !seen.has(node.id))],
    pageInfo: next.pageInfo,
  };
}
