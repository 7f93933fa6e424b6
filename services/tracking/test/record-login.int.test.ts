import {
  channelName,
  coreEntities,
  createLogger,
  createOrm,
  createRedis,
  type EventEnvelope,
  loadConfig,
  type Orm,
  OutboxRelay,
  Topics,
  User,
  type WorkerDeps,
} from '@koalarent/core';
import { createDatabaseFromTemplate, uniqueRedisPrefix } from '@koalarent/core/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LoginRecord } from '../src/entities/login-record.entity.js';
import { trackingEntities } from '../src/entities.js';
import { recordLogin } from '../src/jobs/record-login.job.js';

let orm: Orm;
let drop: () => Promise<void>;
let deps: WorkerDeps;
const prefix = uniqueRedisPrefix('track');
const redis = createRedis(inject('redisUrl'));
const listener = createRedis(inject('redisUrl'));

beforeAll(async () => {
  const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
  drop = db.drop;
  orm = await createOrm({
    databaseUrl: db.databaseUrl,
    entities: [...coreEntities, ...trackingEntities],
    poolMax: 4,
  });
  const logger = createLogger('test', 'silent');
  const config = loadConfig({ DATABASE_URL: db.databaseUrl, REDIS_PREFIX: prefix });
  deps = {
    config,
    logger,
    orm,
    redis,
    relay: new OutboxRelay({ orm, connection: redis, redisPrefix: prefix, logger }),
  };
});
afterAll(async () => {
  await orm?.close();
  await drop?.();
  await Promise.all([redis.quit(), listener.quit()]);
});

describe('record-login job', () => {
  it('writes one record per event, however often the job runs, and publishes it', async () => {
    const em = orm.em.fork();
    const user = em.create(User, {
      username: 'tracked',
      fullName: 'Tracked User',
      email: 'tracked@example.com',
    });
    await em.flush();
    const published: string[] = [];
    await listener.subscribe(channelName(prefix, Topics.loginRecorded));
    listener.on('message', (_channel: string, message: string) => published.push(message));

    const envelope: EventEnvelope<'user.logged_in'> = {
      eventId: '01930000-0000-7000-8000-000000004242',
      type: 'user.logged_in',
      occurredAt: '2026-11-20T10:00:00.000Z',
      payload: {
        userId: user.id,
        ipAddress: '203.0.113.9',
        userAgent:
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
        via: 'admin',
      },
    };
    expect(await recordLogin(envelope, deps)).toBe('recorded');
    expect(await recordLogin(envelope, deps)).toBe('recorded');
    const rows = await orm.em.fork().find(LoginRecord, { user: user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      eventId: '01930000-0000-7000-8000-000000004242',
      ipAddress: '203.0.113.9',
      location: 'Unknown location',
      browser: 'Safari 17',
      device: 'Desktop · macOS',
      via: 'admin',
    });
    expect(rows[0]!.timestamp.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    await expect.poll(() => published.length, { timeout: 10_000 }).toBe(2);
    expect(JSON.parse(published[0]!)).toMatchObject({
      userId: user.id,
      username: 'tracked',
      id: rows[0]!.id,
    });
  });

  it('locates a public address offline (city and country) and leaves a private one unknown', async () => {
    const em = orm.em.fork();
    const user = em.create(User, {
      username: 'traveller',
      fullName: 'Trav Eller',
      email: 'trav@example.com',
    });
    await em.flush();
    const login = (eventId: string, ipAddress: string): EventEnvelope<'user.logged_in'> => ({
      eventId,
      type: 'user.logged_in',
      occurredAt: new Date().toISOString(),
      payload: { userId: user.id, ipAddress, userAgent: '', via: 'member' },
    });
    await recordLogin(login('01930000-0000-7000-8000-000000005001', '81.2.69.142'), deps);
    await recordLogin(login('01930000-0000-7000-8000-000000005002', '192.168.1.20'), deps);
    await recordLogin(login('01930000-0000-7000-8000-000000005003', '2606:4700:4700::1111'), deps);
    const rows = await orm.em.fork().find(LoginRecord, { user: user.id }, { orderBy: { eventId: 'asc' } });
    expect(rows.map((r) => [r.ipAddress, r.location, r.city, r.country])).toEqual([
      ['81.2.69.142', 'London, United Kingdom', 'London', 'United Kingdom'],
      ['192.168.1.20', 'Unknown location', null, null],
      ['2606:4700:4700::1111', `${rows[2]!.city}, ${rows[2]!.country}`, rows[2]!.city, rows[2]!.country],
    ]);
    expect(rows[2]!.country).not.toBeNull();
    expect(rows.map((r) => r.browser)).toEqual(['Unknown browser', 'Unknown browser', 'Unknown browser']);
  });

  it('finishes as skipped when the user is gone', async () => {
    const result = await recordLogin(
      {
        eventId: '01930000-0000-7000-8000-000000000999',
        type: 'user.logged_in',
        occurredAt: new Date().toISOString(),
        payload: { userId: 987654, ipAddress: '::1', userAgent: '', via: 'member' },
      },
      deps,
    );
    expect(result).toBe('skipped: user gone');
  });
});
