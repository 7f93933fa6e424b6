import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, makeRegistration, startStack, type TestStack } from './harness.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack({ REGISTER_MAX_PER_IP: '2' });
});
afterAll(async () => {
  await stack?.stop();
});

describe('registration rate limit', () => {
  it('allows a few sign-ups per network and then answers 429 with Retry-After, creating nothing', async () => {
    const client = new Client(stack.baseUrl);
    expect((await client.request('POST', '/api/auth/register', makeRegistration())).status).toBe(200);
    expect((await client.request('POST', '/api/auth/register', makeRegistration())).status).toBe(200);
    const third = makeRegistration();
    const res = await client.request<{ message: string }>('POST', '/api/auth/register', third);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(res.body.message).toMatch(
      /^Too many sign-up attempts from this network\. Please try again in \d+ minutes\.$/,
    );
    const rows: { n: number }[] = await stack.gateway.deps.orm.em
      .fork()
      .getConnection()
      .execute('select count(*)::int as n from users where email = ?', [third.email]);
    expect(rows[0]?.n).toBe(0);
  });
});
