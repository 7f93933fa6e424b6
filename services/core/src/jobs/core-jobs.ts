import { z } from 'zod';
import { parsedJob, typedJobAdder } from '../worker/job-registry.js';
import type { JobHandler } from '../worker/run-worker.js';
import { removeDecidedIdentityDocumentsJob } from './remove-decided-identity-documents.job.js';
import { removeUnattachedUploadsJob } from './remove-unattached-uploads.job.js';

/**
 * The core queue's jobs (issue 22 §4), run by core's worker (services/core/src/worker.ts): one union of names, each
 * payload's schema beside it, and the handler table checked against both, so a job without a handler, a handler
 * without a name, or a handler that expects another payload does not compile; a payload is parsed, never cast.
 */
export const CoreJob = {
  /** Uploads no listing or profile uses, older than UPLOAD_RETENTION_HOURS (hourly, on a schedule). */
  RemoveUnattachedUploads: 'remove-unattached-uploads',
  /** Identity photos 30 days after the check's decision (hourly, on a schedule; issue 26 §1). */
  RemoveDecidedIdentityDocuments: 'remove-decided-identity-documents',
} as const;
export type CoreJobName = (typeof CoreJob)[keyof typeof CoreJob];

export const coreJobPayloads = {
  // A scheduled job: nothing rides on it, so whatever the scheduler stores is not read.
  [CoreJob.RemoveUnattachedUploads]: z.unknown(),
  [CoreJob.RemoveDecidedIdentityDocuments]: z.unknown(),
} satisfies Record<CoreJobName, z.ZodType>;
export type CoreJobPayload<N extends CoreJobName> = z.output<(typeof coreJobPayloads)[N]>;

/** Puts a job on the core queue; its payload is typed by its name, so a wrong one does not compile. */
export const addCoreJob = typedJobAdder(coreJobPayloads);

/** The worker's table: every job name's handler, each behind its own payload's parse. */
export const coreJobs = {
  [CoreJob.RemoveUnattachedUploads]: parsedJob(
    coreJobPayloads[CoreJob.RemoveUnattachedUploads],
    removeUnattachedUploadsJob,
  ),
  [CoreJob.RemoveDecidedIdentityDocuments]: parsedJob(
    coreJobPayloads[CoreJob.RemoveDecidedIdentityDocuments],
    removeDecidedIdentityDocumentsJob,
  ),
} satisfies Record<CoreJobName, JobHandler>;
