import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  countStatements,
  makeRegistration,
  makeVerifiedUser,
  startStack,
  type TestStack,
  tokenFrom,
  waitForMail,
  waitForMails,
} from './harness.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const SPEC_INVALID = 'Invalid email or password. Please check your credentials and try again.';

describe('registration and verification', () => {
  it('registers an unverified account and mails a single-use verification link', async () => {
    const client = new Client(stack.baseUrl);
    const reg = makeRegistration({ email: `Mixed${Date.now()}@Example.com` });
    const res = await client.request<{ id: number; isVerified: boolean; email: string }>(
      'POST',
      '/api/auth/register',
      reg,
    );
    expect(res.status).toBe(200);
    expect(res.body.isVerified).toBe(false);
    expect(res.body.email).toBe(reg.email.toLowerCase());
    expect(client.cookie('koala.sid')).toBeUndefined();

    const login = await client.request<{ message: string; code: string }>('POST', '/api/auth/login', reg);
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('EMAIL_NOT_VERIFIED');
    expect(login.body.message).toMatch(/verify your email/i);

    const mail = await waitForMail(stack.mailboxDir, reg.email.toLowerCase());
    expect(mail.subject).toMatch(/verify/i);
    const token = tokenFrom(mail);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    expect((await client.request('POST', '/api/auth/verify-email', { token })).status).toBe(200);
    // The same link again: the account is verified, so the answer says so and sends the person to sign in.
    const again = await client.request<{ message: string; code: string }>('POST', '/api/auth/verify-email', {
      token,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'ALREADY_VERIFIED',
      message: 'Your email address is already verified. Please sign in.',
    });
    const unknown = await client.request<{ message: string }>('POST', '/api/auth/verify-email', {
      token: Buffer.alloc(32, 7).toString('base64url'),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('This verification link is invalid or has expired.');

    expect((await client.request('POST', '/api/auth/login', reg)).status).toBe(200);
  });

  it('resends a verification e-mail without revealing whether the address exists', async () => {
    const client = new Client(stack.baseUrl);
    const reg = makeRegistration();
    await client.request('POST', '/api/auth/register', reg);
    const first = await waitForMail(stack.mailboxDir, reg.email);
    const unknown = await client.request('POST', '/api/auth/resend-verification', {
      email: 'nobody@example.com',
    });
    expect(unknown.status).toBe(200);
    const resent = await client.graphql('mutation($e: String!) { resendVerification(email: $e) }', {
      e: reg.email,
    });
    expect(resent.body.data).toEqual({ resendVerification: true });
    // The resend really mailed a second, different link, and the new one verifies the account.
    const mails = await waitForMails(stack.mailboxDir, reg.email, 2);
    const tokens = mails.map(tokenFrom);
    expect(new Set(tokens).size).toBe(2);
    const second = tokens.find((t) => t !== tokenFrom(first))!;
    expect((await client.request('POST', '/api/auth/verify-email', { token: second })).status).toBe(200);
  });

  it('does the same work for a resend to an unknown address as to an unverified one (issue 20 §5)', async () => {
    const client = new Client(stack.baseUrl);
    const reg = makeRegistration();
    expect((await client.request('POST', '/api/auth/register', reg)).status).toBe(200);
    const outboxRows = async () => {
      const rows: { n: number }[] = await stack.gateway.deps.orm.em
        .fork()
        .getConnection()
        .execute('select count(*)::int as n from outbox_events');
      return Number(rows[0]?.n);
    };
    // The statements the gateway runs (its outbox writes aside) and the outbox rows it writes, per resend.
    const resend = async (email: string) => {
      const before = await outboxRows();
      const statements = await countStatements(stack, async () => {
        expect((await client.request('POST', '/api/auth/resend-verification', { email })).status).toBe(200);
      });
      return { statements, events: (await outboxRows()) - before };
    };
    const known = await resend(reg.email);
    const unknown = await resend(`nobody-${Date.now()}@example.com`);
    expect(known.events).toBe(1);
    expect(unknown).toEqual(known);
    // The unverified member still gets the link; the worker looked the address up.
    expect(tokenFrom(await waitForMail(stack.mailboxDir, reg.email))).toBeTruthy();
  });

  it('answers a taken e-mail exactly as a new one, creates nothing and tells its owner (issue 20 §5)', async () => {
    const owner = await makeVerifiedUser(stack, { fullName: 'Lucía Dueña', language: 'es' });
    const client = new Client(stack.baseUrl);
    type Answer = Record<string, unknown> & { id: number };
    const fresh = makeRegistration();
    const newAddress = await client.request<Answer>('POST', '/api/auth/register', fresh);
    const probe = makeRegistration({ email: owner.email.toUpperCase() });
    const takenAddress = await client.request<Answer>('POST', '/api/auth/register', probe);

    // Same status, same fields, same values but for what the caller sent and what every sign-up gets anew.
    expect(newAddress.status).toBe(200);
    expect(takenAddress.status).toBe(200);
    const fixed = ({ id, createdAt, username, fullName, email, phone, ...rest }: Answer) => rest;
    expect(Object.keys(takenAddress.body).sort()).toEqual(Object.keys(newAddress.body).sort());
    expect(fixed(takenAddress.body)).toEqual(fixed(newAddress.body));
    expect(takenAddress.body).toMatchObject({
      email: probe.email.toLowerCase(),
      username: probe.username,
      isVerified: false,
    });
    // Ids advance as for any sign-up, and neither names a public profile (unverified accounts have none).
    expect(takenAddress.body.id).toBeGreaterThan(newAddress.body.id);
    for (const id of [newAddress.body.id, takenAddress.body.id])
      expect((await client.request('GET', `/api/users/${id}`)).status).toBe(404);
    // Nothing was created or changed.
    const rows: { n: number }[] = await stack.gateway.deps.orm.em
      .fork()
      .getConnection()
      .execute('select count(*)::int as n from users where lower(username) = lower(?) or id = ?', [
        probe.username,
        takenAddress.body.id,
      ]);
    expect(rows[0]?.n).toBe(0);
    const signIn = await client.request('POST', '/api/auth/login', {
      email: owner.email,
      password: owner.password,
    });
    expect(signIn.status).toBe(200);

    // The owner hears of it, in their language, with a sign-in link and the way to a new password.
    const mails = await waitForMails(stack.mailboxDir, owner.email, 2);
    const notice = mails.find((m) => !m.links.some((link) => link.includes('/verify-email')));
    expect(notice?.subject).toBe('Alguien intentó registrarse con tu dirección de correo electrónico');
    if (!notice) return;
    expect(notice.text).toContain('Hola, Lucía Dueña:');
    expect(notice.links).toContain(`${stack.config.publicUrl}/auth`);
    expect(notice.text).toContain(`${stack.config.publicUrl}/forgot-password`);
  });

  it('sends a taken but unverified address a fresh verification link instead', async () => {
    const client = new Client(stack.baseUrl);
    const reg = makeRegistration();
    expect((await client.request('POST', '/api/auth/register', reg)).status).toBe(200);
    const again = await client.request('POST', '/api/auth/register', makeRegistration({ email: reg.email }));
    expect(again.status).toBe(200);
    const mails = await waitForMails(stack.mailboxDir, reg.email, 2);
    expect(new Set(mails.map(tokenFrom)).size).toBe(2);
  });

  it('still refuses a taken username (usernames are public) with 409, case-insensitively', async () => {
    const client = new Client(stack.baseUrl);
    const reg = makeRegistration();
    expect((await client.request('POST', '/api/auth/register', reg)).status).toBe(200);
    const sameName = await client.request<{ fieldErrors: Record<string, string> }>(
      'POST',
      '/api/auth/register',
      makeRegistration({ username: reg.username.toUpperCase() }),
    );
    expect(sameName.status).toBe(409);
    expect(sameName.body.fieldErrors).toEqual({ username: 'This username is already taken' });
    // With a taken e-mail too, the answer names the username alone.
    const both = await client.request<{ fieldErrors: Record<string, string> }>(
      'POST',
      '/api/auth/register',
      makeRegistration({ username: reg.username, email: reg.email }),
    );
    expect(both.status).toBe(409);
    expect(both.body.fieldErrors).toEqual({ username: 'This username is already taken' });
  });
});

describe('spec §5 messages through both doors', () => {
  const badRegistration = {
    fullName: 'A',
    username: 'ab',
    email: 'not-an-email',
    password: '12345',
    confirmPassword: '54321',
  };
  const expected = {
    fullName: 'Full name must be at least 2 characters',
    username: 'Username must be at least 3 characters',
    email: 'Please enter a valid email',
    password: 'Password must be at least 6 characters',
  };

  it('REST register answers 400 with every field message', async () => {
    const res = await new Client(stack.baseUrl).request<{
      message: string;
      fieldErrors: Record<string, string>;
    }>('POST', '/api/auth/register', badRegistration);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject(expected);
  });

  it('REST register says "Passwords don\'t match" on confirmPassword', async () => {
    const res = await new Client(stack.baseUrl).request<{ fieldErrors: Record<string, string> }>(
      'POST',
      '/api/auth/register',
      makeRegistration({ confirmPassword: 'different1' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('GraphQL register carries the same messages as BAD_USER_INPUT', async () => {
    const res = await new Client(stack.baseUrl).graphql(
      'mutation($i: RegisterInput!) { register(input: $i) { id } }',
      { i: badRegistration },
    );
    const error = res.body.errors?.[0];
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error?.extensions?.fieldErrors).toMatchObject({
      ...expected,
      confirmPassword: "Passwords don't match",
    });
  });

  it('login validates e-mail and password length on both doors', async () => {
    const client = new Client(stack.baseUrl);
    const rest = await client.request<{ fieldErrors: Record<string, string> }>('POST', '/api/auth/login', {
      email: 'x',
      password: '1',
    });
    expect(rest.status).toBe(400);
    expect(rest.body.fieldErrors).toEqual({ email: expected.email, password: expected.password });
    const gql = await client.graphql('mutation { login(input: { email: "x", password: "1" }) { id } }');
    expect(gql.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      email: expected.email,
      password: expected.password,
    });
  });

  it('a wrong password gets the spec message and 401 on REST, UNAUTHENTICATED on GraphQL', async () => {
    const user = await makeVerifiedUser(stack);
    const client = new Client(stack.baseUrl);
    const rest = await client.request<{ message: string }>('POST', '/api/auth/login', {
      email: user.email,
      password: 'wrong-pass',
    });
    expect(rest.status).toBe(401);
    expect(rest.body.message).toBe(SPEC_INVALID);
    const gql = await client.graphql(
      'mutation($e: String!) { login(input: { email: $e, password: "wrong-pass" }) { id } }',
      {
        e: user.email,
      },
    );
    expect(gql.body.errors?.[0]).toMatchObject({
      message: SPEC_INVALID,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('malformed bodies are 4xx, never 500', async () => {
    const client = new Client(stack.baseUrl);
    const broken = await client.request<{ message: string }>('POST', '/api/auth/login', '{"email":');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('The request body is not valid JSON.');
    const array = await client.request('POST', '/api/auth/register', '[1,2,3]');
    expect(array.status).toBe(400);
    const wrongTypes = await client.request<{ fieldErrors: Record<string, string> }>(
      'POST',
      '/api/auth/login',
      {
        email: 42,
        password: { x: 1 },
      },
    );
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.fieldErrors.email).toBe('Please enter a valid email');
    const huge = await client.request('POST', '/api/auth/register', { fullName: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
    const notJson = await client.request('POST', '/api/auth/login', 'email=a', {
      'content-type': 'text/plain',
    });
    expect(notJson.status).toBe(400);
    const gqlBroken = await client.request('POST', '/graphql', '{"query": "{ me { id ', {});
    expect(gqlBroken.status).toBe(400);
  });
});

describe('sessions', () => {
  it('logs in with a browser session, rotates the id on a new login and ends it on logout', async () => {
    const user = await makeVerifiedUser(stack);
    const client = new Client(stack.baseUrl);
    const first = await client.request<{ id: number; username: string }>('POST', '/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(first.status).toBe(200);
    expect(first.body.username).toBe(user.username);
    const sid = first.cookies.find((c) => c.startsWith('koala.sid='))!;
    expect(sid).toMatch(/HttpOnly/i);
    expect(sid).toMatch(/SameSite=Lax/i);
    expect(sid).not.toMatch(/Max-Age/i);
    expect(sid).not.toMatch(/Secure/i);
    const marker = first.cookies.find((c) => c.startsWith('koalarent_session='))!;
    expect(marker).toMatch(/Max-Age=86400/);
    expect(marker).not.toMatch(/HttpOnly/i);

    const oldId = client.cookie('koala.sid')!;
    const me = await client.request<{ id: number }>('GET', '/api/auth/me');
    expect(me.body.id).toBe(user.id);

    await client.request('POST', '/api/auth/login', { email: user.email, password: user.password });
    const newId = client.cookie('koala.sid')!;
    expect(newId).not.toBe(oldId);
    const stale = new Client(stack.baseUrl);
    const staleMe = await stale.request('GET', '/api/auth/me', undefined, { cookie: `koala.sid=${oldId}` });
    expect(staleMe.status).toBe(401);

    const out = await client.request('POST', '/api/auth/logout');
    expect(out.status).toBe(200);
    expect((await client.request('GET', '/api/auth/me')).status).toBe(401);
    const replay = await stale.request('GET', '/api/auth/me', undefined, { cookie: `koala.sid=${newId}` });
    expect(replay.status).toBe(401);
    expect((await client.graphql('{ me { id } }')).body.data).toEqual({ me: null });
  });

  it('remember me gives a 30-day cookie', async () => {
    const user = await makeVerifiedUser(stack);
    const client = new Client(stack.baseUrl);
    const res = await client.request('POST', '/api/auth/login', {
      email: user.email,
      password: user.password,
      rememberMe: true,
    });
    const sid = res.cookies.find((c) => c.startsWith('koala.sid='))!;
    expect(sid).toMatch(/Max-Age=2592000/);
  });

  it('a locked account cannot sign in, and its open session ends', async () => {
    const user = await makeVerifiedUser(stack);
    const client = new Client(stack.baseUrl);
    await client.request('POST', '/api/auth/login', { email: user.email, password: user.password });
    await stack.gateway.deps.orm.em
      .fork()
      .getConnection()
      .execute('update users set is_locked = true where id = ?', [user.id]);
    expect((await client.request('GET', '/api/auth/me')).status).toBe(401);
    const res = await new Client(stack.baseUrl).request<{ message: string; code: string }>(
      'POST',
      '/api/auth/login',
      {
        email: user.email,
        password: user.password,
      },
    );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      message: 'Your account has been locked. Please contact support.',
    });
  });

  it('the admin screen refuses members with the spec message and admits the super-admin', async () => {
    const user = await makeVerifiedUser(stack);
    const client = new Client(stack.baseUrl);
    const member = await client.request<{ message: string }>('POST', '/api/auth/admin/login', {
      email: user.email,
      password: user.password,
    });
    expect(member.status).toBe(403);
    expect(member.body.message).toBe('Invalid admin credentials. Please try again.');
    const empty = await client.request<{ fieldErrors: Record<string, string> }>(
      'POST',
      '/api/auth/admin/login',
      {},
    );
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual({ email: 'Email is required', password: 'Password is required' });
    // Only filled-in is asked of the admin form: a short password or an odd e-mail is just wrong credentials,
    // never the member form's "at least 6 characters" or "valid email" rules.
    for (const attempt of [
      { email: 'admin@koalarent.test', password: 'abc' },
      { email: 'admin', password: 'KoalaAdmin!2024' },
    ]) {
      const res = await client.request<{ message: string; fieldErrors?: unknown }>(
        'POST',
        '/api/auth/admin/login',
        attempt,
      );
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Invalid admin credentials. Please try again.');
      expect(res.body.fieldErrors).toBeUndefined();
    }
    const admin = await client.request<{ role: string }>('POST', '/api/auth/admin/login', {
      email: 'admin@koalarent.test',
      password: 'KoalaAdmin!2024',
    });
    expect(admin.status).toBe(200);
    expect(admin.body.role).toBe('admin');
  });
});

describe('throttling', () => {
  it('answers 429 with Retry-After after consecutive failures, even for the right password', async () => {
    const user = await makeVerifiedUser(stack);
    const client = new Client(stack.baseUrl);
    for (let i = 0; i < 5; i++) {
      const res = await client.request('POST', '/api/auth/login', {
        email: user.email,
        password: 'wrong-pass',
      });
      expect(res.status).toBe(401);
    }
    const blocked = await client.request<{ message: string }>('POST', '/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body.message).toMatch(/Too many login attempts/);
  });

  it('aliases cannot multiply attempts: each login call counts, and a document stops at its first failure', async () => {
    const user = await makeVerifiedUser(stack);
    const client = new Client(stack.baseUrl);
    const aliases = Array.from(
      { length: 7 },
      (_, i) => `a${i}: login(input: { email: $e, password: "wrong-pass" }) { id }`,
    ).join('\n');
    const codes: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await client.graphql(`mutation($e: String!) { ${aliases} }`, { e: user.email });
      // login is non-null: its failure ends the mutation, so the other six aliases never run.
      expect(res.body.errors).toHaveLength(1);
      codes.push(res.body.errors?.[0]?.extensions?.code);
      if (i === 5) expect(res.status).toBe(429);
    }
    expect(codes).toEqual([...Array(5).fill('UNAUTHENTICATED'), 'TOO_MANY_REQUESTS']);
  });
});

describe('gateway guards', () => {
  it('lists the six default categories', async () => {
    const res = await new Client(stack.baseUrl).request<{ name: string; icon: string }[]>(
      'GET',
      '/api/categories',
    );
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c.name)).toEqual([
      'Cameras',
      'Electronics',
      'Tools',
      'Bicycles',
      'Gaming',
      'Outdoor',
    ]);
  });

  it('refuses cross-site REST writes', async () => {
    const res = await new Client(stack.baseUrl).request('POST', '/api/auth/logout', undefined, {
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
  });

  it('refuses GraphQL requests that could be simple cross-site requests (csrfPrevention)', async () => {
    const res = await fetch(`${stack.baseUrl}/graphql?query=${encodeURIComponent('{ me { id } }')}`);
    expect(res.status).toBe(400);
  });

  it('limits depth and aliases, and masks internal errors', async () => {
    const client = new Client(stack.baseUrl);

    // Aliases: 15 pass, 16 do not.
    const aliased = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `c${i}: categories { id }`).join(' ')} }`;
    expect((await client.graphql(aliased(15))).status).toBe(200);
    const tooMany = await client.graphql(aliased(16));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors?.[0]?.message).toBe('Aliases limit of 15 exceeded, found 16.');
    expect(tooMany.body.data).toBeUndefined();

    // Depth: a valid document (introspection's ofType chain, beside an ordinary field so the normal limits
    // apply) 10 levels deep passes, 11 do not.
    const nested = (levels: number) =>
      `{ categories { id } __schema { queryType { fields { type { ${'ofType { '.repeat(levels - 5)}name${' }'.repeat(levels - 5)} } } } } }`;
    expect((await client.graphql(nested(10))).status).toBe(200);
    const tooDeep = await client.graphql(nested(11));
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.errors?.[0]?.message).toBe('Query depth limit of 10 exceeded, found 11.');

    // Masking: a resolver failing on something unexpected (here a missing table) answers a generic message
    // and the request id, never the driver's message, the SQL or a stack.
    const db = stack.gateway.deps.orm.em.getConnection();
    await db.execute('alter table categories rename to categories_hidden');
    try {
      const failed = await client.graphql('{ categories { id } }');
      const [error] = failed.body.errors ?? [];
      expect(error?.message).toBe('Something went wrong. Please try again later.');
      expect(error?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      // The id the log line carries, echoed in the header too.
      expect(error?.extensions?.requestId).toBe(failed.headers.get('x-request-id'));
      const body = JSON.stringify(failed.body);
      expect(body).not.toMatch(/categories_hidden|does not exist|select|stacktrace|\bat \S+ \(/i);
      expect(Object.keys(error?.extensions ?? {}).sort()).toEqual(['code', 'requestId']);
    } finally {
      await db.execute('alter table categories_hidden rename to categories');
    }
  });

  it('answers health and readiness', async () => {
    expect((await fetch(`${stack.baseUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${stack.baseUrl}/readyz`)).status).toBe(200);
  });

  it('redirects social sign-in to /auth with a clear message when the provider is not configured', async () => {
    for (const provider of ['google', 'facebook', 'twitter']) {
      const res = await fetch(`${stack.baseUrl}/api/auth/${provider}`, { redirect: 'manual' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`/auth?error=provider_not_configured&provider=${provider}`);
    }
  });
});
