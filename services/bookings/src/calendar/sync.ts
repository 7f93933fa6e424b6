import {
  addDays,
  earliestStartDate,
  MAX_ADVANCE_DAYS,
  MAX_RENTAL_DAYS,
  run,
  sql,
  type WorkerDeps,
} from '@koalarent/core';
import { bookingWindow } from '../booking/availability.js';
import { availabilityRulesOf } from '../queries/availability.js';
import { blockedRangesFromIcs, type DayRange, type ImportWindow } from './ics-import.js';
import { CalendarFetchError, fetchCalendarBody, type SafeFetchOptions } from './safe-fetch.js';

/** How often each imported calendar is fetched again. */
const CALENDAR_SYNC_INTERVAL_MINUTES = 15;

/** How a sync ended: its ranges replaced, refused with a reason (nothing changed), or the import is gone. */
export type SyncOutcome =
  | { importId: number; status: 'ok'; ranges: number }
  | { importId: number; status: 'error'; errorCode: string; errorMessage: string }
  | { importId: number; status: 'skipped' };

/**
 * The days an import may block at `now`: from the first day a request could start to the last it could end (the
 * listing's horizon, or the farthest day anyone may block).
 */
async function importWindow(deps: WorkerDeps, itemId: number, now: Date): Promise<ImportWindow> {
  const rules = await availabilityRulesOf(deps.orm.em.fork(), itemId);
  const first = earliestStartDate(now);
  const latest = bookingWindow(rules, now).latestEnd;
  return { from: first, to: latest ?? addDays(first, MAX_ADVANCE_DAYS + MAX_RENTAL_DAYS + 1) };
}

/** The fetch rules of this process (loopback only with ICAL_ALLOW_LOOPBACK_HOSTS). */
function fetchOptionsOf(deps: WorkerDeps): SafeFetchOptions {
  return { allowLoopback: deps.config.ICAL_ALLOW_LOOPBACK_HOSTS };
}

/**
 * Issue 23 §3: one sync of an imported calendar. The fetch and the parse happen outside any transaction; then, under
 * the item's lock (the lock a booking request takes), the import's own ranges are replaced by the new ones in one
 * transaction — the owner's blocks, other imports' ranges and every booking stay as they are (an imported range over
 * a booking is shown to the owner as a conflict, the booking stands). A refused fetch or parse records its reason on
 * the import and changes no range.
 */
export async function syncCalendarImport(
  deps: WorkerDeps,
  importId: number,
  options: { now?: Date; fetch?: SafeFetchOptions } = {},
): Promise<SyncOutcome> {
  const now = options.now ?? new Date();
  const em = deps.orm.em.fork();
  const [found] = await sql<{ item_id: number; url: string }>(
    em,
    'select item_id, url from item_calendar_imports where id = ?',
    [importId],
  );
  if (!found) return { importId, status: 'skipped' };
  let ranges: DayRange[];
  try {
    const window = await importWindow(deps, found.item_id, now);
    const body = await fetchCalendarBody(found.url, options.fetch ?? fetchOptionsOf(deps));
    ranges = await blockedRangesFromIcs(body, window);
  } catch (error) {
    if (!(error instanceof CalendarFetchError)) throw error;
    const changed = await run(
      em,
      `update item_calendar_imports
          set status = 'error', error_code = ?, error_detail = ?, error_message = ?, last_sync_at = now()
        where id = ?`,
      [error.code, error.detail, error.message, importId],
    );
    if (changed === 0) return { importId, status: 'skipped' };
    return { importId, status: 'error', errorCode: error.code, errorMessage: error.message };
  }
  return em.transactional(async (tx) => {
    await sql(tx, 'select 1 from items where id = ? for update', [found.item_id]);
    const [still] = await sql<{ url: string }>(
      tx,
      'select url from item_calendar_imports where id = ? for update',
      [importId],
    );
    // Removed while it was fetched: its ranges went with it, and none may come back.
    if (!still || still.url !== found.url) return { importId, status: 'skipped' as const };
    const source = String(importId);
    await run(tx, 'delete from item_blocked_dates where item_id = ? and source = ?', [found.item_id, source]);
    if (ranges.length > 0)
      await run(
        tx,
        `insert into item_blocked_dates (item_id, start_date, end_date, note, source)
         select ?, r.s, r.e, null, ? from unnest(?::date[], ?::date[]) as r(s, e)`,
        [
          found.item_id,
          source,
          `{${ranges.map((r) => r.startDate).join(',')}}`,
          `{${ranges.map((r) => r.endDate).join(',')}}`,
        ],
      );
    await run(
      tx,
      `update item_calendar_imports
          set status = 'ok', error_code = null, error_detail = null, error_message = null,
              last_sync_at = now(), last_success_at = now(), range_count = ?
        where id = ?`,
      [ranges.length, importId],
    );
    return { importId, status: 'ok' as const, ranges: ranges.length };
  });
}

/** The imports due for a sync at `now`: never synced, or last synced an interval ago (a little early, for drift). */
export async function dueCalendarImports(deps: WorkerDeps, limit = 500): Promise<number[]> {
  const rows = await sql<{ id: number }>(
    deps.orm.em.fork(),
    `select id from item_calendar_imports
      where last_sync_at is null or last_sync_at <= now() - make_interval(mins => ?)
      order by last_sync_at nulls first, id limit ?`,
    [CALENDAR_SYNC_INTERVAL_MINUTES - 1, limit],
  );
  return rows.map((r) => r.id);
}
