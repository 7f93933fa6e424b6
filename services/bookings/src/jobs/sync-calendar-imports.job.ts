import type { WorkerDeps } from '@koalarent/core';
import { dueCalendarImports, type SyncOutcome, syncCalendarImport } from '../calendar/sync.js';

/** Fetches at once, in one job: a slow calendar server holds one of these, not one of the worker's booking slots. */
const PARALLEL_FETCHES = 4;

/**
 * Every few minutes (a schedule of the bookings worker), each imported calendar last synced a sync interval ago
 * (CALENDAR_SYNC_INTERVAL_MINUTES) or never is fetched again and its ranges replaced (issue 23 §3). One import's
 * refusal is recorded on it and does not stop the others.
 */
export async function syncCalendarImportsJob(
  deps: WorkerDeps,
): Promise<{ ok: number; error: number; skipped: number }> {
  const due = await dueCalendarImports(deps);
  const counts = { ok: 0, error: 0, skipped: 0 };
  let next = 0;
  const lane = async () => {
    while (next < due.length) {
      const importId = due[next++]!;
      let outcome: SyncOutcome;
      try {
        outcome = await syncCalendarImport(deps, importId);
      } catch (err) {
        deps.logger.error({ err, importId }, 'calendar import sync failed');
        counts.error++;
        continue;
      }
      counts[outcome.status]++;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_FETCHES }, lane));
  return counts;
}
