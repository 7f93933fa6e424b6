import { type JobHandler, parsedJob, typedJobAdder, type WorkerDeps } from '@koalarent/core';
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

const trackingJobPayloads = {
  [TrackingJob.RecordPageViews]: PageViewJobData,
  // A scheduled job: nothing rides on it, so whatever the scheduler stores is not read.
  [TrackingJob.PurgeTrackingRecords]: z.unknown(),
} satisfies Record<TrackingJobName, z.ZodType>;

/** Puts a job on the tracking queue; its payload is typed by its name, so a wrong one does not compile. */
export const addTrackingJob = typedJobAdder(trackingJobPayloads);

/**
 * A job's handler behind its payload's parse. Tracking's payloads come from our own gateway, so one that does not
 * parse only arrives across an incompatible deploy: it finishes as skipped (naming the first problem) rather than
 * being retried, since no retry can make it readable.
 */
export function parsed<T>(
  payload: z.ZodType<T>,
  run: (payload: T, deps: WorkerDeps) => Promise<unknown>,
): JobHandler {
  return parsedJob(payload, run, { onInvalid: 'skip' });
}

/** The worker's table: every job name's handler, each behind its own payload's parse. */
export const trackingJobs = {
  [TrackingJob.RecordPageViews]: parsed(trackingJobPayloads[TrackingJob.RecordPageViews], recordPageViews),
  [TrackingJob.PurgeTrackingRecords]: parsed(
    trackingJobPayloads[TrackingJob.PurgeTrackingRecords],
    purgeTrackingRecordsJob,
  ),
} satisfies Record<TrackingJobName, JobHandler>;
