import type { EntityManager } from '@koalarent/core';

/**
 * What the admin Overview asks of the tracking service (issue 22 §2: each service answers its own counts): the
 * sign-ins since a moment, and the newest login record's id, by which the live Overview notices new rows (login
 * records are written on the sign-in's path and carry no trigger).
 */
export async function loginCounts(
  em: EntityManager,
  since: Date,
): Promise<{ recorded: number; newestId: number }> {
  const [row]: { recorded: number; newest_id: number }[] = await em
    .getConnection()
    .execute(
      'select (select count(*) from login_records where "timestamp" >= ?)::int as recorded, (select coalesce(max(id), 0) from login_records)::int as newest_id',
      [since],
    );
  return { recorded: row?.recorded ?? 0, newestId: row?.newest_id ?? 0 };
}

/** The newest login record's id alone (a lookup at the right end of the primary key), for the live Overview's poll. */
export async function newestLoginRecordId(em: EntityManager): Promise<number> {
  const [row]: { id: number }[] = await em
    .getConnection()
    .execute('select coalesce(max(id), 0)::int as id from login_records');
  return row?.id ?? 0;
}
