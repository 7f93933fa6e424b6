import { networkInterfaces } from 'node:os';
import { getIntrospectionQuery } from 'graphql';
import { createClient, type FormattedExecutionResult } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createGateway, type Gateway } from '../src/app.js';
import { Client, makeVerifiedUser, startStack, type TestStack } from './harness.js';
import { watchGateway } from './openapi-contract.js';

let stack: TestStack;
/** A second gateway on the same database: introspection off, TRUST_PROXY=loopback, on every interface. */
let locked: { gateway: Gateway; baseUrl: string; lanUrl: string | undefined };

/** This machine's first non-loopback IPv4 address: a peer that is not loopback, without leaving the machine. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

beforeAll(async () => {
  stack = await startStack();
  const gateway = await createGateway({ ...stack.config, introspection: false, TRUST_PROXY: 'loopback' });
  const port = await gateway.listen(0, '0.0.0.0');
  locked = {
    gateway,
    baseUrl: `http://127.0.0.1:${port}`,
    lanUrl: lanAddress ? `http://${lanAddress}:${port}` : undefined,
  };
  watchGateway(locked.baseUrl);
});
afterAll(async () => {
  await locked?.gateway.stop();
  await stack?.stop();
});

const aliasBomb = (n: number) =>
  `{ ${Array.from({ length: n }, (_, i) => `s${i}: __schema { types { name fields { name } } }`).join(' ')} }`;
const deepNesting = (n: number) => `{${'a{'.repeat(n)}b${'}'.repeat(n + 1)}`;

/** Times one raw GraphQL POST: the bombs must be refused before any work, with a small answer. */
async function post(baseUrl: string, query: string) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const text = await res.text();
  return {
    status: res.status,
    bytes: text.length,
    ms: Math.round(performance.now() - started),
    body: JSON.parse(text) as { errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

function wsClient(baseUrl: string, headers: Record<string, string> = {}) {
  class HeaderWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  return createClient({
    url: `${baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: HeaderWebSocket,
    retryAttempts: 0,
  });
}

/** Runs one operation over graphql-ws; resolves with the first result, the error, or the socket's close code. */
function overWebSocket(
  baseUrl: string,
  query: string,
): Promise<{ result?: FormattedExecutionResult<Record<string, unknown>, unknown>; error?: unknown }> {
  const client = wsClient(baseUrl);
  return new Promise<{
    result?: FormattedExecutionResult<Record<string, unknown>, unknown>;
    error?: unknown;
  }>((resolve) => {
    client.subscribe(
      { query },
      {
        next: (result) => resolve({ result }),
        error: (error) => resolve({ error }),
        complete: () => resolve({}),
      },
    );
  }).finally(() => client.dispose());
}

/** Opens a bare WebSocket upgrade with this Origin; resolves with 'open' or the HTTP status of the refusal. */
function upgrade(baseUrl: string, origin: string | undefined): Promise<'open' | number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(
      `${baseUrl.replace('http', 'ws')}/graphql`,
      'graphql-transport-ws',
      origin ? { origin } : {},
    );
    socket.on('open', () => {
      socket.close();
      resolve('open');
    });
    socket.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('error', (error) => reject(error));
  });
}

const errorMessages = (error: unknown) =>
  Array.isArray(error) ? error.map((e: { message: string }) => e.message).join(' | ') : String(error);

describe('the HTTP door refuses costly documents before running them', () => {
  it('answers an introspection alias bomb with a small 400', async () => {
    const res = await post(stack.baseUrl, aliasBomb(200));
    console.info(`HTTP 200 × __schema aliases: ${res.status}, ${res.bytes} bytes, ${res.ms} ms`);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toMatch(/Aliases limit of \d+ exceeded, found 200/);
    expect(res.bytes).toBeLessThan(2_000);
  });

  it('answers the standard introspection query where introspection is on, once per document', async () => {
    const ok = await post(stack.baseUrl, getIntrospectionQuery());
    expect(ok.status).toBe(200);
    expect(ok.body.errors).toBeUndefined();
    const twice = await post(
      stack.baseUrl,
      `{ a: __schema { types { name } } b: __schema { types { name } } c: __schema { types { name } } }`,
    );
    expect(twice.status).toBe(400);
    expect(twice.body.errors?.[0]?.message).toMatch(/Aliases limit of 2 exceeded/);
  });

  it('counts introspection in depth and cost without aliases', async () => {
    const ofTypes = (n: number) => `${'ofType { '.repeat(n)}name${' }'.repeat(n)}`;
    // An introspection-only document has its own, deeper budget (20 levels)…
    const deep = await post(stack.baseUrl, `{ __schema { types { fields { type { ${ofTypes(18)} } } } } }`);
    expect(deep.status).toBe(400);
    expect(deep.body.errors?.[0]?.message).toMatch(/depth limit of 20 exceeded/);
    // …which a document mixing it with ordinary fields does not get.
    const mixed = await post(
      stack.baseUrl,
      `{ categories { id } __schema { types { fields { type { ${ofTypes(7)} } } } } }`,
    );
    expect(mixed.status).toBe(400);
    expect(mixed.body.errors?.[0]?.message).toMatch(/depth limit of 10 exceeded/);
  });

  it('answers 5,000 nested selections with a clear 400, not a stack overflow', async () => {
    const res = await post(stack.baseUrl, deepNesting(5_000));
    console.info(`HTTP 5,000 nested selections: ${res.status}, ${res.bytes} bytes, ${res.ms} ms`);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toMatch(/more tha[nt] 3000 tokens/);
    expect(JSON.stringify(res.body)).not.toMatch(/call stack/);
  });

  it('never suggests field names', async () => {
    const res = await post(stack.baseUrl, '{ categorie { id } }');
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toMatch(/Cannot query field "categorie"/);
    expect(JSON.stringify(res.body)).not.toMatch(/Did you mean/);
  });

  it('refuses introspection when the gateway is built with it off', async () => {
    const res = await post(locked.baseUrl, '{ __schema { queryType { name } } }');
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toMatch(/introspection/i);
    expect((await post(stack.baseUrl, '{ __schema { queryType { name } } }')).status).toBe(200);
  });
});

describe('the WebSocket door has the same guards', () => {
  it('refuses the alias bomb', async () => {
    const { error, result } = await overWebSocket(stack.baseUrl, aliasBomb(200));
    expect(result).toBeUndefined();
    expect(errorMessages(error)).toMatch(/Aliases limit of \d+ exceeded, found 200/);
  });

  it('refuses deep nesting at parse time', async () => {
    const { error } = await overWebSocket(stack.baseUrl, deepNesting(5_000));
    expect(errorMessages(error)).toMatch(/tokens/);
  });

  it('refuses introspection when it is off, and answers it when it is on', async () => {
    const off = await overWebSocket(locked.baseUrl, '{ __schema { queryType { name } } }');
    expect(off.result).toBeUndefined();
    expect(errorMessages(off.error)).toMatch(/introspection/i);
    const on = await overWebSocket(stack.baseUrl, '{ __schema { queryType { name } } }');
    expect(on.result?.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('closes the socket on a message larger than the HTTP body limit', async () => {
    // Valid and small in tokens (one long comment), so only the size can refuse it.
    const query = `# ${'x'.repeat(150 * 1024)}\n{ __typename }`;
    const { error, result } = await overWebSocket(stack.baseUrl, query);
    expect(result).toBeUndefined();
    expect((error as { code?: number }).code).toBe(1009);
    // A message under the limit still answers.
    const small = await overWebSocket(stack.baseUrl, `# ${'x'.repeat(50 * 1024)}\n{ __typename }`);
    expect(small.result?.data).toEqual({ __typename: 'Query' });
  });

  it('refuses an upgrade from a foreign Origin, accepts our own and clients that send none', async () => {
    expect(await upgrade(stack.baseUrl, 'https://evil.example')).toBe(403);
    expect(await upgrade(stack.baseUrl, 'null')).toBe(403);
    expect(await upgrade(stack.baseUrl, stack.config.publicUrl)).toBe('open');
    expect(await upgrade(stack.baseUrl, stack.baseUrl)).toBe('open');
    expect(await upgrade(stack.baseUrl, undefined)).toBe('open');
  });
});

describe('security headers', () => {
  it('sends a strict CSP and the usual headers on the web app', async () => {
    const res = await fetch(`${stack.baseUrl}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('sends HSTS only over HTTPS', async () => {
    expect((await fetch(`${stack.baseUrl}/`)).headers.get('strict-transport-security')).toBeNull();
    // Without TRUST_PROXY a client's X-Forwarded-Proto is not believed either.
    const spoofed = await fetch(`${stack.baseUrl}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
    // Behind a trusted proxy that terminated TLS.
    const proxied = await fetch(`${locked.baseUrl}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('marks every answer on /graphql and /api as no-store', async () => {
    const client = new Client(stack.baseUrl);
    const answers = [
      await client.graphql('{ categories { id } }'),
      await client.graphql('{ nope }'),
      await client.request('GET', '/api/auth/me'),
      await client.request('GET', '/api/categories'),
      await client.request('GET', '/api/no-such-route'),
    ];
    for (const res of answers) expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it("leaves Apollo's development landing page its own policy", async () => {
    const res = await fetch(`${stack.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(await res.text()).toContain('http-equiv="Content-Security-Policy"');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('the development mailbox', () => {
  it('answers a loopback peer', async () => {
    const res = await fetch(`${stack.baseUrl}/api/dev/mailbox`);
    expect(res.status).toBe(200);
  });

  it.skipIf(!lanAddress)('refuses any other peer, whatever X-Forwarded-For says', async () => {
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }] as Record<string, string>[]) {
      const res = await fetch(`${locked.lanUrl}/api/dev/mailbox`, { headers });
      expect(res.status).toBe(403);
    }
    // The same gateway still answers a loopback peer.
    expect((await fetch(`${locked.baseUrl}/api/dev/mailbox`)).status).toBe(200);
  });
});

describe('client addresses', () => {
  /** Logs in with a forged X-Forwarded-For and returns the address the login record shows. */
  async function recordedAddress(baseUrl: string): Promise<string> {
    const member = await makeVerifiedUser(stack);
    const login = await new Client(baseUrl).request(
      'POST',
      '/api/auth/login',
      { email: member.email, password: member.password },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(login.status).toBe(200);
    const admin = new Client(stack.baseUrl);
    await admin.request('POST', '/api/auth/admin/login', {
      email: 'admin@koalarent.test',
      password: 'KoalaAdmin!2024',
    });
    // The record reaches the database through the tracking queue: wait for it, bounded.
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const rows = await admin.graphql<{ recentLoginRecords: { userId: number; ipAddress: string }[] }>(
        '{ recentLoginRecords(limit: 50) { userId ipAddress } }',
      );
      const mine = rows.body.data?.recentLoginRecords.find((r) => r.userId === member.id);
      if (mine) return mine.ipAddress;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('no login record within 10 s');
  }

  it('ignores X-Forwarded-For by default', async () => {
    expect(stack.config.TRUST_PROXY).toBe('false');
    expect(await recordedAddress(stack.baseUrl)).toBe('127.0.0.1');
  });

  it('believes X-Forwarded-For from a trusted proxy when TRUST_PROXY is set', async () => {
    expect(await recordedAddress(locked.baseUrl)).toBe('203.0.113.9');
  });
});
