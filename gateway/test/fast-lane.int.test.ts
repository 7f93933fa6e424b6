import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, makeVerifiedUser, startStack, type TestStack } from './harness.js';

let stack: TestStack;
let member: Client;

beforeAll(async () => {
  // A trusted proxy's X-Forwarded-Proto sends a request to Express (HTTPS detection is Express's), which lets the
  // tests below compare the two server paths on the same request.
  stack = await startStack({ TRUST_PROXY: 'loopback' });
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

/**
 * REST writes: both server paths read the body with the one reader and find the row with the one matcher, and check
 * the Origin with the same function. A request through the trusted proxy (X-Forwarded-Proto) is Express's, so each
 * pair below is the same request answered once by each; Express marks its answers with an ETag, the fast lane's
 * carry none.
 */
describe('the fast lane answers REST writes exactly as Express does', () => {
  const bookingBody = { itemId: 1, startDate: '2000-01-01', endDate: '2000-01-02', totalPrice: 1 };

  async function bothWays(body: unknown, headers: Record<string, string> = {}) {
    const express = await member.request<Record<string, unknown>>('POST', '/api/bookings', body, {
      ...headers,
      'x-forwarded-proto': 'http',
    });
    const lane = await member.request<Record<string, unknown>>('POST', '/api/bookings/', body, headers);
    expect(express.headers.get('etag'), 'answered by Express').not.toBeNull();
    expect(lane.headers.get('etag'), 'answered by the fast lane').toBeNull();
    expect(lane.status).toBe(express.status);
    expect({ ...lane.body, requestId: 'x' }).toEqual({ ...express.body, requestId: 'x' });
    expect(lane.body.requestId).toBe(lane.headers.get('x-request-id'));
    // Express sends the web app's long page policy on every answer; a JSON answer from the lane has the strictest.
    for (const name of SAME_HEADERS.filter((h) => h !== 'content-security-policy'))
      expect(lane.headers.get(name), name).toBe(express.headers.get(name));
    expect(lane.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    return lane;
  }

  it('gives a refusal the same status, body and headers', async () => {
    const refused = await bothWays(bookingBody);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/idempotency key is required/i);
  });

  it('refuses a write from another site, and takes one from our own page or without Origin', async () => {
    const foreign = await bothWays(bookingBody, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('BAD_ORIGIN');
    const fetchSite = await bothWays(bookingBody, { 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.body.code).toBe('BAD_ORIGIN');
    for (const origin of [stack.config.publicUrl, stack.baseUrl]) {
      const own = await bothWays(bookingBody, { origin });
      expect(own.status, origin).toBe(400);
      expect(own.body.code, origin).not.toBe('BAD_ORIGIN');
    }
  });

  it('reads bodies as body-parser does: malformed JSON and bare values are 400, an array is an empty body', async () => {
    for (const raw of ['{"itemId": ', '"text"', '42', 'null']) {
      const bad = await bothWays(raw);
      expect(bad.status, raw).toBe(400);
      expect(bad.body, raw).toMatchObject({
        code: 'MALFORMED_REQUEST',
        message: 'The request body is not valid JSON.',
      });
    }
    // Unreadable before it is foreign: the body is parsed first on both.
    expect((await bothWays('{', { origin: 'https://evil.example' })).body.code).toBe('MALFORMED_REQUEST');
    const array = await bothWays('[1, 2]');
    expect(array.status).toBe(400);
    expect(array.body.code).not.toBe('MALFORMED_REQUEST');
  });

  it('reads what is not JSON, too large or compressed the same way on both', async () => {
    // Not JSON: nothing is parsed and the route sees an empty body.
    const text = await bothWays('itemId=1', { 'content-type': 'text/plain' });
    expect(text.status).toBe(400);
    expect(text.body.message).toMatch(/idempotency key is required/i);
    // Too large: 413.
    const large = await bothWays({ ...bookingBody, message: 'x'.repeat(200 * 1024) });
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({
      code: 'MALFORMED_REQUEST',
      message: 'The request body is too large.',
    });
    // A gzip body is inflated; a charset that is not UTF is refused.
    const zipped = async (headers: Record<string, string>) => {
      const res = await fetch(`${stack.baseUrl}/api/bookings`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-encoding': 'gzip',
          cookie: member.cookieHeader,
          ...headers,
        },
        body: gzipSync(JSON.stringify(bookingBody)),
      });
      return {
        status: res.status,
        etag: res.headers.get('etag'),
        body: (await res.json()) as { message: string },
      };
    };
    const [viaExpress, viaLane] = [await zipped({ 'x-forwarded-proto': 'http' }), await zipped({})];
    expect([viaExpress.etag !== null, viaLane.etag]).toEqual([true, null]);
    for (const answer of [viaExpress, viaLane]) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/idempotency key is required/i);
    }
    const latin = await bothWays(JSON.stringify(bookingBody), {
      'content-type': 'application/json; charset=latin1',
    });
    expect(latin.status).toBe(415);
    expect(latin.body.code).toBe('MALFORMED_REQUEST');
  });

  it('finds a row the same way on both: any case, a trailing slash, an undecodable parameter', async () => {
    const paths = [
      '/api/AUTH/me',
      '/api/auth/me/',
      '/api/items/%E0%A4%A',
      '/api/items/999999',
      '/api/nowhere',
    ];
    for (const path of paths) {
      const express = await member.request<Record<string, unknown>>('GET', path, undefined, {
        'x-forwarded-proto': 'http',
      });
      const lane = await member.request<Record<string, unknown>>('GET', path);
      expect(lane.status, path).toBe(express.status);
      expect({ ...lane.body, requestId: 'x' }, path).toEqual({ ...express.body, requestId: 'x' });
    }
    expect((await member.request('GET', '/api/AUTH/me')).status).toBe(200);
    // OPTIONS (Express's) lists the methods the path's rows answer, as its router did per mounted row.
    const options = await fetch(`${stack.baseUrl}/api/items`, { method: 'OPTIONS' });
    expect(options.status).toBe(200);
    expect(options.headers.get('allow')).toBe('GET, HEAD, POST');
    expect((await member.request('GET', '/api/items/%E0%A4%A')).status).toBe(400);
  });

  it('answers a signed-out write and one that sets cookies', async () => {
    const anonymous = new Client(stack.baseUrl);
    const refused = await anonymous.request<{ code: string }>('POST', '/api/bookings', bookingBody, {
      'idempotency-key': 'fast-lane-anonymous-1',
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('etag')).toBeNull();
    const user = await makeVerifiedUser(stack);
    const login = await anonymous.request<{ username: string }>('POST', '/api/auth/login', user);
    expect(login.status).toBe(200);
    expect(login.headers.get('etag')).toBeNull();
    expect(login.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect((await anonymous.request('GET', '/api/auth/me')).status).toBe(200);
    const logout = await anonymous.request('POST', '/api/auth/logout');
    expect(logout.status).toBe(200);
    expect((await anonymous.request('GET', '/api/auth/me')).status).toBe(401);
  });
});
