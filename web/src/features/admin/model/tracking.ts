import type { ResultOf, VariablesOf } from '../../../shared/graphql/graphql';
import type { BROWSING_RECORD_FIELDS } from '../graphql/browsing-record-fields.fragment';
import type { LOGIN_RECORD_FIELDS } from '../graphql/login-record-fields.fragment';
import type { LOGIN_RECORDS_QUERY } from '../graphql/login-records.query';
import type { AdminT } from './format';

export type LoginRecord = ResultOf<typeof LOGIN_RECORD_FIELDS>;
export type BrowsingRecord = ResultOf<typeof BROWSING_RECORD_FIELDS>;
/** DAY | WEEK | MONTH | ALL, as the schema's TrackingRange enum says. */
export type TrackingRange = VariablesOf<typeof LOGIN_RECORDS_QUERY>['range'];

/** Spec §2 time ranges (Last 24 hours, Last 7 days, Last 30 days, All time); Last 7 days is the default (§9). */
export const TRACKING_RANGES = ['DAY', 'WEEK', 'MONTH', 'ALL'] as const satisfies readonly TrackingRange[];
const DEFAULT_TRACKING_RANGE: TrackingRange = 'WEEK';

/** The range's name in the admin's language ('Last 7 days'). */
export function trackingRangeLabel(range: TrackingRange, t: AdminT): string {
  return t(`tracking.ranges.${range}`);
}

export function isTrackingRange(value: string | null | undefined): value is TrackingRange {
  return TRACKING_RANGES.some((range) => range === value);
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
const TRACKING_PAGE_SIZE = 25;

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

/**
 * Spec §2 Location column: the location, or 'Unknown location' (also when the server stored its own English
 * fallback).
 */
export function locationLabel(record: Pick<LoginRecord, 'location'>, t: AdminT): string {
  const location = record.location?.trim();
  return !location || location === 'Unknown location' ? t('tracking.unknownLocation') : location;
}

const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'tv', 'bot'] as const;

/**
 * The device as the server described it ('Desktop · Linux': the kind of device, then the system) with the kind in
 * the admin's language; the system's name stays as it is.
 */
function deviceLabel(device: string, t: AdminT): string {
  const [kind = '', ...rest] = device.split(' · ');
  if (kind === 'Unknown device') return [t('tracking.devices.unknown'), ...rest].join(' · ');
  const known = DEVICE_TYPES.find((type) => type === kind.toLowerCase());
  return known ? [t(`tracking.devices.${known}`), ...rest].join(' · ') : device;
}

/** Spec §2 Browser column: the browser, or 'Unknown browser'; the device beneath. */
export function browserLabel(
  record: Pick<LoginRecord, 'browser' | 'device'>,
  t: AdminT,
): {
  browser: string;
  device: string | null;
} {
  const browser = record.browser?.trim();
  const device = record.device?.trim();
  return {
    browser: !browser || browser === 'Unknown browser' ? t('tracking.unknownBrowser') : browser,
    device: device ? deviceLabel(device, t) : null,
  };
}

/** The User column: the username, else 'User {id}', else (a visitor who was not signed in) 'Guest'. */
export function recordUser(record: { userId: number | null; username: string | null }, t: AdminT): string {
  const username = record.username?.trim();
  if (username) return username;
  return record.userId !== null
    ? t('tracking.userFallback', { id: String(record.userId) })
    : t('tracking.guest');
}

/** Spec §2 Item #/Category # column: 'Item #12', 'Category #3', both, or '—'. */
export function itemCategoryLabel(record: Pick<BrowsingRecord, 'itemId' | 'categoryId'>, t: AdminT): string {
  const parts: string[] = [];
  if (record.itemId !== null) parts.push(t('tracking.itemNumber', { id: String(record.itemId) }));
  if (record.categoryId !== null) parts.push(t('tracking.categoryNumber', { id: String(record.categoryId) }));
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

interface PageInfo {
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
