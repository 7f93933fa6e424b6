import type { EntityManager } from '@koalarent/core';
import type { LoginRecordPublication } from '../contracts.js';
import { LoginRecord } from '../entities/login-record.entity.js';
import {
  cursorColumn,
  pageOf,
  type RecordPage,
  recordListQuery,
  type TrackingRecordFilter,
} from './record-query.js';

/** The most records one read returns: the admin feed pages no further back, and no caller can ask for a table scan. */
export const MAX_RECENT_LOGIN_RECORDS = 200;

/**
 * The newest login records, newest first (ties broken by id, so a page is stable), in the shape the live feed
 * publishes: a caller gets the same record from the query and from the feed. `limit` is clamped to
 * 1..MAX_RECENT_LOGIN_RECORDS. Permission is the caller's to decide (the gateway allows admins only).
 */
export async function recentLoginRecords(
  em: EntityManager,
  limit: number,
): Promise<LoginRecordPublication[]> {
  const take = Math.min(Math.max(Math.trunc(limit), 1), MAX_RECENT_LOGIN_RECORDS);
  // The user is populated in the same round trip: each record shows its member's username.
  const rows = await em.find(
    LoginRecord,
    {},
    { orderBy: { timestamp: 'desc', id: 'desc' }, limit: take, populate: ['user'] },
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.user.id,
    username: r.user.getEntity().username,
    ipAddress: r.ipAddress,
    location: r.location,
    country: r.country,
    city: r.city,
    browser: r.browser,
    device: r.device,
    timestamp: r.timestamp.toISOString(),
  }));
}

/** A row as the query reads it: the publication's fields, the time as the driver gives it, and the page cursor. */
type LoginRow = Omit<LoginRecordPublication, 'timestamp'> & {
  timestamp: Date | string;
  cursorTimestamp: string;
};

/**
 * Login history for the admins' Tracking tab: newest first, one page at a time, narrowed to a member, a time
 * range from `now` (default the last 7 days) and a free-text search over username, IP address, location, browser
 * and device. Permission is the caller's to decide (the gateway allows admins only).
 */
export async function loginRecords(
  em: EntityManager,
  filter: TrackingRecordFilter,
  now = new Date(),
): Promise<RecordPage<LoginRecordPublication>> {
  const { where, params, limit } = recordListQuery(
    filter,
    { alias: 'r', searchable: ['u.username', 'r.ip_address', 'r.location', 'r.browser', 'r.device'] },
    now,
  );
  const rows: LoginRow[] = await em.getConnection().execute(
    `select r.id, r.user_id as "userId", u.username, r.ip_address as "ipAddress", r.location, r.country, r.city,
            r.browser, r.device, r."timestamp", ${cursorColumn('r')}
       from login_records r join users u on u.id = r.user_id
      where ${where}
      order by r."timestamp" desc, r.id desc
      limit ${limit + 1}`,
    params,
  );
  return pageOf(rows, limit, ({ cursorTimestamp: _, timestamp, ...row }) => ({
    ...row,
    timestamp: new Date(timestamp).toISOString(),
  }));
}
