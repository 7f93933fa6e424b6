import { bookingsWorker } from '@koalarent/bookings/worker';
import { type Config, type RunningWorker, startWorker } from '@koalarent/core';
import { uniqueRedisPrefix } from '@koalarent/core/testing';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway, type Gateway } from '../src/app.js';
import { card, day, newKey } from './bookings-fixtures.js';
import { Client, type HttpResult } from './harness.js';
import { databaseBehindProxy, type FrozenDatabaseFixture, type PausableProxy } from './pausable-proxy.js';

/**
 * Every answer while PostgreSQL is frozen must come within this: the 2 s statement bound below, the client's 1 s
 * beyond it, and room for a busy machine; far below the 30 s test timeout.
 */
const PROMPT_MS = 6_000;

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await run();
  return { ms: Math.round(performance.now() - started), result };
}

function bookingBody() {
  return {
    itemId: 1,
    startDate: day(10),
    endDate: day(12),
    totalPrice: 100,
    deliveryOption: 'pickup',
    paymentMethod: card(),
  };
}

interface ErrorBody {
  message: string;
  code: string;
}

describe('PostgreSQL that freezes under a write in a transaction', () => {
  let proxy: PausableProxy;
  let gateway: Gateway;
  let worker: RunningWorker;
  let config: Config;
  let admin: Client;
  let adminId: number;
  let database: FrozenDatabaseFixture | undefined;

  beforeAll(async () => {
    database = await databaseBehindProxy(inject('adminDatabaseUrl'), inject('templateDatabase'), {
      REDIS_URL: inject('redisUrl'),
      REDIS_PREFIX: uniqueRedisPrefix('txfaults'),
      DEMO_MODE: 'true',
    });
    ({ proxy, config } = database);
    gateway = await createGateway(config);
    worker = await startWorker(bookingsWorker, config);
    admin = new Client(`http://127.0.0.1:${await gateway.listen(0, '127.0.0.1')}`);
    const login = await admin.request<{ id: number }>('POST', '/api/auth/admin/login', {
      email: 'admin@koalarent.test',
      password: 'KoalaAdmin!2024',
    });
    expect(login.status).toBe(200);
    adminId = login.body.id;
  });

  afterEach(() => proxy.resume());

  afterAll(async () => {
    proxy?.resume();
    await worker?.stop();
    await gateway?.stop();
    await database?.close();
  });

  /** Writes whose statements run in a transaction, each as a client sends it. */
  const WRITES: { name: string; send: () => Promise<HttpResult<ErrorBody>> }[] = [
    {
      name: 'REST booking request paying with a new card (the card is stored in a transaction)',
      send: () =>
        admin.request<ErrorBody>('POST', '/api/bookings', bookingBody(), {
          'idempotency-key': newKey('frozen'),
        }),
    },
    {
      name: 'GraphQL booking request paying with a new card',
      send: () =>
        admin.request<ErrorBody>('POST', '/graphql', {
          query:
            'mutation Book($i: BookingRequestInput!, $k: String!) { requestBooking(input: $i, idempotencyKey: $k) { id } }',
          variables: { i: { ...bookingBody(), paymentMethod: undefined, card: card() }, k: newKey('frozen') },
        }),
    },
    {
      name: 'REST profile update',
      send: () =>
        admin.request<ErrorBody>('PUT', `/api/users/${adminId}`, { fullName: 'Frozen Admin', phone: null }),
    },
    {
      name: 'REST registration',
      send: () =>
        new Client(admin.baseUrl).request<ErrorBody>('POST', '/api/auth/register', {
          fullName: 'Frozen Person',
          username: `frozen${Date.now() % 100000}`,
          email: `frozen${Date.now()}@example.com`,
          password: 'secret123',
        }),
    },
  ];

  it.each(WRITES.map((w) => [w.name, w] as const))(
    '%s answers 503 with Retry-After, promptly',
    async (_, write) => {
      // A warm pool: its idle connections are the ones a frozen server strands mid-transaction.
      expect((await admin.request('GET', '/api/categories')).status).toBe(200);
      proxy.pause();
      const { ms, result } = await timed(write.send);
      console.info(
        `${write.name} with PostgreSQL paused: ${result.status} in ${ms} ms ${JSON.stringify(result.body)}`,
      );
      expect(result.status).toBe(503);
      expect(result.headers.get('retry-after')).toMatch(/^\d+$/);
      const body = result.body as ErrorBody & {
        errors?: { message: string; extensions: { code: string } }[];
      };
      const error = body.errors?.[0] ?? { message: body.message, extensions: { code: body.code } };
      // The code, not the wording: a booking's 503 also says to retry with the same key.
      expect(error.extensions.code).toBe('SERVICE_UNAVAILABLE');
      expect(error.message).toMatch(/^The service is temporarily unavailable\./);
      expect(ms).toBeLessThan(PROMPT_MS);
    },
  );

  it('a booking paid with a saved card (its transaction runs in the worker) answers 503 with the key to retry with, promptly', async () => {
    // An approved listing of another member's to rent (this database has none), written directly.
    const sql = gateway.deps.orm.em.fork().getConnection();
    const [owner] = await sql.execute<{ id: number }[]>(
      `insert into users (username, full_name, email, is_verified) values ('frozenowner', 'Frozen Owner', 'frozen-owner@example.com', true) returning id`,
    );
    const [item] = await sql.execute<{ id: number }[]>(
      `insert into items (title, description, category_id, owner_id, price_per_day_cents, currency, location, images, approval_status)
       values ('Frozen drill', 'A drill for the frozen database test.', (select min(id) from categories), ?, 4500, 'USD', 'Sydney',
               '["/uploads/frozen/640.webp"]', 'approved') returning id`,
      [owner?.id],
    );
    // A first booking saves the card; the second pays with it, so nothing but the worker touches PostgreSQL.
    const first = await admin.request<{ id: number }>(
      'POST',
      '/api/bookings',
      { ...bookingBody(), itemId: item?.id, totalPrice: 103.5, startDate: day(20), endDate: day(21) },
      { 'idempotency-key': newKey('saved-card') },
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const cards = await admin.request<{ id: number }[]>('GET', '/api/payment-methods');
    const saved = cards.body[0]?.id;
    expect(saved).toBeDefined();
    const key = newKey('frozen-saved');
    proxy.pause();
    const { ms, result } = await timed(() =>
      admin.request<ErrorBody & { idempotencyKey?: string }>(
        'POST',
        '/api/bookings',
        {
          ...bookingBody(),
          itemId: item?.id,
          totalPrice: 103.5,
          startDate: day(30),
          endDate: day(31),
          paymentMethod: saved,
        },
        { 'idempotency-key': key },
      ),
    );
    console.info(`REST booking paid with a saved card with PostgreSQL paused: ${result.status} in ${ms} ms`);
    expect(result.status).toBe(503);
    expect(result.body.code).toBe('SERVICE_UNAVAILABLE');
    expect(result.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(result.headers.get('idempotency-key')).toBe(key);
    // The worker's attempt has its own bounds (a pooled connection stranded by an earlier case, then a new one), and
    // its failure answers the caller at once: well before the command's 10 s wait would have answered 202.
    expect(ms).toBeLessThan(9_000);
  });
});
