/**
 * What the gateway may use from tracking: the shapes it publishes, its read queries and the page-view intake
 * (commands that only put a job on the tracking queue; the worker writes the records).
 */

export {
  MAX_PAGE_VIEWS_PER_CALL,
  PageViewBatchInput,
  PageViewInput,
  type PageViewJobData,
  PageViewMessages,
} from './browsing/page-view.schema.js';
export { enqueuePageViewJob, enqueuePageViews, preparePageViews } from './commands/enqueue-page-views.js';
export {
  BROWSING_RECORDED_TOPIC,
  type BrowsingRecordPublication,
  type LoginRecordPublication,
} from './contracts.js';
export { browsingRecords } from './queries/browsing-records.js';
export { loginCounts, newestLoginRecordId } from './queries/login-counts.js';
export { loginRecords, MAX_RECENT_LOGIN_RECORDS, recentLoginRecords } from './queries/login-records.js';
export {
  DEFAULT_TRACKING_RANGE,
  MAX_TRACKING_PAGE,
  type RecordPage,
  TRACKING_RANGES,
  type TrackingRange,
  type TrackingRecordFilter,
} from './queries/record-query.js';
export {
  DEMAND_RANGES,
  type DemandBucket,
  type DemandFilter,
  type DemandPlace,
  type DemandRange,
  type DemandTerm,
  type DemandTotals,
  type DemandZeroResult,
  MAX_DEMAND_ROWS,
  type SearchDemand,
  searchDemand,
} from './queries/search-demand.js';
