import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startStack, type TestStack } from './harness.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const WRITES = [
  '/api/auth/login',
  '/api/auth/admin/login',
  '/api/auth/register',
  '/api/auth/logout',
  '/api/auth/verify-email',
  '/api/auth/resend-verification',
];

const BODIES: (string | undefined)[] = [
  undefined,
  '',
  'null',
  'true',
  '42',
  '"a string"',
  '[]',
  '[{"email":"a@b.co"}]',
  '{}',
  '{"email":null,"password":null}',
  '{"email":["a@b.co"],"password":{"$gt":""}}',
  '{"email":"a@b.co","password":"secret1","rememberMe":"yes"}',
  `{"email":"${'a'.repeat(300)}@example.com","password":"${'p'.repeat(500)}"}`,
  '{"email":"ünï@exämple.com","password":"пароль123","fullName":"👩‍🚀👩‍🚀","username":"名字名字"}',
  '{"email":"a@b.co","password":"secret1","__proto__":{"admin":true}}',
  '{"token":"../../etc/passwd"}',
  `{"token":"${'A'.repeat(5000)}"}`,
  '{"fullName":"Ok Name","username":"okname","email":"x@y.co","password":"secret1","phone":12345}',
  '{"email": "a@b.co", "password": "secret1"',
];

describe('bad input never causes a 5xx and always says why', () => {
  it.each(WRITES)('POST %s', async (path) => {
    const client = new Client(stack.baseUrl);
    for (const body of BODIES) {
      const res = await client.request<{ message?: string }>('POST', path, body);
      expect(res.status, `${path} with ${String(body).slice(0, 60)}`).toBeLessThan(500);
      if (res.status >= 400)
        expect(typeof res.body.message, `${path} with ${String(body).slice(0, 60)}`).toBe('string');
    }
  });

  it('GraphQL rejects wrong variable types, batches and unknown operations with 4xx', async () => {
    const client = new Client(stack.baseUrl);
    const wrongType = await client.graphql('mutation($i: LoginInput!) { login(input: $i) { id } }', {
      i: { email: 1 },
    });
    expect(wrongType.status).toBe(400);
    const batch = await client.request('POST', '/graphql', [
      { query: '{ me { id } }' },
      { query: '{ me { id } }' },
    ]);
    expect(batch.status).toBe(400);
    const unknown = await client.graphql('{ nothingHere }');
    expect(unknown.status).toBe(400);
    const empty = await client.request('POST', '/graphql', {});
    expect(empty.status).toBe(400);
  });

  it('an unknown /api path is a JSON 404', async () => {
    const res = await new Client(stack.baseUrl).request<{ message: string }>('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Not found');
  });
});
