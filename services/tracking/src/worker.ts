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
import { recordLogin } from './jobs/record-login.job.js';

/** The events tracking consumes, each consumer named once beside the handler it runs. */
export const trackingEvents = {
  'user.logged_in': { 'record-login': recordLogin },
} satisfies EventSubscriptions;

export const trackingWorker: WorkerDefinition<'tracking'> = {
  queue: 'tracking',
  entities: [...coreEntities, ...trackingEntities],
  events: trackingEvents,
  // Housekeeping lives here beside the other retention-style work: uploads no listing used are removed hourly.
  jobs: { [UPLOAD_CLEANUP_JOB]: removeUnattachedUploadsJob },
  schedules: { [UPLOAD_CLEANUP_JOB]: { pattern: UPLOAD_CLEANUP_PATTERN } },
  concurrency: 8,
};

export { startWorker };

// Run as a process when executed directly (node services/tracking/dist/worker.js).
if (import.meta.url === `file://${process.argv[1]}`) await runWorkerProcess(trackingWorker);
