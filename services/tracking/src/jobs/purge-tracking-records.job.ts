import type { EntityManager, WorkerDeps } from '@koalarent/core';

/** `purge-tracking-records` runs hourly, off the hour. */
export const PURGE_TRACKING_RECORDS_PATTERN = '17 * * * *';
/** Rows one statement deletes: short statements hold no long locks and stay far inside the statement timeout. */
const CHUNK = 5_000;

const DAY_MS = 24 * 3600 * 1000;

async function deleteOlder(em: EntityManager, table: 'login_records' | 'browsing_records', cutoff: Date) {
  let total = 0;
  for (;;) {
    // The timestamp index finds the old rows; each round deletes at most CHUNK of them.
    const { affectedRows } = await em
      .getConnection()
      .execute(
        `delete from ${table} where id in (select id from ${table} where "timestamp" < ? limit ${CHUNK})`,
        [cutoff],
        'run',
      );
    total += affectedRows;
    if (affectedRows < CHUNK) return total;
  }
}

/** Deletes login and browsing records older than TRACKING_RETENTION_DAYS before `now`. */
export async function purgeTrackingRecords(
  em: EntityManager,
  retentionDays: number,
  now = new Date(),
): Promise<{ logins: number; browsing: number }> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const logins = await deleteOlder(em, 'login_records', cutoff);
  const browsing = await deleteOlder(em, 'browsing_records', cutoff);
  return { logins, browsing };
}

/** The repeating retention job of the tracking worker (it takes no payload). */
export async function purgeTrackingRecordsJob(_payload: unknown, deps: WorkerDeps): Promise<string> {
  const { logins, browsing } = await purgeTrackingRecords(
    deps.orm.em.fork(),
    deps.config.TRACKING_RETENTION_DAYS,
  );
  if (logins + browsing > 0)
    deps.logger.info({ logins, browsing }, 'deleted tracking records past their retention');
  return `deleted ${logins} login and ${browsing} browsing records`;
}
