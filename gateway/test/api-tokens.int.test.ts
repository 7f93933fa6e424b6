import { createHash } from 'node:crypto';
import { createClient } from 'graphql-ws';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createGateway } from '../src/app.js';
import {
  book,
  bookingBody,
  day,
  gqlRequest,
  newKey,
  type PricedItem,
  restRequest,
} from './bookings-fixtures.js';
import { type Member, publicItem, signedInAdmin, signedInMember } from './catalog-fixtures.js';
import { Client, type HttpResult, startReplica, startStack, type TestStack } from './harness.js';

/**
 * Issue 25 §3: personal access tokens through both doors of a real gateway (PostgreSQL, Redis): made, listed and
 * revoked over a session only; used as `Authorization: Bearer` on /graphql, /api and in graphql-ws connectionParams;
 * scopes (a read token cannot book), revocation on every gateway, expiry, a lock, the per-minute limit and the hourly
 * cost budget with their headers, no cookie and no Origin check for a bearer request, and no token in the log.
 */

const REQUESTS_PER_MINUTE = 20;
const COST_PER_HOUR = 30;

let stack: TestStack;
let admin: Member;
let owner: Member;
let member: Member;

beforeAll(async () => {
  stack = await startStack({
    API_TOKEN_REQUESTS_PER_MINUTE: String(REQUESTS_PER_MINUTE),
    API_TOKEN_COST_PER_HOUR: String(COST_PER_HOUR),
  });
  admin = await signedInAdmin(stack);
  owner = await signedInMember(stack);
  member = await signedInMember(stack);
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

interface CreatedJson {
  id: number;
  token: string;
  name: string;
  scopes: string[];
  lastFour: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  createdAt: string;
}
interface ErrorJson {
  message: string;
  code: string;
  fieldErrors?: Record<string, string>;
}
type GqlBody<T> = { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

async function makeToken(
  who: Member,
  scopes: string[],
  extra: Record<string, unknown> = {},
): Promise<CreatedJson> {
  const res = await who.client.request<CreatedJson>('POST', '/api/tokens', {
    name: `t-${newKey()}`,
    scopes,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** A client with no cookies that sends the token. */
function bearer(token: string, baseUrl = stack.baseUrl) {
  const client = new Client(baseUrl);
  const auth = { authorization: `Bearer ${token}` };
  return {
    request: <T = unknown>(
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) => client.request<T>(method, path, body, { ...auth, ...headers }),
    graphql: <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
      client.request<GqlBody<T>>('POST', '/graphql', { query, variables }, auth),
  };
}

async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return stack.gateway.deps.orm.em.getConnection().execute(text, params);
}

const ME = '{ me { id username } }';

describe('making, listing and revoking', () => {
  it('over REST: 201 with the secret once, stored hashed, listed without it, revoked with an audit trail', async () => {
    const res = await owner.client.request<CreatedJson>('POST', '/api/tokens', {
      name: 'CI deploys',
      scopes: ['write', 'read'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ name: 'CI deploys', scopes: ['read', 'write'], expiresAt: null });
    expect(res.body.token).toMatch(/^krt_[A-Za-z0-9_-]{43}$/);
    expect(res.body.lastFour).toBe(res.body.token.slice(-4));
    const { id, token } = res.body;

    const [row] = await sql<{ token_hash: string }>('select token_hash from api_tokens where id = ?', [id]);
    expect(row!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await sql('select * from api_tokens where id = ?', [id]))).not.toContain(token);

    const list = await owner.client.request<CreatedJson[]>('GET', '/api/tokens');
    expect(list.status).toBe(200);
    expect(list.body.map((t) => t.id)).toContain(id);
    expect(JSON.stringify(list.body)).not.toContain(token);
    expect(list.body.find((t) => t.id === id)).not.toHaveProperty('token');
    // Someone else's list does not show it, nor can they revoke it.
    expect(
      (await member.client.request<CreatedJson[]>('GET', '/api/tokens')).body.map((t) => t.id),
    ).not.toContain(id);
    expect((await member.client.request('DELETE', `/api/tokens/${id}`)).status).toBe(404);

    expect((await bearer(token).graphql(ME)).status).toBe(200);
    const revoked = await owner.client.request('DELETE', `/api/tokens/${id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ success: true });
    expect((await owner.client.request('DELETE', `/api/tokens/${id}`)).status).toBe(404);
    expect(
      (await owner.client.request<CreatedJson[]>('GET', '/api/tokens')).body.map((t) => t.id),
    ).not.toContain(id);
    const gone = await bearer(token).request<ErrorJson>('GET', '/api/auth/me');
    expect(gone.status).toBe(401);
    expect(gone.body.message).toBe('This API token is invalid, expired or revoked.');

    const audit = await sql<{ action: string; actor_id: number; target_type: string }>(
      'select action, actor_id, target_type from audit_entries where target_id = ? and target_type = ? order by id',
      [id, 'api_token'],
    );
    expect(audit).toEqual([
      { action: 'token.create', actor_id: owner.id, target_type: 'api_token' },
      { action: 'token.revoke', actor_id: owner.id, target_type: 'api_token' },
    ]);
  });

  it('over GraphQL, with the same contract and messages as REST', async () => {
    const made = await owner.client.graphql<{ createApiToken: CreatedJson }>(
      `mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { id token name scopes expiresAt createdAt } }`,
      {
        input: {
          name: 'Script',
          scopes: ['read'],
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
      },
    );
    expect(made.body.errors).toBeUndefined();
    const created = made.body.data!.createApiToken;
    expect(created.token).toMatch(/^krt_/);
    expect(created.expiresAt).not.toBeNull();
    const listed = await owner.client.graphql<{ myApiTokens: { id: number; lastUsedAt: string | null }[] }>(
      '{ myApiTokens { id name lastUsedAt } }',
    );
    expect(listed.body.data!.myApiTokens.find((t) => t.id === created.id)).toMatchObject({
      lastUsedAt: null,
    });
    // A use is recorded as the token's last use.
    expect((await bearer(created.token).graphql(ME)).status).toBe(200);
    await expect
      .poll(async () => {
        const again = await owner.client.graphql<{
          myApiTokens: { id: number; lastUsedAt: string | null }[];
        }>('{ myApiTokens { id lastUsedAt } }');
        return again.body.data!.myApiTokens.find((t) => t.id === created.id)?.lastUsedAt ?? null;
      })
      .not.toBeNull();
    const revoked = await owner.client.graphql<{ revokeApiToken: boolean }>(
      'mutation ($id: Int!) { revokeApiToken(id: $id) }',
      { id: created.id },
    );
    expect(revoked.body.data?.revokeApiToken).toBe(true);
    expect((await bearer(created.token).graphql(ME)).status).toBe(401);

    // Refusals answer the shared contract's messages through both doors.
    const bad = { name: '', scopes: ['delete'], expiresAt: '2001-01-01T00:00:00Z' };
    const rest = await owner.client.request<ErrorJson>('POST', '/api/tokens', bad);
    expect(rest.status).toBe(400);
    const gql = await owner.client.graphql(
      'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { id } }',
      { input: bad },
    );
    expect(gql.body.errors?.[0]?.extensions?.fieldErrors).toEqual(rest.body.fieldErrors);
    expect(rest.body.fieldErrors).toMatchObject({
      name: 'Give the token a name',
      expiresAt: 'The expiry must be a date and time (ISO 8601) in the future',
    });
    // Admin scopes are an admin's only.
    const adminScope = await owner.client.request<ErrorJson>('POST', '/api/tokens', {
      name: 'x',
      scopes: ['admin:read'],
    });
    expect(adminScope.status).toBe(403);
    expect(adminScope.body.message).toBe('Only admins can give a token admin scopes');
    // Anonymous callers are refused.
    expect((await new Client(stack.baseUrl).request('GET', '/api/tokens')).status).toBe(401);
  });

  it('tokens cannot make, list or revoke tokens (403), even a write token', async () => {
    const { token, id } = await makeToken(owner, ['write']);
    const client = bearer(token);
    for (const res of [
      await client.request<ErrorJson>('POST', '/api/tokens', { name: 'child', scopes: ['read'] }),
      await client.request<ErrorJson>('GET', '/api/tokens'),
      await client.request<ErrorJson>('DELETE', `/api/tokens/${id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/API tokens cannot create, list or revoke API tokens/);
    }
    const gql = await client.graphql(
      'mutation { createApiToken(input: { name: "c", scopes: ["read"] }) { token } }',
    );
    expect(gql.status).toBe(403);
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('using a token', () => {
  it('authenticates GraphQL and REST as its owner, sets no cookie, and outranks a cookie of someone else', async () => {
    const { token } = await makeToken(owner, ['read']);
    const client = bearer(token);
    const gql = await client.graphql<{ me: { id: number } }>(ME);
    expect(gql.status).toBe(200);
    expect(gql.body.data?.me.id).toBe(owner.id);
    expect(gql.cookies).toEqual([]);
    const rest = await client.request<{ id: number }>('GET', '/api/auth/me');
    expect(rest.status).toBe(200);
    expect(rest.body.id).toBe(owner.id);
    expect(rest.cookies).toEqual([]);
    expect(rest.headers.get('x-ratelimit-limit')).toBe(String(REQUESTS_PER_MINUTE));
    // Another member's session cookie beside the token: the token decides, and nothing is set.
    const mixed = await client.request<{ id: number }>('GET', '/api/auth/me', undefined, {
      cookie: member.client.cookieHeader,
    });
    expect(mixed.body.id).toBe(owner.id);
    expect(mixed.cookies).toEqual([]);
    // A signing-in mutation over a write token sets no cookie either.
    const { token: writeToken } = await makeToken(owner, ['write']);
    const login = await bearer(writeToken).request('POST', '/api/auth/logout');
    expect(login.cookies).toEqual([]);
    // Malformed and unknown tokens are one 401.
    expect((await bearer('krt_nope').graphql(ME)).status).toBe(401);
    expect((await bearer(`krt_${'A'.repeat(43)}`).request('GET', '/api/auth/me')).status).toBe(401);
  });

  it('a read token cannot book or write (403 with a clear message); a write token can', async () => {
    const item = await publicItem(stack, member, admin);
    const body = bookingBody(item as typeof item & PricedItem, day(20), day(22));
    const { token: readToken } = await makeToken(owner, ['read']);
    const { token: writeToken } = await makeToken(owner, ['write']);
    const reader = bearer(readToken);
    const asReader = {
      id: owner.id,
      username: owner.username,
      client: { request: reader.request, graphql: reader.graphql },
    } as unknown as Member;

    const rest = await restRequest(asReader, body);
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe(
      "This API token has read access only: this needs a token with the 'write' scope.",
    );
    const gql = await gqlRequest(asReader, body);
    expect(gql.status).toBe(403);
    expect(gql.body.errors?.[0]?.message).toBe(
      "This API token has read access only: this needs a token with the 'write' scope.",
    );
    const prefs = await reader.request('PUT', '/api/users/me/email-preferences', { bookingRequests: false });
    expect(prefs.status).toBe(403);
    expect((await sql('select 1 from bookings where renter_id = ?', [owner.id])).length).toBe(0);

    const writer = bearer(writeToken);
    const asWriter = {
      id: owner.id,
      username: owner.username,
      client: { request: writer.request },
    } as unknown as Member;
    const booked = await book(asWriter, body);
    expect(booked.id).toBeGreaterThan(0);
  });

  it('admin operations need an admin owner and an admin scope (admin:write for a mutation)', async () => {
    const query = '{ adminUsers(first: 1) { totalCount } }';
    const plain = await makeToken(admin, ['read', 'write']);
    const reads = await makeToken(admin, ['read', 'write', 'admin:read']);
    const writes = await makeToken(admin, ['write', 'admin:write']);
    const refused = await bearer(plain.token).graphql(query);
    expect(refused.body.errors?.[0]?.message).toBe(
      "This needs an admin's API token with the 'admin:read' or 'admin:write' scope.",
    );
    expect((await bearer(plain.token).request('GET', '/api/admin/users')).status).toBe(403);
    expect((await bearer(reads.token).graphql(query)).body.errors).toBeUndefined();
    expect((await bearer(reads.token).request('GET', '/api/admin/users')).status).toBe(200);
    const mutation = `mutation { adminUpdateUser(id: ${member.id}, input: { fullName: "Renamed By Token" }) { id } }`;
    expect((await bearer(reads.token).graphql(mutation)).body.errors?.[0]?.message).toBe(
      "This needs an admin's API token with the 'admin:write' scope.",
    );
    expect((await bearer(writes.token).graphql(mutation)).body.errors).toBeUndefined();
    // A member's token never reaches them, whatever it is (a member cannot even make one with admin scopes).
    const memberToken = await makeToken(member, ['read', 'write']);
    expect((await bearer(memberToken.token).graphql(query)).body.errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('over graphql-ws connectionParams: queries run as the owner, a read token cannot mutate, a bad token is refused', async () => {
    const { token } = await makeToken(owner, ['read']);
    const open = (authorization: string) => {
      let closed: (code: number) => void = () => {};
      const closedCode = new Promise<number>((resolve) => {
        closed = resolve;
      });
      const ws = createClient({
        url: `${stack.baseUrl.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization },
        retryAttempts: 0,
        lazy: false,
        onNonLazyError: () => {},
        on: { closed: (event) => closed((event as { code: number }).code) },
      });
      return { ws, closedCode };
    };
    const run = <T>(ws: ReturnType<typeof createClient>, query: string) =>
      new Promise<GqlBody<T>>((resolve, reject) => {
        let result: GqlBody<T> = {};
        ws.subscribe<T>(
          { query },
          {
            next: (value) => {
              result = value as GqlBody<T>;
            },
            error: (error) => (Array.isArray(error) ? resolve({ errors: error }) : reject(error)),
            complete: () => resolve(result),
          },
        );
      });
    const { ws } = open(`Bearer ${token}`);
    const me = await run<{ me: { id: number } }>(ws, ME);
    expect(me.data?.me.id).toBe(owner.id);
    const write = await run(ws, 'mutation { setLanguage(language: "fr") }');
    expect(write.errors?.[0]?.message).toBe(
      "This API token has read access only: this needs a token with the 'write' scope.",
    );
    await ws.dispose();

    const bad = open(`Bearer krt_${'B'.repeat(43)}`);
    expect(await bad.closedCode).toBe(4403);
    await bad.ws.dispose();
  });

  it('skips the Origin check for bearer writes, while a cookie write from another site is still refused', async () => {
    const { token } = await makeToken(owner, ['write']);
    const foreign = { origin: 'https://evil.example' };
    const viaToken = await bearer(token).request(
      'PUT',
      '/api/users/me/email-preferences',
      { newMessages: false },
      foreign,
    );
    expect(viaToken.status, JSON.stringify(viaToken.body)).toBe(200);
    const viaCookie = await owner.client.request<ErrorJson>(
      'PUT',
      '/api/users/me/email-preferences',
      { newMessages: false },
      foreign,
    );
    expect(viaCookie.status).toBe(403);
    expect(viaCookie.body.code).toBe('BAD_ORIGIN');
  });
});

describe('revocation, expiry and lock', () => {
  it('a revoked token stops at once on every gateway, a second replica included', async () => {
    const replica = await startReplica(stack);
    try {
      const { token, id } = await makeToken(owner, ['read']);
      expect((await bearer(token, replica.baseUrl).graphql(ME)).status).toBe(200);
      expect((await bearer(token, replica.baseUrl).request('GET', '/api/auth/me')).status).toBe(200);
      expect((await owner.client.request('DELETE', `/api/tokens/${id}`)).status).toBe(200);
      expect((await bearer(token, replica.baseUrl).graphql(ME)).status).toBe(401);
      expect((await bearer(token, replica.baseUrl).request('GET', '/api/auth/me')).status).toBe(401);
      expect((await bearer(token).graphql(ME)).status).toBe(401);
    } finally {
      await replica.stop();
    }
  }, 60_000);

  it('an expired token answers 401', async () => {
    const { token, id } = await makeToken(owner, ['read'], {
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect((await bearer(token).request('GET', '/api/auth/me')).status).toBe(200);
    await sql(`update api_tokens set expires_at = now() - interval '1 second' where id = ?`, [id]);
    const expired = await bearer(token).request<ErrorJson>('GET', '/api/auth/me');
    expect(expired.status).toBe(401);
    expect((await bearer(token).graphql(ME)).status).toBe(401);
  });

  it("a locked member's tokens stop at once", async () => {
    const target = await signedInMember(stack);
    const { token } = await makeToken(target, ['read']);
    expect((await bearer(token).graphql(ME)).status).toBe(200);
    const lock = await admin.client.request('PUT', `/api/admin/users/${target.id}`, { isLocked: true });
    expect(lock.status, JSON.stringify(lock.body)).toBe(200);
    const refused = await bearer(token).request<ErrorJson>('GET', '/api/auth/me');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('ACCOUNT_LOCKED');
    expect((await bearer(token).graphql(ME)).status).toBe(403);
  });
});

/**
 * A socket opened with the token, with a subscription running on it (one that stays quiet), and its close code or
 * 'open' after `ms`.
 */
async function subscribedTokenSocket(token: string, baseUrl = stack.baseUrl) {
  let closed: (code: number) => void = () => {};
  const closedCode = new Promise<number>((resolve) => {
    closed = resolve;
  });
  let connected: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    connected = resolve;
  });
  const ws = createClient({
    url: `${baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {},
    on: { connected: () => connected(), closed: (event) => closed((event as { code: number }).code) },
  });
  await ready;
  ws.subscribe(
    { query: 'subscription { bookingUpdated { id } }' },
    { next: () => {}, error: () => {}, complete: () => {} },
  );
  // The subscription is under way once a query sent after it on the same socket has answered.
  await new Promise<void>((resolve) =>
    ws.subscribe({ query: ME }, { next: () => {}, error: () => resolve(), complete: () => resolve() }),
  );
  const closeWithin = (ms: number) =>
    Promise.race([closedCode, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]);
  return { ws, closeWithin };
}

describe('open subscriptions of a token', () => {
  it('end when the token is revoked, on every gateway', async () => {
    const replica = await startReplica(stack);
    try {
      const { token, id } = await makeToken(owner, ['read']);
      const here = await subscribedTokenSocket(token);
      const there = await subscribedTokenSocket(token, replica.baseUrl);
      const other = await subscribedTokenSocket((await makeToken(owner, ['read'])).token);
      expect((await owner.client.request('DELETE', `/api/tokens/${id}`)).status).toBe(200);
      expect(await here.closeWithin(5_000)).toBe(4401);
      expect(await there.closeWithin(5_000)).toBe(4401);
      // The member's other token keeps its subscription.
      expect(await other.closeWithin(500)).toBe('open');
      await Promise.all([here.ws.dispose(), there.ws.dispose(), other.ws.dispose()]);
    } finally {
      await replica.stop();
    }
  }, 60_000);

  it('end when the member is locked', async () => {
    const target = await signedInMember(stack);
    const socket = await subscribedTokenSocket((await makeToken(target, ['read'])).token);
    const lock = await admin.client.request('PUT', `/api/admin/users/${target.id}`, { isLocked: true });
    expect(lock.status).toBe(200);
    expect(await socket.closeWithin(5_000)).toBe(4401);
    await socket.ws.dispose();
  });

  it('end when the token expires (found by the periodic check of open sockets)', async () => {
    const checking = await createGateway(stack.config, { socketSessionCheckMs: 200 });
    try {
      const url = `http://127.0.0.1:${await checking.listen(0, '127.0.0.1')}`;
      const { token, id } = await makeToken(owner, ['read'], {
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
      const expiring = await subscribedTokenSocket(token, url);
      const lasting = await subscribedTokenSocket((await makeToken(owner, ['read'])).token, url);
      // Still in force: the check leaves it open.
      expect(await expiring.closeWithin(600)).toBe('open');
      await sql(`update api_tokens set expires_at = now() - interval '1 second' where id = ?`, [id]);
      expect(await expiring.closeWithin(5_000)).toBe(4401);
      expect(await lasting.closeWithin(600)).toBe('open');
      await Promise.all([expiring.ws.dispose(), lasting.ws.dispose()]);
    } finally {
      await checking.stop();
    }
  }, 60_000);
});

describe('limits per token', () => {
  it(`${REQUESTS_PER_MINUTE} requests a minute, counted with X-RateLimit-* headers, then 429 with Retry-After`, async () => {
    const { token } = await makeToken(owner, ['read']);
    const client = bearer(token);
    let last: HttpResult | undefined;
    for (let i = 1; i <= REQUESTS_PER_MINUTE; i++) {
      last = await client.request('GET', '/api/auth/me');
      expect(last.status).toBe(200);
      expect(last.headers.get('x-ratelimit-limit')).toBe(String(REQUESTS_PER_MINUTE));
      expect(last.headers.get('x-ratelimit-remaining')).toBe(String(REQUESTS_PER_MINUTE - i));
    }
    const reset = Number(last!.headers.get('x-ratelimit-reset'));
    expect(reset).toBeGreaterThan(Date.now() / 1000);
    expect(reset).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 60);
    for (const spent of [await client.request<ErrorJson>('GET', '/api/auth/me'), await client.graphql(ME)]) {
      expect(spent.status).toBe(429);
      expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(spent.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(spent.headers.get('x-ratelimit-limit')).toBe(String(REQUESTS_PER_MINUTE));
    }
    // Another token of the same member has its own count.
    expect(
      (await bearer((await makeToken(owner, ['read'])).token).request('GET', '/api/auth/me')).status,
    ).toBe(200);
  });

  it(`a GraphQL cost budget of ${COST_PER_HOUR} an hour (graphql-armor's cost), then 429 with Retry-After`, async () => {
    const { token } = await makeToken(owner, ['read']);
    const client = bearer(token);
    // { me { id username } }: an object (2) with two leaves weighted 1.5 each = 5.
    let remaining = COST_PER_HOUR;
    while (remaining >= 5) {
      const res = await client.graphql(ME);
      expect(res.status).toBe(200);
      remaining -= 5;
      expect(res.headers.get('x-ratelimit-resource')).toBe('graphql');
      expect(res.headers.get('x-ratelimit-limit')).toBe(String(COST_PER_HOUR));
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(remaining));
    }
    const spent = await client.graphql(ME);
    expect(spent.status).toBe(429);
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(spent.headers.get('x-ratelimit-remaining')).toBe(String(remaining));
    expect(spent.body.errors?.[0]?.message).toMatch(/spent its GraphQL cost budget for this hour/);
    // REST reads are counted per request only: they still answer.
    expect((await client.request('GET', '/api/auth/me')).status).toBe(200);
  });
});

describe('the log', () => {
  it('never holds a token, whatever the door and outcome', async () => {
    const { token } = await makeToken(owner, ['read']);
    const logger = stack.gateway.deps.logger;
    const stream = (logger as unknown as Record<symbol, { write: (chunk: string) => boolean }>)[
      pino.symbols.streamSym
    ]!;
    const lines: string[] = [];
    const write = stream.write;
    const level = logger.level;
    stream.write = (chunk: string) => {
      lines.push(String(chunk));
      return true;
    };
    logger.level = 'debug';
    try {
      const client = bearer(token);
      await client.graphql(ME);
      await client.graphql('{ nope }');
      await client.request('GET', '/api/auth/me');
      await client.request('PUT', '/api/users/me/email-preferences', { newMessages: true });
      await client.request('GET', `/api/auth/me?access_token=${token}`);
      await client.request('GET', `/api/no-such-route?access_token=${token}`);
      await bearer(`${token}x`).request('GET', '/api/auth/me');
    } finally {
      logger.level = level;
      stream.write = write;
    }
    const log = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(7);
    expect(log).toContain('/api/no-such-route?access_token=krt_[redacted]');
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.slice(4));
  });
});
