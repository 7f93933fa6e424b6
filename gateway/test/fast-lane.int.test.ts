import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, makeVerifiedUser, startStack, type TestStack } from './harness.js';

let stack: TestStack;
let member: Client;

beforeAll(async () => {
  stack = await startStack();
  const user = await makeVerifiedUser(stack);
  member = new Client(stack.baseUrl);
  expect((await member.request('POST', '/api/auth/login', user)).status).toBe(200);
});
afterAll(async () => {
  await stack?.stop();
});

const SAME_HEADERS = [
  'content-type',
  'cache-control',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-resource-policy',
];

/** Sends a document twice: the first answer comes from Apollo, the repeat from the fast lane. */
async function twice(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const first = await client.graphql(query, variables);
  const second = await client.graphql(query, variables);
  return { first, second };
}

describe('the fast lane answers repeated queries exactly as Apollo does', () => {
  it('gives the same body, status and headers, and only after Apollo validated the document', async () => {
    const query = 'query Mine { me { id username koalaRank } categories { id name } }';
    expect(stack.gateway.validatedQueries.get(query, undefined)).toBeUndefined();
    const { first, second } = await twice(member, query);
    expect(stack.gateway.validatedQueries.get(query, undefined)).toBeDefined();
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    for (const name of SAME_HEADERS) expect(second.headers.get(name), name).toBe(first.headers.get(name));
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
  });

  it('formats errors the same way, request id included', async () => {
    const { first, second } = await twice(member, '{ recentLoginRecords(limit: 1) { id } }');
    for (const res of [first, second]) {
      expect(res.body.errors?.[0]).toMatchObject({
        message: 'You do not have permission to do that.',
        extensions: { code: 'FORBIDDEN', reason: 'FORBIDDEN', requestId: res.headers.get('x-request-id') },
      });
    }
    expect({ ...second.body.errors?.[0], extensions: {} }).toEqual({
      ...first.body.errors?.[0],
      extensions: {},
    });
  });

  it('leaves bad variables, mutations and unreadable bodies to the same answers as before', async () => {
    const query = 'query($limit: Int!) { recentLoginRecords(limit: $limit) { id } }';
    await member.graphql(query, { limit: 1 });
    const bad = await member.graphql(query, { limit: 'many' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const mutation = 'mutation { logout }';
    const anonymous = new Client(stack.baseUrl);
    await twice(anonymous, mutation);
    expect(stack.gateway.validatedQueries.get(mutation, undefined)).toBeUndefined();

    const broken = await member.request<{ code: string }>('POST', '/graphql', '{"query": ', {
      'content-type': 'application/json',
    });
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe('MALFORMED_REQUEST');
  });

  it('answers GET REST shims and /healthz with the security headers and no-store', async () => {
    const me = await member.request<{ username: string }>('GET', '/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    // A JSON answer is never a page: it gets the strictest policy.
    expect(me.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(me.headers.get('x-content-type-options')).toBe('nosniff');
    expect(me.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const anonymous = await new Client(stack.baseUrl).request<{ code: string }>('GET', '/api/auth/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
    const health = await fetch(`${stack.baseUrl}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
