import { type EventEnvelope, publishRealtime, Topics, User, type WorkerDeps } from '@koalarent/core';
import type { LoginRecordPublication } from '../contracts.js';
import { LoginRecord } from '../entities/login-record.entity.js';
import { locateIp } from '../login/ip-location.js';
import { describeUserAgent } from '../login/user-agent.js';

/**
 * `user.logged_in` → a LoginRecord, then a live publication for the admins' feed. Idempotent: the record's
 * unique event id makes a redelivered job find the row it already wrote and only republish.
 */
export async function recordLogin(event: EventEnvelope<'user.logged_in'>, deps: WorkerDeps): Promise<string> {
  const { eventId, payload, occurredAt } = event;
  const em = deps.orm.em.fork();
  const user = await em.findOne(User, { id: payload.userId });
  if (!user) return 'skipped: user gone';
  let record = await em.findOne(LoginRecord, { eventId });
  if (!record) {
    const { browser, device } = describeUserAgent(payload.userAgent);
    const place = await locateIp(payload.ipAddress);
    record = em.create(LoginRecord, {
      user,
      eventId,
      ipAddress: payload.ipAddress,
      ...place,
      browser,
      device,
      via: payload.via,
      timestamp: new Date(occurredAt),
    });
    await em.insert(LoginRecord, record).catch(async (error: unknown) => {
      if ((error as { code?: string }).code !== '23505') throw error;
    });
    record = (await em.fork().findOne(LoginRecord, { eventId })) ?? record;
  }
  const publication: LoginRecordPublication = {
    id: record.id,
    userId: user.id,
    username: user.username,
    ipAddress: record.ipAddress,
    location: record.location,
    country: record.country,
    city: record.city,
    browser: record.browser,
    device: record.device,
    timestamp: record.timestamp.toISOString(),
  };
  await publishRealtime(deps.redis, deps.config.REDIS_PREFIX, Topics.loginRecorded, publication);
  return 'recorded';
}
