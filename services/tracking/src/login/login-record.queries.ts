import type { EntityManager } from '@koalarent/core';
import type { LoginRecordPublication } from '../client.js';
import { LoginRecord } from './login-record.entity.js';

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
