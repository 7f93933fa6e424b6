import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, makeRegistration, startStack, type TestStack, tokenFrom, waitForMail } from './harness.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack({
    REGISTER_MAX_PER_IP: '2',
    RESEND_MAX_PER_IP: '2',
    LOGIN_ACCOUNT_MAX_FAILURES: '3',
    // The tests stand for clients at several addresses, told to the gateway by a trusted local proxy.
    TRUST_PROXY: 'loopback',
  });
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

describe('login limits across addresses', () => {
  it('pauses an account guessed at from many addresses, while its owner’s other accounts stay usable', async () => {
    const client = new Client(stack.baseUrl);
    const victim = makeRegistration();
    await client.request('POST', '/api/auth/register', victim);
    const guess = (ip: string, email = victim.email) =>
      client.request(
        'POST',
        '/api/auth/login',
        { email, password: 'wrong-password' },
        { 'x-forwarded-for': ip },
      );
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      expect((await guess(ip)).status).toBe(401);
    const paused = await guess('198.51.100.4');
    expect(paused.status).toBe(429);
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account from a fresh address is not affected.
    expect((await guess('198.51.100.5', 'someone-else@example.com')).status).toBe(401);
  });
});

describe('device cookies (issue 20 §5)', () => {
  it('keeps the owner’s browser signing in while strangers are paused, and pauses that browser on its own', async () => {
    // Registered and verified from an address of its own (this file's sign-up limit is spent at 127.0.0.1).
    const owner = new Client(stack.baseUrl);
    const member = makeRegistration();
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    expect((await owner.request('POST', '/api/auth/register', member, from('192.0.2.10'))).status).toBe(200);
    const mail = await waitForMail(stack.mailboxDir, String(member.email));
    const token = tokenFrom(mail);
    expect((await owner.request('POST', '/api/auth/verify-email', { token })).status).toBe(200);
    const login = (client: Client, ip: string, password: string, cookie?: string) =>
      client.request(
        'POST',
        '/api/auth/login',
        { email: member.email, password },
        { ...from(ip), ...(cookie === undefined ? {} : { cookie }) },
      );

    // The owner signs in once: the browser gets a signed, httpOnly device cookie.
    const first = await login(owner, '192.0.2.10', String(member.password));
    expect(first.status).toBe(200);
    const deviceCookie = first.cookies.find((c) => c.startsWith('koala.device='));
    expect(deviceCookie).toMatch(/; HttpOnly/i);
    expect(deviceCookie).toMatch(/; SameSite=Strict/i);
    const device = `koala.device=${owner.cookie('koala.device')}`;

    // Strangers guess from three addresses: the account is paused for every browser without the cookie,
    // even one with the right password.
    const stranger = new Client(stack.baseUrl);
    for (const ip of ['198.51.100.21', '198.51.100.22', '198.51.100.23'])
      expect((await login(stranger, ip, 'wrong-password')).status).toBe(401);
    expect((await login(stranger, '198.51.100.24', String(member.password))).status).toBe(429);
    // A made-up device cookie is a stranger's.
    expect(
      (await login(stranger, '198.51.100.25', String(member.password), 'koala.device=a.1.b')).status,
    ).toBe(429);

    // The owner's browser signs in from a new address all the same.
    expect((await login(owner, '198.51.100.30', String(member.password), device)).status).toBe(200);

    // That browser has a limit of its own (LOGIN_MAX_FAILURES, 5): wrong passwords from ever new addresses
    // pause it, and the account's other trusted browsers are not touched by that.
    const cookieNow = `koala.device=${owner.cookie('koala.device')}`;
    for (let i = 0; i < 5; i++)
      expect((await login(owner, `198.51.100.${40 + i}`, 'wrong-password', cookieNow)).status).toBe(401);
    expect((await login(owner, '198.51.100.50', String(member.password), cookieNow)).status).toBe(429);
  });
});

describe('verification resend limit', () => {
  it('answers 429 after a few resends from one address, on both doors', async () => {
    const client = new Client(stack.baseUrl);
    const ip = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < 2; i++)
      expect(
        (await client.request('POST', '/api/auth/resend-verification', { email: `n${i}@example.com` }, ip))
          .status,
      ).toBe(200);
    const rest = await client.request<{ code: string }>(
      'POST',
      '/api/auth/resend-verification',
      { email: 'n@example.com' },
      ip,
    );
    expect(rest.status).toBe(429);
    expect(rest.body.code).toBe('RATE_LIMITED');
    const other = await client.request(
      'POST',
      '/api/auth/resend-verification',
      { email: 'n@example.com' },
      {
        'x-forwarded-for': '203.0.113.78',
      },
    );
    expect(other.status).toBe(200);
  });
});
