import type { WorkerDeps } from '@koalarent/core';
import { type SyncOutcome, syncCalendarImport } from '../calendar/sync.js';

/**
 * One imported calendar synced now (issue 23 §3): queued when the owner adds it, so its days block at once rather
 * than at the next sweep. Replacing an import's ranges is idempotent, so a retried job does no harm.
 */
export function syncCalendarImportJob(deps: WorkerDeps, importId: number): Promise<SyncOutcome> {
  return syncCalendarImport(deps, importId);
}
