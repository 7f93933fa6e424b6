import {
  coreEntities,
  type EventSubscriptions,
  removeUnattachedUploadsJob,
  runWorkerProcess,
  startWorker,
  UPLOAD_CLEANUP_JOB,
  UPLOAD_CLEANUP_PATTERN,
  type WorkerDefinition,
} from '@koalarent/core';
import { trackingEntities } from './entities.js';
import {
  PURGE_TRACKING_RECORDS_JOB,
  PURGE_TRACKING_RECORDS_PATTERN,
  purgeTrackingRecordsJob,
} from './jobs/purge-tracking-records.job.js';
import { recordLogin } from './jobs/record-login.job.js';
import { RECORD_PAGE_VIEWS_JOB, recordPageViewsJob } from './jobs/record-page-views.job.js';

/** The events tracking consumes, each consumer named once beside the handler it runs. */
export const trackingEvents = {
  'user.logged_in': { 'record-login': recordLogin },
} satisfies EventSubscriptions;

export const trackingWorker: WorkerDefinition<'tracking'> = {
  queue: 'tracking',
  entities: [...coreEntities, ...trackingEntities],
  events: trackingEvents,
  jobs: {
    // Page views the gateway enqueued; the jobs running at once share one INSERT (see BrowsingBatcher).
    [RECORD_PAGE_VIEWS_JOB]: recordPageViewsJob,
    // Retention: login and browsing records older than TRACKING_RETENTION_DAYS, hourly.
    [PURGE_TRACKING_RECORDS_JOB]: purgeTrackingRecordsJob,
    // Housekeeping lives here beside the other retention-style work: uploads no listing used are removed hourly.
    [UPLOAD_CLEANUP_JOB]: removeUnattachedUploadsJob,
  },
  schedules: {
    [PURGE_TRACKING_RECORDS_JOB]: { pattern: PURGE_TRACKING_RECORDS_PATTERN },
    [UPLOAD_CLEANUP_JOB]: { pattern: UPLOAD_CLEANUP_PATTERN },
  },
  concurrency: 8,
};

export { startWorker };

// Run as a process when executed directly (node services/tracking/dist/worker.js).
if (import.meta.url === `file://${process.argv[1]}`) await runWorkerProcess(trackingWorker);
