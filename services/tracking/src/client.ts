import { randomUUID } from 'node:crypto';
import { parseInput } from '@koalarent/core';
import type { Queue } from 'bullmq';
import { PageViewBatchInput, type PageViewJobData, settleViewTime } from './browsing/page-view.schema.js';

/** What the gateway may use from tracking: the shapes it publishes, its read queries and the page-view intake. */
export interface LoginRecordPublication {
  id: number;
  userId: number;
  username: string | null;
  ipAddress: string;
  location: string;
  country: string | null;
  city: string | null;
  browser: string;
  device: string;
  /** ISO 8601 */
  timestamp: string;
}

export interface BrowsingRecordPublication {
  id: number;
  /** Null for a visitor who was not signed in. */
  userId: number | null;
  username: string | null;
  page: string;
  searchQuery: string | null;
  itemId: number | null;
  categoryId: number | null;
  /** ISO 8601 */
  timestamp: string;
}

/** The admins' live feed of browsing records (the gateway lets admins only subscribe). */
export const BROWSING_RECORDED_TOPIC = 'admin.browsing_recorded';

/** The tracking worker's job that writes the page views of one call. */
export const RECORD_PAGE_VIEWS_JOB = 'record-page-views';

/**
 * Validates the page views of one call and settles their times; null when there are none. Bad input throws
 * VALIDATION_FAILED with the field's message.
 */
export function preparePageViews(
  userId: number | null,
  events: unknown,
  receivedAt = new Date(),
): PageViewJobData | null {
  const views = parseInput(PageViewBatchInput, events);
  if (views.length === 0) return null;
  return {
    batchId: randomUUID(),
    userId,
    views: views.map((v) => ({
      page: v.page,
      searchQuery: v.searchQuery,
      filters: v.filters,
      itemId: v.itemId,
      categoryId: v.categoryId,
      at: settleViewTime(v.at, receivedAt).toISOString(),
    })),
  };
}

/** Puts prepared page views on the `tracking` queue as one job; nothing else (the worker writes them). */
export async function enqueuePageViewJob(queue: Queue, data: PageViewJobData): Promise<void> {
  // Completed page-view jobs are not kept: their ids are random, so keeping them recognises no repeat, and at
  // the rates page views arrive they would only fill Redis.
  await queue.add(RECORD_PAGE_VIEWS_JOB, data, { jobId: `pv-${data.batchId}`, removeOnComplete: true });
}

/** preparePageViews then enqueuePageViewJob; returns how many views were queued (none for an empty list). */
export async function enqueuePageViews(
  queue: Queue,
  userId: number | null,
  events: unknown,
  receivedAt = new Date(),
): Promise<number> {
  const data = preparePageViews(userId, events, receivedAt);
  if (data) await enqueuePageViewJob(queue, data);
  return data?.views.length ?? 0;
}

export { browsingRecords } from './browsing/browsing-record.queries.js';
export {
  MAX_PAGE_VIEWS_PER_CALL,
  PageViewBatchInput,
  PageViewInput,
  type PageViewJobData,
  PageViewMessages,
} from './browsing/page-view.schema.js';
export { loginCounts, newestLoginRecordId } from './login/login-counts.js';
export { loginRecords, MAX_RECENT_LOGIN_RECORDS, recentLoginRecords } from './login/login-record.queries.js';
export {
  DEFAULT_TRACKING_RANGE,
  MAX_TRACKING_PAGE,
  type RecordPage,
  TRACKING_RANGES,
  type TrackingRange,
  type TrackingRecordFilter,
} from './records/record-query.js';
