import { coreEntities } from './entities.js';
import { CoreJob, coreJobs } from './jobs/core-jobs.js';
import { REMOVE_DECIDED_IDENTITY_DOCUMENTS_PATTERN } from './jobs/remove-decided-identity-documents.job.js';
import { REMOVE_UNATTACHED_UPLOADS_PATTERN } from './jobs/remove-unattached-uploads.job.js';
import { runWorkerProcess, type WorkerDefinition } from './worker/run-worker.js';

/**
 * Core's worker: the jobs of what core owns, which no service's worker should carry — today the hourly clean-up of
 * uploads no listing or profile uses (files included, so it needs the upload store as the gateway has it) and the
 * deletion of identity photos 30 days after their check's decision. It
 * consumes no events. Runnable as its own process: `node services/core/dist/worker.js`.
 */
export const coreWorker: WorkerDefinition<'core'> = {
  queue: 'core',
  entities: coreEntities,
  jobs: coreJobs,
  schedules: {
    [CoreJob.RemoveUnattachedUploads]: { pattern: REMOVE_UNATTACHED_UPLOADS_PATTERN },
    [CoreJob.RemoveDecidedIdentityDocuments]: { pattern: REMOVE_DECIDED_IDENTITY_DOCUMENTS_PATTERN },
  },
  // Hourly maintenance: one job at a time, on a small pool.
  concurrency: 1,
};

// Run as a process when executed directly (node services/core/dist/worker.js).
if (import.meta.url === `file://${process.argv[1]}`) await runWorkerProcess(coreWorker);
