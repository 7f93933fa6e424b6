import type { ResultOf, VariablesOf } from '../../../shared/graphql/graphql';
import type { ADMIN_LISTINGS_QUERY } from '../graphql/admin-listings.query';
import type { ADMIN_OVERVIEW_QUERY } from '../graphql/admin-overview.query';
import type { ADMIN_OVERVIEW_CHANGED_SUBSCRIPTION } from '../graphql/admin-overview-changed.subscription';
import type { ADMIN_USERS_QUERY } from '../graphql/admin-users.query';
import type { AUDIT_LOG_QUERY } from '../graphql/audit-log.query';
import type { BROWSING_RECORDED_SUBSCRIPTION } from '../graphql/browsing-recorded.subscription';
import type { BROWSING_RECORDS_QUERY } from '../graphql/browsing-records.query';
import type { ITEM_SUBMITTED_SUBSCRIPTION } from '../graphql/item-submitted.subscription';
import type { LOGIN_RECORDED_SUBSCRIPTION } from '../graphql/login-recorded.subscription';
import type { LOGIN_RECORDS_QUERY } from '../graphql/login-records.query';
import { type ListingTab, withSubmittedListing } from './listings';
import { appendPage, browsingMatches, loginMatches, prependLive, type TrackingFilters } from './tracking';

/**
 * How the dashboard's lists take in what arrives: live records from a subscription (subscribeToMore) and the next
 * page (fetchMore). Each is given the query's current data and variables and returns the new data, or nothing to
 * leave it as it is; Apollo writes the result to its cache, so every view of the query agrees.
 */

type LoginsData = ResultOf<typeof LOGIN_RECORDS_QUERY>;
type LoginsVars = VariablesOf<typeof LOGIN_RECORDS_QUERY>;
type BrowsingData = ResultOf<typeof BROWSING_RECORDS_QUERY>;
type BrowsingVars = VariablesOf<typeof BROWSING_RECORDS_QUERY>;
type ListingsData = ResultOf<typeof ADMIN_LISTINGS_QUERY>;
type ListingsVars = VariablesOf<typeof ADMIN_LISTINGS_QUERY>;

interface LiveOptions<TData, TVars, TSub> {
  complete: boolean;
  previousData: TData | unknown;
  variables?: TVars | undefined;
  subscriptionData: { data: TSub };
}

function filtersOf(variables: Partial<LoginsVars | BrowsingVars> | undefined): TrackingFilters {
  return {
    userId: variables?.userId ?? null,
    range: variables?.range ?? 'WEEK',
    search: variables?.search ?? '',
  };
}

/** A login recorded anywhere: first in Login History when it fits the table's user and search. */
export function takeLiveLogin(
  _: unknown,
  {
    complete,
    previousData,
    variables,
    subscriptionData,
  }: LiveOptions<LoginsData, LoginsVars, ResultOf<typeof LOGIN_RECORDED_SUBSCRIPTION>>,
): LoginsData | undefined {
  const record = subscriptionData.data?.loginRecorded;
  if (!complete || !record) return undefined;
  const previous = previousData as LoginsData;
  if (!loginMatches(record, filtersOf(variables))) return undefined;
  return { ...previous, loginRecords: prependLive(previous.loginRecords, record) };
}

/** A page view recorded anywhere: first in Browsing History when it fits the table's user and search. */
export function takeLiveBrowsing(
  _: unknown,
  {
    complete,
    previousData,
    variables,
    subscriptionData,
  }: LiveOptions<BrowsingData, BrowsingVars, ResultOf<typeof BROWSING_RECORDED_SUBSCRIPTION>>,
): BrowsingData | undefined {
  const record = subscriptionData.data?.browsingRecorded;
  if (!complete || !record) return undefined;
  const previous = previousData as BrowsingData;
  if (!browsingMatches(record, filtersOf(variables))) return undefined;
  return { ...previous, browsingRecords: prependLive(previous.browsingRecords, record) };
}

/** A listing that went pending: first in the Listing Approval list when it fits the tab and search. */
export function takeSubmittedListing(
  _: unknown,
  {
    complete,
    previousData,
    variables,
    subscriptionData,
  }: LiveOptions<ListingsData, ListingsVars, ResultOf<typeof ITEM_SUBMITTED_SUBSCRIPTION>>,
): ListingsData | undefined {
  const listing = subscriptionData.data?.itemSubmitted;
  if (!complete || !listing) return undefined;
  const previous = previousData as ListingsData;
  const tab: ListingTab = (variables?.status as ListingTab | null | undefined) ?? 'all';
  const next = withSubmittedListing(previous.adminItems, listing, tab, variables?.search ?? '');
  return next.length === previous.adminItems.length && next[0] === previous.adminItems[0]
    ? undefined
    : { ...previous, adminItems: next };
}

/** The Overview's numbers as announced. */
export function takeOverview(
  _: unknown,
  {
    subscriptionData,
  }: Pick<
    LiveOptions<unknown, unknown, ResultOf<typeof ADMIN_OVERVIEW_CHANGED_SUBSCRIPTION>>,
    'subscriptionData'
  >,
): ResultOf<typeof ADMIN_OVERVIEW_QUERY> | undefined {
  const overview = subscriptionData.data?.adminOverviewChanged;
  return overview ? { adminOverview: overview } : undefined;
}

interface MoreOptions<T> {
  fetchMoreResult: T;
}

export function appendLogins(previous: LoginsData, { fetchMoreResult }: MoreOptions<LoginsData>): LoginsData {
  return { ...previous, loginRecords: appendPage(previous.loginRecords, fetchMoreResult.loginRecords) };
}

export function appendBrowsing(
  previous: BrowsingData,
  { fetchMoreResult }: MoreOptions<BrowsingData>,
): BrowsingData {
  return {
    ...previous,
    browsingRecords: appendPage(previous.browsingRecords, fetchMoreResult.browsingRecords),
  };
}

type UsersData = ResultOf<typeof ADMIN_USERS_QUERY>;
export function appendUsers(previous: UsersData, { fetchMoreResult }: MoreOptions<UsersData>): UsersData {
  return {
    ...previous,
    adminUsers: {
      ...appendPage(previous.adminUsers, fetchMoreResult.adminUsers),
      totalCount: fetchMoreResult.adminUsers.totalCount,
    },
  };
}

type AuditData = ResultOf<typeof AUDIT_LOG_QUERY>;
export function appendAudit(previous: AuditData, { fetchMoreResult }: MoreOptions<AuditData>): AuditData {
  return { ...previous, auditLog: appendPage(previous.auditLog, fetchMoreResult.auditLog) };
}
