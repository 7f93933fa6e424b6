import {
  coreEntities,
  removeUnattachedUploadsJob,
  runWorkerProcess,
  startWorker,
  UPLOAD_CLEANUP_JOB,
  UPLOAD_CLEANUP_PATTERN,
  type WorkerDefinition,
} from '@koalarent/core';
import { trackingEntities } from './entities.js';
import { PURGE_TRACKING_RECORDS_PATTERN } from './jobs/purge-tracking-records.job.js';
import { TrackingJob, trackingJobs } from './jobs/tracking-jobs.js';
import { trackingSubscriptions } from './jobs/tracking-subscriptions.js';

/**
 * The tracking worker: login records from `user.logged_in`, the page views the gateway enqueued (the jobs running
 * at once share one INSERT, see BrowsingBatcher), and the hourly retention of both.
 *
 * It also hosts core's hourly upload clean-up: core owns uploads but runs no process of its own, so the job
 * (name, schedule and work all core's) needs a worker to run on. It is not tracking's and is kept out of
 * tracking's job registry.
 */
export const trackingWorker: WorkerDefinition<'tracking'> = {
  queue: 'tracking',
  entities: [...coreEntities, ...trackingEntities],
  events: trackingSubscriptions,
  jobs: { ...trackingJobs, [UPLOAD_CLEANUP_JOB]: removeUnattachedUploadsJob },
  schedules: {
    [TrackingJob.PurgeTrackingRecords]: { pattern: PURGE_TRACKING_RECORDS_PATTERN },
    [UPLOAD_CLEANUP_JOB]: { pattern: UPLOAD_CLEANUP_PATTERN },
  },
  concurrency: 8,
};

export { startWorker };

// Run as a process when executed directly (node services/tracking/dist/worker.js).
if (import.meta.url === `file://${process.argv[1]}`) await runWorkerProcess(trackingWorker);
