import { coreEntities, runWorkerProcess, startWorker, type WorkerDefinition } from '@koalarent/core';
import { trackingEntities } from './entities.js';
import { PURGE_TRACKING_RECORDS_PATTERN } from './jobs/purge-tracking-records.job.js';
import { TrackingJob, trackingJobs } from './jobs/tracking-jobs.js';
import { trackingSubscriptions } from './jobs/tracking-subscriptions.js';

/**
 * The tracking worker: login records from `user.logged_in`, the page views the gateway enqueued (the jobs running
 * at once share one INSERT, see BrowsingBatcher), and the hourly retention of both.
 */
export const trackingWorker: WorkerDefinition<'tracking'> = {
  queue: 'tracking',
  entities: [...coreEntities, ...trackingEntities],
  events: trackingSubscriptions,
  jobs: trackingJobs,
  schedules: {
    [TrackingJob.PurgeTrackingRecords]: { pattern: PURGE_TRACKING_RECORDS_PATTERN },
  },
  concurrency: 8,
};

export { startWorker };

// Run as a process when executed directly (node services/tracking/dist/worker.js).
if (import.meta.url === `file://${process.argv[1]}`) await runWorkerProcess(trackingWorker);
