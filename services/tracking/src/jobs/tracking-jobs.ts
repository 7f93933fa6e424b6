import type { JobHandler, WorkerDeps } from '@koalarent/core';
import type { Job, JobsOptions, Queue } from 'bullmq';
import { z } from 'zod';
import { PageViewJobData } from '../browsing/page-view.schema.js';
import { purgeTrackingRecordsJob } from './purge-tracking-records.job.js';
import { recordPageViews } from './record-page-views.job.js';

/**
 * The tracking queue's plain jobs (issue 22 §4): one union of names, each payload's schema beside it, and the
 * handler table checked against both, so a job without a handler, a handler without a name, or a handler that
 * expects another payload does not compile; a payload is parsed, never cast.
 */
export const TrackingJob = {
  /** The page views of one call to the gateway. */
  RecordPageViews: 'record-page-views',
  /** Retention: login and browsing records older than TRACKING_RETENTION_DAYS (hourly, on a schedule). */
  PurgeTrackingRecords: 'purge-tracking-records',
} as const;
export type TrackingJobName = (typeof TrackingJob)[keyof typeof TrackingJob];

export const trackingJobPayloads = {
  [TrackingJob.RecordPageViews]: PageViewJobData,
  // A scheduled job: nothing rides on it, so whatever the scheduler stores is not read.
  [TrackingJob.PurgeTrackingRecords]: z.unknown(),
} satisfies Record<TrackingJobName, z.ZodType>;
export type TrackingJobPayload<N extends TrackingJobName> = z.output<(typeof trackingJobPayloads)[N]>;

/** Puts a job on the tracking queue; its payload is typed by its name, so a wrong one does not compile. */
export async function addTrackingJob<N extends TrackingJobName>(
  queue: Queue,
  name: N,
  payload: z.input<(typeof trackingJobPayloads)[N]>,
  options?: JobsOptions,
): Promise<void> {
  await queue.add(name, payload, options);
}

/**
 * A job's handler: its payload parsed with `payload` first, then `run` on what parsed; `run` must take what the
 * schema yields, or the table below does not compile. Tracking's payloads come from our own gateway, so one that
 * does not parse only arrives across an incompatible deploy: it finishes as skipped (naming the first problem)
 * rather than being retried, since no retry can make it readable.
 */
export function parsed<T>(
  payload: z.ZodType<T>,
  run: (payload: T, deps: WorkerDeps) => Promise<unknown>,
): JobHandler {
  return async (job: Job, deps: WorkerDeps) => {
    const result = payload.safeParse(job.data);
    if (!result.success) return `skipped: ${result.error.issues[0]?.message ?? 'invalid data'}`;
    return run(result.data, deps);
  };
}

/** The worker's table: every job name's handler, each behind its own payload's parse. */
export const trackingJobs = {
  [TrackingJob.RecordPageViews]: parsed(trackingJobPayloads[TrackingJob.RecordPageViews], recordPageViews),
  [TrackingJob.PurgeTrackingRecords]: parsed(
    trackingJobPayloads[TrackingJob.PurgeTrackingRecords],
    purgeTrackingRecordsJob,
  ),
} satisfies Record<TrackingJobName, JobHandler>;
