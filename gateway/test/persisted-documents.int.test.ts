/**
 * Persisted documents (issue 25 §4): the web build's list of documents by hash, answered by hash on both HTTP doors,
 * and with GRAPHQL_PERSISTED_ONLY the only documents a request with the session cookie may run (HTTP and graphql-ws);
 * a token's or an anonymous caller's own documents still run.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PersistedMessages } from '../src/graphql/persisted-documents.js';
import { Client, makeVerifiedUser, openSocket, startStack, type TestStack } from './harness.js';

const KNOWN = 'query Known {\n  categories {\n    id\n    name\n  }\n}';
const KNOWN_SUBSCRIPTION = 'subscription Mine {\n  bookingUpdated {\n    id\n  }\n}';
const OTHER = 'query Other { categories { id } }';
const COMPILED = 'query Compiled {\n  categories {\n    id\n  }\n}';
const hash = (text: string) => createHash('sha256').update(text).digest('hex');
const persisted = (sha256Hash: string) => ({ persistedQuery: { version: 1, sha256Hash } });

type Answer = {
  data?: { categories?: unknown[] } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

let stack: TestStack;
let webDir: string;
let member: Client;
let anonymous: Client;
let token: string;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'koala-persisted-'));
  await writeFile(
    path.join(webDir, 'persisted-documents.json'),
    JSON.stringify({
      version: 1,
      documents: {
        [hash(KNOWN)]: KNOWN,
        [hash(COMPILED)]: COMPILED,
        [hash(KNOWN_SUBSCRIPTION)]: KNOWN_SUBSCRIPTION,
      },
    }),
  );
  // TRUST_PROXY lets a request say X-Forwarded-Proto, which sends it to Express rather than the fast lane.
  stack = await startStack({ WEB_DIST_DIR: webDir, GRAPHQL_PERSISTED_ONLY: 'true', TRUST_PROXY: 'loopback' });
  const user = await makeVerifiedUser(stack);
  member = new Client(stack.baseUrl);
  expect((await member.request('POST', '/api/auth/login', user)).status).toBe(200);
  anonymous = new Client(stack.baseUrl);
  const made = await member.request<{ token: string }>('POST', '/api/tokens', {
    name: 'own documents',
    scopes: ['read'],
  });
  expect(made.status).toBe(201);
  token = made.body.token;
});

afterAll(async () => {
  await stack?.stop();
  await rm(webDir, { recursive: true, force: true });
});

const DOORS = [
  { door: 'the fast lane', headers: {} },
  { door: 'Express', headers: { 'x-forwarded-proto': 'https' } },
] as const;

describe.each(DOORS)('persisted documents through $door', ({ headers }) => {
  const post = (client: Client, body: unknown, extra: Record<string, string> = {}) =>
    client.request<Answer>('POST', '/graphql', body, { ...headers, ...extra });

  it('runs a listed document sent by its hash alone, for a member and for a visitor', async () => {
    for (const client of [member, anonymous]) {
      const answer = await post(client, { extensions: persisted(hash(KNOWN)) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data?.categories?.length).toBeGreaterThan(0);
    }
  });

  it("answers an unknown hash PersistedQueryNotFound (Apollo's link then sends the text), and a text with it must match", async () => {
    const unknown = await post(anonymous, { extensions: persisted('a'.repeat(64)) });
    expect(unknown.status).toBe(200);
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: 'PersistedQueryNotFound',
      extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
    });
    const withText = await post(anonymous, { query: OTHER, extensions: persisted(hash(OTHER)) });
    expect(withText.status).toBe(200);
    expect(withText.body.data?.categories?.length).toBeGreaterThan(0);
    const mismatch = await post(anonymous, { query: OTHER, extensions: persisted(hash(KNOWN)) });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors?.[0]?.message).toBe(PersistedMessages.mismatch);
    for (const bad of [{ version: 2, sha256Hash: hash(KNOWN) }, { version: 1, sha256Hash: 'nope' }, 'x']) {
      const malformed = await post(anonymous, { query: KNOWN, extensions: { persistedQuery: bad } });
      expect(malformed.status).toBe(400);
      expect(malformed.body.errors?.[0]?.message).toBe(PersistedMessages.malformed);
    }
  });

  it("refuses a document of someone else's sent with the session cookie, by text or with its own hash", async () => {
    const byText = await post(member, { query: OTHER });
    expect(byText.status).toBe(400);
    expect(byText.body.errors?.[0]).toMatchObject({
      message: PersistedMessages.notAllowed,
      extensions: { code: 'PERSISTED_QUERY_NOT_ALLOWED' },
    });
    expect(byText.body.data).toBeUndefined();
    const withHash = await post(member, { query: OTHER, extensions: persisted(hash(OTHER)) });
    expect(withHash.status).toBe(400);
    // The app's own document sent as text is one of the list: it runs.
    const listed = await post(member, { query: KNOWN });
    expect(listed.status).toBe(200);
    expect(listed.body.data?.categories?.length).toBeGreaterThan(0);
  });

  it('runs the own documents of a token client and of an anonymous caller', async () => {
    const withToken = await post(
      new Client(stack.baseUrl),
      { query: OTHER },
      { authorization: `Bearer ${token}` },
    );
    expect(withToken.status, JSON.stringify(withToken.body)).toBe(200);
    expect(withToken.body.data?.categories?.length).toBeGreaterThan(0);
    const visitor = await post(anonymous, { query: OTHER });
    expect(visitor.status).toBe(200);
    expect(visitor.body.data?.categories?.length).toBeGreaterThan(0);
  });
});

describe('persisted documents and the fast lane', () => {
  it('compiles a document sent by hash: its repeats run on the fast lane like any validated query', async () => {
    expect(stack.gateway.validatedQueries.get(COMPILED, undefined)).toBeUndefined();
    const body = { extensions: persisted(hash(COMPILED)) };
    const first = await member.request<Answer>('POST', '/graphql', body);
    expect(first.body.data?.categories?.length).toBeGreaterThan(0);
    // Apollo validated it as an ordinary query (no persisted-query extension left): the fast lane runs it from now on.
    expect(stack.gateway.validatedQueries.get(COMPILED, undefined)).toBeDefined();
    const again = await member.request<Answer>('POST', '/graphql', body);
    expect(again.body).toEqual(first.body);
  });
});

describe('persisted documents on graphql-ws', () => {
  async function firstAnswer(cookie: string | null, query: string) {
    const { ws } = await openSocket(stack, { cookie });
    try {
      return await new Promise<{ errors?: readonly { message: string }[] }>((resolve) => {
        ws.subscribe(
          { query },
          {
            next: (result) => resolve(result as { errors?: { message: string }[] }),
            error: (error) =>
              resolve({ errors: Array.isArray(error) ? error : [{ message: String(error) }] }),
            complete: () => resolve({}),
          },
        );
        // A listed subscription that is accepted stays open with nothing to say: that is its answer.
        setTimeout(() => resolve({}), 1_500);
      });
    } finally {
      await ws.dispose();
    }
  }

  it("refuses an unlisted operation on a member's socket, and runs the listed one", async () => {
    const refused = await firstAnswer(member.cookieHeader, 'subscription { bookingUpdated { id status } }');
    expect(refused.errors?.[0]?.message).toBe(PersistedMessages.notAllowed);
    const listed = await firstAnswer(member.cookieHeader, KNOWN_SUBSCRIPTION);
    expect(listed.errors).toBeUndefined();
  });
});
