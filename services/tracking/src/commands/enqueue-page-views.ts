import { randomUUID } from 'node:crypto';
import { parseInput } from '@koalarent/core';
import type { Queue } from 'bullmq';
import { PageViewBatchInput, type PageViewJobData, settleViewTime } from '../browsing/page-view.schema.js';
import { addTrackingJob, TrackingJob } from '../jobs/tracking-jobs.js';

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
      resultCount: v.resultCount,
      at: settleViewTime(v.at, receivedAt).toISOString(),
    })),
  };
}

/** Puts prepared page views on the `tracking` queue as one job; nothing else (the worker writes them). */
export async function enqueuePageViewJob(queue: Queue, data: PageViewJobData): Promise<void> {
  // Completed page-view jobs are not kept: their ids are random, so keeping them recognises no repeat, and at
  // the rates page views arrive they would only fill Redis.
  await addTrackingJob(queue, TrackingJob.RecordPageViews, data, {
    jobId: `pv-${data.batchId}`,
    removeOnComplete: true,
  });
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
