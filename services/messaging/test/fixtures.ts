import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Config,
  channelName,
  coreEntities,
  createOrm,
  createRedis,
  DomainError,
  type EventPayload,
  type EventType,
  loadConfig,
  type Orm,
  recordEvent,
} from '@koalarent/core';
import { createDatabaseFromTemplate, uniqueRedisPrefix } from '@koalarent/core/testing';
import { expect, inject } from 'vitest';
import type { MessagingActor, MessagingCommandDeps } from '../src/client.js';
import { messagingEntities } from '../src/entities.js';

export type Row = Record<string, unknown>;

/** One file's world: its own database (from the migrated template), Redis prefix and mailbox folder. */
export interface World {
  config: Config;
  orm: Orm;
  redis: ReturnType<typeof createRedis>;
  mailboxDir: string;
  sql<T = Row>(text: string, params?: unknown[]): Promise<T[]>;
  /** What the gateway hands the messaging commands. */
  deps(): MessagingCommandDeps;
  close(): Promise<void>;
}

export async function openWorld(label: string): Promise<World> {
  const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
  const mailboxDir = await mkdtemp(path.join(tmpdir(), `koala-msg-${label}-`));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.databaseUrl,
    DATABASE_POOL_MAX: '4',
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: uniqueRedisPrefix(label),
    MAILBOX_DIR: mailboxDir,
    PUBLIC_URL: 'http://koala.test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
  });
  const orm = await createOrm({
    databaseUrl: db.databaseUrl,
    entities: [...coreEntities, ...messagingEntities],
    poolMax: 4,
  });
  const redis = createRedis(config.REDIS_URL);
  return {
    config,
    orm,
    redis,
    mailboxDir,
    sql: (text, params = []) => orm.em.fork().getConnection().execute(text, params),
    deps: () => ({ em: orm.em.fork(), redis, redisPrefix: config.REDIS_PREFIX }),
    async close() {
      await redis.quit().catch(() => undefined);
      await orm.close();
      await db.drop();
      await rm(mailboxDir, { recursive: true, force: true });
    },
  };
}

let serial = 0;
export const tag = () => `${process.pid}${Date.now() % 1_000_000}${++serial}`;

export interface Member extends MessagingActor {
  username: string;
  fullName: string;
  email: string;
}

export async function member(
  world: World,
  options: { fullName?: string; locked?: boolean; lastLoginAt?: Date | null } = {},
): Promise<Member> {
  const username = `m${tag()}`;
  const fullName = options.fullName ?? `Member ${username}`;
  const email = `${username}@example.com`;
  const [row] = await world.sql<{ id: number }>(
    `insert into users (username, full_name, email, is_verified, email_verified_at, is_locked, last_login_at)
     values (?, ?, ?, true, now(), ?, ?) returning id`,
    [username, fullName, email, options.locked ?? false, options.lastLoginAt ?? null],
  );
  return { id: Number(row!.id), role: 'user', username, fullName, email };
}

export async function item(
  world: World,
  ownerId: number,
  options: { title?: string; approval?: 'approved' | 'pending' } = {},
): Promise<{ id: number; title: string }> {
  const title = options.title ?? 'Cordless drill';
  const [row] = await world.sql<{ id: number }>(
    `insert into items (title, description, category_id, owner_id, currency, price_per_day_cents,
                        security_deposit_cents, quantity, images, availability, approval_status)
     values (?, 'An 18 V drill with two batteries and a case.', (select id from categories order by id limit 1),
             ?, 'USD', 4500, 30000, 1, '[]'::jsonb, true, ?)
     returning id`,
    [title, ownerId, options.approval ?? 'approved'],
  );
  return { id: Number(row!.id), title };
}

/** A booking row as the bookings service writes one (only the columns messaging reads matter). */
export async function booking(
  world: World,
  renterId: number,
  ownerId: number,
  itemId: number | null,
): Promise<number> {
  const [row] = await world.sql<{ id: number }>(
    `insert into bookings (item_id, renter_id, owner_id, status, start_date, end_date, days, currency,
                           daily_price_cents, rent_cents, fee_cents, total_cents, deposit_cents, single_unit,
                           delivery_method, request_key, expires_at)
     values (?, ?, ?, 'pending_approval', '2031-03-01', '2031-03-03', 3, 'USD', 4500, 13500, 2025, 15525, 30000,
             true, 'pickup', ?, now() + interval '48 hours')
     returning id`,
    [itemId, renterId, ownerId, `k-${tag()}`],
  );
  return Number(row!.id);
}

export async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

/** Collects what is published on some realtime topics. */
export async function listen(world: World, topics: string[]) {
  const subscriber = createRedis(world.config.REDIS_URL);
  const heard: { topic: string; payload: unknown }[] = [];
  const byChannel = new Map(topics.map((t) => [channelName(world.config.REDIS_PREFIX, t), t]));
  subscriber.on('message', (channel: string, message: string) => {
    const topic = byChannel.get(channel);
    if (topic) heard.push({ topic, payload: JSON.parse(message) });
  });
  await subscriber.subscribe(...byChannel.keys());
  return {
    heard,
    on: (topic: string) => heard.filter((h) => h.topic === topic).map((h) => h.payload),
    close: () => subscriber.quit().catch(() => undefined),
  };
}

/** Commits an event to the outbox, as a producer's transaction does; answers its id. */
export async function commitEvent<T extends EventType>(world: World, type: T, payload: EventPayload<T>) {
  return world.orm.em.fork().transactional(async (tx) => recordEvent(tx, type, payload).eventId);
}

/** The base every booking event carries. */
export function bookingFacts(
  bookingId: number,
  renter: Member,
  owner: Member,
  itemId: number | null,
  status: string,
  actorId: number | null,
) {
  return {
    bookingId,
    itemId,
    itemTitle: 'Cordless drill',
    renterId: renter.id,
    ownerId: owner.id,
    startDate: '2031-03-01',
    endDate: '2031-03-03',
    totalPrice: 155.25,
    currency: 'USD',
    status,
    actorId,
  };
}
