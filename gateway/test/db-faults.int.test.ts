import type { Config } from '@koalarent/core';
import { uniqueRedisPrefix } from '@koalarent/core/testing';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway, type Gateway } from '../src/app.js';
import { Client } from './harness.js';
import { databaseBehindProxy, type FrozenDatabaseFixture, type PausableProxy } from './pausable-proxy.js';

/** Every answer while PostgreSQL is frozen must come within this, far below the 30 s test timeout. */
const PROMPT_MS = 5_000;

interface Timed<T> {
  ms: number;
  result: T;
}

async function timed<T>(run: () => Promise<T>): Promise<Timed<T>> {
  const started = performance.now();
  const result = await run();
  return { ms: Math.round(performance.now() - started), result };
}

describe('PostgreSQL that stops answering', () => {
  let proxy: PausableProxy;
  let gateway: Gateway;
  let config: Config;
  let client: Client;
  let database: FrozenDatabaseFixture | undefined;

  beforeAll(async () => {
    database = await databaseBehindProxy(inject('adminDatabaseUrl'), inject('templateDatabase'), {
      REDIS_URL: inject('redisUrl'),
      REDIS_PREFIX: uniqueRedisPrefix('faults'),
    });
    ({ proxy, config } = database);
    gateway = await createGateway(config);
    client = new Client(`http://127.0.0.1:${await gateway.listen(0, '127.0.0.1')}`);
  });

  afterEach(() => proxy.resume());

  afterAll(async () => {
    proxy?.resume();
    await gateway?.stop();
    await database?.close();
  });

  it('answers normally through the proxy while the database answers', async () => {
    expect((await client.request('GET', '/readyz')).status).toBe(200);
    const categories = await client.graphql<{ categories: { name: string }[] }>('{ categories { name } }');
    expect(categories.body.data?.categories.length).toBeGreaterThan(0);
  });

  it('/readyz answers 503 promptly, naming the database', async () => {
    // A warm pool first: its idle connections are the ones a frozen server strands.
    expect((await client.request('GET', '/readyz')).status).toBe(200);
    proxy.pause();
    const { ms, result } = await timed(() =>
      client.request<{ status: string; checks: Record<string, string> }>('GET', '/readyz'),
    );
    console.info(`readyz with PostgreSQL paused: ${result.status} in ${ms} ms`);
    expect(result.status).toBe(503);
    expect(result.body.checks.database).not.toBe('ok');
    expect(result.body.checks.redis).toBe('ok');
    expect(ms).toBeLessThan(PROMPT_MS);
  });

  it('a GraphQL query gets a clear 503 with Retry-After within seconds, then works again', async () => {
    expect((await client.graphql('{ categories { name } }')).status).toBe(200);
    proxy.pause();
    // Two at once: one strands a pooled connection mid-query, the other waits on a new connection.
    const answers = await Promise.all(
      [0, 1].map(() => timed(() => client.graphql<{ categories: unknown }>('{ categories { name } }'))),
    );
    for (const { ms, result } of answers) {
      console.info(`GraphQL with PostgreSQL paused: ${result.status} in ${ms} ms`);
      expect(result.status).toBe(503);
      expect(result.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(result.body.errors?.[0]).toMatchObject({
        message: 'The service is temporarily unavailable. Please try again in a moment.',
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
      expect(ms).toBeLessThan(PROMPT_MS);
    }

    proxy.resume();
    const recovered = await client.graphql<{ categories: unknown[] }>('{ categories { name } }');
    expect(recovered.status).toBe(200);
    expect(recovered.body.data?.categories.length).toBeGreaterThan(0);
  });

  it('a REST call gets the same 503 with Retry-After', async () => {
    expect((await client.request('GET', '/api/categories')).status).toBe(200);
    proxy.pause();
    const { ms, result } = await timed(() =>
      client.request<{ message: string; code: string }>('GET', '/api/categories'),
    );
    console.info(`REST with PostgreSQL paused: ${result.status} in ${ms} ms`);
    expect(result.status).toBe(503);
    expect(result.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(result.body).toMatchObject({
      message: 'The service is temporarily unavailable. Please try again in a moment.',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(ms).toBeLessThan(PROMPT_MS);
  });

  it('a REST write (answered by the fast lane, its mutation compiled) gets the same 503 with Retry-After', async () => {
    proxy.pause();
    const { ms, result } = await timed(() =>
      new Client(client.baseUrl).request<{ message: string; code: string }>('POST', '/api/auth/login', {
        email: 'nobody@koalarent.test',
        password: 'not-a-real-password-1',
      }),
    );
    console.info(`REST write with PostgreSQL paused: ${result.status} in ${ms} ms`);
    expect(result.status).toBe(503);
    expect(result.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(result.headers.get('etag'), 'answered by the fast lane, not Express').toBeNull();
    expect(result.body).toMatchObject({
      message: 'The service is temporarily unavailable. Please try again in a moment.',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(ms).toBeLessThan(PROMPT_MS);
  });
});
