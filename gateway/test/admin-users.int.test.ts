import { getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { type Client as WsClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED_CLOSE_CODE } from '../src/session/socket-sessions.js';
import { type Member, signedInAdmin, signedInMember } from './catalog-fixtures.js';
import {
  Client,
  makeRegistration,
  makeVerifiedUser,
  openSocket,
  startStack,
  type TestStack,
  waitForMails,
} from './harness.js';

/**
 * The admin dashboard's Users tab through both doors (GraphQL and the spec's REST paths) of a real gateway: who may
 * call what, the search and paging, every edit with its audit row, the rules that keep an admin in charge (no
 * self-lock, no self-demotion, never zero admins, also under a race), sessions ended by a lock, the e-mail, and an
 * audit trail nobody can edit.
 */

let stack: TestStack;
let admin: Member;
let member: Member;

beforeAll(async () => {
  stack = await startStack();
  admin = await signedInAdmin(stack);
  member = await signedInMember(stack);
});
afterAll(async () => {
  await stack?.stop();
});

const USER = 'id username fullName email phone isVerified isLocked role';

interface UserJson {
  id: number;
  username: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  isVerified: boolean;
  isLocked: boolean;
  role: string;
  [key: string]: unknown;
}

interface ErrorJson {
  message: string;
  code: string;
  fieldErrors?: Record<string, string>;
}

interface AuditRow {
  id: number;
  actor_id: number;
  action: string;
  target_type: string;
  target_id: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return stack.gateway.deps.orm.em.fork().getConnection().execute(text, params);
}

function auditOf(targetType: string, targetId: number): Promise<AuditRow[]> {
  return sql<AuditRow>(
    'select id, actor_id, action, target_type, target_id, before, after from audit_entries where target_type = ? and target_id = ? order by id',
    [targetType, targetId],
  );
}

async function userRow(id: number): Promise<Record<string, unknown>> {
  const [row] = await sql(
    'select username, full_name, email, phone, is_verified, is_locked, role from users where id = ?',
    [id],
  );
  return row!;
}

/** adminUpdateUser over GraphQL: the user, or the first error's code, message and field errors. */
async function update(by: Member | Client, id: number, input: Record<string, unknown>) {
  const client = by instanceof Client ? by : by.client;
  const res = await client.graphql<{ adminUpdateUser: UserJson }>(
    `mutation ($id: Int!, $input: AdminUserUpdateInput!) { adminUpdateUser(id: $id, input: $input) { ${USER} } }`,
    { id, input },
  );
  const error = res.body.errors?.[0];
  return {
    user: res.body.data?.adminUpdateUser ?? null,
    code: error ? String(error.extensions?.code) : null,
    message: error?.message ?? null,
    fieldErrors: (error?.extensions?.fieldErrors as Record<string, string> | undefined) ?? null,
  };
}

function put(by: Member | Client, id: number | string, body: unknown) {
  const client = by instanceof Client ? by : by.client;
  return client.request<UserJson & ErrorJson>('PUT', `/api/admin/users/${id}`, body);
}

/** A fresh member made admin through the API, signed in on the admin screen. */
async function newAdmin(): Promise<Member> {
  const user = await makeVerifiedUser(stack);
  expect((await update(admin, user.id, { role: 'admin' })).user?.role).toBe('admin');
  const client = new Client(stack.baseUrl);
  const res = await client.request('POST', '/api/auth/admin/login', {
    email: user.email,
    password: user.password,
  });
  expect(res.status).toBe(200);
  return { id: user.id, client, username: String(user.username) };
}

async function me(client: Client): Promise<number> {
  return (await client.request('GET', '/api/auth/me')).status;
}

/** The first thing a subscription answers: its first event, or its refusal's code. */
function firstOf(ws: WsClient, query: string): Promise<{ data?: unknown; code?: string }> {
  return new Promise((resolve, reject) => {
    const stop = ws.subscribe(
      { query },
      {
        next: (result) => {
          stop();
          resolve(
            result.errors
              ? { code: String(result.errors[0]?.extensions?.code) }
              : { data: result.data as unknown },
          );
        },
        error: reject,
        complete: () => {},
      },
    );
  });
}

describe('who may call the admin API', () => {
  it('every admin query, mutation and subscription refuses anonymous callers (401) and members (403), changing nothing', async () => {
    const target = await makeVerifiedUser(stack);
    const auditBefore = await sql('select count(*)::int as n from audit_entries');
    const operations = [
      '{ adminOverview { totalUsers activeListings pendingApprovals loginsToday bookingsToday } }',
      '{ adminUsers { totalCount nodes { id } } }',
      '{ auditLog { nodes { id } } }',
      `mutation { adminUpdateUser(id: ${target.id}, input: { fullName: "Taken Over", isLocked: true }) { id } }`,
      `mutation { adminSendEmail(userId: ${target.id}, subject: "Hi", body: "Hello there") }`,
    ];
    const anonymous = new Client(stack.baseUrl);
    for (const query of operations) {
      const asAnonymous = await anonymous.graphql(query);
      expect(asAnonymous.body.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
      expect(asAnonymous.body.data ?? null, query).toBeNull();
      const asMember = await member.client.graphql(query);
      expect(asMember.body.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    // Nothing happened: the target is as registered, no audit row, no e-mail.
    expect(await userRow(target.id)).toMatchObject({ full_name: target.fullName, is_locked: false });
    expect(await sql('select count(*)::int as n from audit_entries')).toEqual(auditBefore);

    // The spec's REST paths: 401 and 403, the admin gets through.
    expect((await anonymous.request('GET', '/api/admin/users')).status).toBe(401);
    expect((await member.client.request('GET', '/api/admin/users')).status).toBe(403);
    expect((await admin.client.request('GET', '/api/admin/users')).status).toBe(200);
    expect((await put(anonymous, target.id, { isLocked: true })).status).toBe(401);
    expect((await put(member, target.id, { isLocked: true })).status).toBe(403);
    expect((await put(member, member.id, { role: 'admin' })).status).toBe(403);
    expect(await userRow(member.id)).toMatchObject({ role: 'user' });

    // The admin's own queries answer.
    for (const query of operations.slice(0, 3))
      expect((await admin.client.graphql(query)).body.errors, query).toBeUndefined();

    // Subscriptions: the feed is chosen by who asks.
    const subscriptions = [
      'subscription { adminOverviewChanged { totalUsers } }',
      'subscription { itemSubmitted { id } }',
    ];
    const anonymousSocket = await openSocket(stack);
    const memberSocket = await openSocket(stack, { cookie: member.client.cookieHeader });
    for (const query of subscriptions) {
      expect(await firstOf(anonymousSocket.ws, query), query).toEqual({ code: 'UNAUTHENTICATED' });
      expect(await firstOf(memberSocket.ws, query), query).toEqual({ code: 'FORBIDDEN' });
    }
    await anonymousSocket.ws.dispose();
    await memberSocket.ws.dispose();
  });
});

describe('the Users table', () => {
  it('lists members newest first, searches username, full name and e-mail, and pages with a cursor, both doors', async () => {
    const tag = `qz${Date.now().toString(36)}`;
    const byName = await makeVerifiedUser(stack, { fullName: `Quokka ${tag}` });
    const byUsername = await makeVerifiedUser(stack, { username: `${tag}_koala` });
    const byEmail = await makeVerifiedUser(stack, { email: `${tag}.wombat@example.com` });
    const newestFirst = [byEmail.id, byUsername.id, byName.id];

    const page1 = await admin.client.graphql<{
      adminUsers: {
        nodes: UserJson[];
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    }>(
      `query ($search: String, $after: String) { adminUsers(search: $search, first: 2, after: $after) { nodes { ${USER} createdAt } totalCount pageInfo { hasNextPage endCursor } } }`,
      { search: tag.toUpperCase() },
    );
    const first = page1.body.data!.adminUsers;
    expect(first.totalCount).toBe(3);
    expect(first.nodes.map((u) => u.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.pageInfo.hasNextPage).toBe(true);
    // Admins see every member's e-mail and phone.
    expect(first.nodes[0]).toMatchObject({ email: byEmail.email, phone: '+1 555 0100', role: 'user' });
    const page2 = await admin.client.graphql<{
      adminUsers: { nodes: UserJson[]; pageInfo: { hasNextPage: boolean } };
    }>(
      `query ($search: String, $after: String) { adminUsers(search: $search, first: 2, after: $after) { nodes { id } pageInfo { hasNextPage } } }`,
      { search: tag, after: first.pageInfo.endCursor },
    );
    expect(page2.body.data!.adminUsers).toEqual({
      nodes: [{ id: byName.id }],
      pageInfo: { hasNextPage: false },
    });

    // REST: a plain array, the total and the next page's cursor in headers.
    const rest1 = await admin.client.request<UserJson[]>('GET', `/api/admin/users?search=${tag}&limit=2`);
    expect(rest1.status).toBe(200);
    expect(rest1.body.map((u) => u.id)).toEqual(newestFirst.slice(0, 2));
    expect(rest1.headers.get('x-total-count')).toBe('3');
    const cursor = rest1.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const rest2 = await admin.client.request<UserJson[]>(
      'GET',
      `/api/admin/users?search=${tag}&limit=2&cursor=${cursor}`,
    );
    expect(rest2.body.map((u) => u.id)).toEqual([byName.id]);
    expect(rest2.headers.get('x-next-cursor')).toBeNull();

    // Without a search: everyone, the newest first.
    const all = await admin.client.request<UserJson[]>('GET', '/api/admin/users?limit=200');
    expect(all.body[0]!.id).toBe(byEmail.id);
    expect(Number(all.headers.get('x-total-count'))).toBe(
      (await sql<{ n: number }>('select count(*)::int as n from users'))[0]!.n,
    );
    // LIKE wildcards are searched for literally.
    expect((await admin.client.request<UserJson[]>('GET', '/api/admin/users?search=%25')).body).toEqual([]);

    // Bad paging: clear 400s.
    const badCursor = await admin.client.request<ErrorJson>('GET', '/api/admin/users?cursor=nonsense');
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.message).toBe('Invalid cursor');
    expect((await admin.client.request('GET', '/api/admin/users?limit=0')).status).toBe(400);
    const tooMany = await admin.client.graphql('{ adminUsers(first: 500) { totalCount } }');
    expect(tooMany.body.errors?.[0]).toMatchObject({
      message: 'first must be a whole number from 1 to 200',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const longSearch = await admin.client.request<ErrorJson>(
      'GET',
      `/api/admin/users?search=${'a'.repeat(201)}`,
    );
    expect(longSearch.status).toBe(400);
  });
});

describe('editing a member', () => {
  it('changes only the given fields, through both doors, with the changed fields before and after in the audit trail', async () => {
    const target = await makeVerifiedUser(stack);
    const tag = Date.now().toString(36);
    const edited = await update(admin, target.id, {
      fullName: 'Edited Koala',
      email: `Edited.${tag}@Example.com`,
      username: `edited_${tag}`,
      phone: '+61 2 5550 1234',
    });
    expect(edited.user).toEqual({
      id: target.id,
      username: `edited_${tag}`,
      fullName: 'Edited Koala',
      email: `edited.${tag}@example.com`,
      phone: '+61 2 5550 1234',
      isVerified: true,
      isLocked: false,
      role: 'user',
    });
    const [row] = await auditOf('user', target.id);
    expect(row).toMatchObject({
      actor_id: admin.id,
      action: 'user.update',
      before: {
        fullName: target.fullName,
        username: target.username,
        email: String(target.email).toLowerCase(),
        phone: '+1 555 0100',
      },
      after: {
        fullName: 'Edited Koala',
        username: `edited_${tag}`,
        email: `edited.${tag}@example.com`,
        phone: '+61 2 5550 1234',
      },
    });
    // The member signs in with the new e-mail.
    const login = await new Client(stack.baseUrl).request('POST', '/api/auth/login', {
      email: `edited.${tag}@example.com`,
      password: target.password,
    });
    expect(login.status).toBe(200);

    // REST, as the Edit User dialog sends it: the whole edited user, one field changed.
    const whole = (await admin.client.request<UserJson>('GET', `/api/users/${target.id}`)).body;
    const saved = await put(admin, target.id, { ...whole, fullName: 'Renamed Again' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ fullName: 'Renamed Again', username: `edited_${tag}` });
    expect((await auditOf('user', target.id)).at(-1)).toMatchObject({
      action: 'user.update',
      before: { fullName: 'Edited Koala' },
      after: { fullName: 'Renamed Again' },
    });
    expect(Object.keys((await auditOf('user', target.id)).at(-1)!.after!)).toEqual(['fullName']);
    // null clears the phone; saving what is already there writes no audit row.
    expect((await put(admin, target.id, { phone: null })).body.phone).toBeNull();
    const rows = (await auditOf('user', target.id)).length;
    expect((await put(admin, target.id, { fullName: 'Renamed Again', phone: null })).status).toBe(200);
    expect(await auditOf('user', target.id)).toHaveLength(rows);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const target = await makeVerifiedUser(stack);
    const other = await makeVerifiedUser(stack);
    const before = await userRow(target.id);
    const cases: [Record<string, unknown>, number, string, string | null][] = [
      [{ email: 'not-an-email' }, 400, 'Please enter a valid email', 'email'],
      [{ username: 'ab' }, 400, 'Username must be at least 3 characters', 'username'],
      [{ fullName: 'A' }, 400, 'Full name must be at least 2 characters', 'fullName'],
      [{ phone: 'call me' }, 400, 'Please enter a valid phone number', 'phone'],
      [{ role: 'owner' }, 400, 'Role must be admin or user', 'role'],
      [{ isLocked: 'yes' }, 400, 'isLocked must be true or false', 'isLocked'],
      [{ fullName: { first: 'A' } }, 400, 'fullName must be text', 'fullName'],
      [{}, 400, 'Nothing to change', null],
      [{ id: 5, rating: 5 }, 400, 'Nothing to change', null],
      [
        { email: String(other.email).toUpperCase() },
        409,
        'An account with this email already exists',
        'email',
      ],
      [{ username: String(other.username).toUpperCase() }, 409, 'This username is already taken', 'username'],
    ];
    for (const [body, status, message, field] of cases) {
      const res = await put(admin, target.id, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message, JSON.stringify(body)).toBe(message);
      if (field) expect(res.body.fieldErrors?.[field], JSON.stringify(body)).toBe(message);
    }
    // GraphQL answers the same.
    expect(await update(admin, target.id, { role: 'root' })).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Role must be admin or user',
      fieldErrors: { role: 'Role must be admin or user' },
    });
    expect(await update(admin, target.id, { email: other.email })).toMatchObject({ code: 'CONFLICT' });
    // Unknown members: 404 'User not found', whatever the id looks like.
    for (const id of ['99999999', 'abc', '0', '-1', '99999999999'])
      expect(await put(admin, id, { isLocked: true }), id).toMatchObject({
        status: 404,
        body: { message: 'User not found' },
      });
    expect(await update(admin, 99_999_999, { isLocked: true })).toMatchObject({
      code: 'NOT_FOUND',
      message: 'User not found',
    });
    expect(await userRow(target.id)).toEqual(before);
    expect(await auditOf('user', target.id)).toEqual([]);
  });

  it('verify, lock, unlock, promote and demote are each recorded as their own action', async () => {
    // Registered but not verified: the Verify user action.
    const reg = makeRegistration();
    const registered = await new Client(stack.baseUrl).request<{ id: number }>(
      'POST',
      '/api/auth/register',
      reg,
    );
    expect(registered.status).toBe(200);
    const id = registered.body.id;
    const steps: [Record<string, unknown>, string, Record<string, unknown>, Record<string, unknown>][] = [
      [{ isVerified: true }, 'user.verify', { isVerified: false }, { isVerified: true }],
      [{ isLocked: true }, 'user.lock', { isLocked: false }, { isLocked: true }],
      [{ isLocked: false }, 'user.unlock', { isLocked: true }, { isLocked: false }],
      [{ role: 'admin' }, 'user.promote', { role: 'user' }, { role: 'admin' }],
      [{ role: 'user' }, 'user.demote', { role: 'admin' }, { role: 'user' }],
      [{ isVerified: false }, 'user.unverify', { isVerified: true }, { isVerified: false }],
    ];
    for (const [body, action] of steps) expect((await put(admin, id, body)).status, action).toBe(200);
    expect(
      (await auditOf('user', id)).map((r) => ({ action: r.action, before: r.before, after: r.after })),
    ).toEqual(steps.map(([, action, before, after]) => ({ action, before, after })));
    // The member, verified in between, could sign in; now unverified again, they cannot.
    expect(await userRow(id)).toMatchObject({ is_verified: false, is_locked: false, role: 'user' });
  });
});

describe('sessions end with the access that allowed them', () => {
  it('locking a member ends their sessions at once: their next request is 401 and their open socket closes', async () => {
    const victim = await signedInMember(stack);
    const other = new Client(stack.baseUrl);
    const user = await userRow(victim.id);
    // A second browser of the same member.
    await other.request('POST', '/api/auth/login', { email: user.email, password: 'secret123' });
    const socket = await openSocket(stack, { cookie: victim.client.cookieHeader });
    expect(await me(victim.client)).toBe(200);
    expect(await me(other)).toBe(200);

    const locked = await put(admin, victim.id, { isLocked: true });
    expect(locked.status).toBe(200);
    expect(locked.body.isLocked).toBe(true);
    expect(await socket.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(await me(victim.client)).toBe(401);
    expect(await me(other)).toBe(401);
    const again = await new Client(stack.baseUrl).request<ErrorJson>('POST', '/api/auth/login', {
      email: user.email,
      password: 'secret123',
    });
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('ACCOUNT_LOCKED');
    await socket.ws.dispose();

    // Unlocked, they sign in again.
    expect((await put(admin, victim.id, { isLocked: false })).status).toBe(200);
    expect(
      (
        await new Client(stack.baseUrl).request('POST', '/api/auth/login', {
          email: user.email,
          password: 'secret123',
        })
      ).status,
    ).toBe(200);
  });

  it('editing details alone keeps the member signed in, with the change visible at once', async () => {
    const kept = await signedInMember(stack);
    expect((await update(admin, kept.id, { fullName: 'Still Signed In' })).user?.fullName).toBe(
      'Still Signed In',
    );
    const res = await kept.client.request<UserJson>('GET', '/api/auth/me');
    expect(res.status).toBe(200);
    expect(res.body.fullName).toBe('Still Signed In');
  });
});

describe('an admin stays in charge', () => {
  it('an admin cannot lock or unverify themselves or remove their own admin role', async () => {
    const second = await newAdmin();
    const selfLock = await put(admin, admin.id, { isLocked: true });
    expect(selfLock.status).toBe(403);
    expect(selfLock.body.message).toBe('You cannot lock your own account');
    const selfUnverify = await put(admin, admin.id, { isVerified: false });
    expect(selfUnverify.status).toBe(403);
    expect(selfUnverify.body.message).toBe('You cannot unverify your own account');
    const selfDemote = await update(second, second.id, { role: 'user' });
    expect(selfDemote).toMatchObject({ code: 'FORBIDDEN', message: 'You cannot remove your own admin role' });
    // The whole edited user with the flag switched, as the dialog sends it.
    const whole = (await admin.client.request<UserJson>('GET', `/api/users/${admin.id}`)).body;
    expect((await put(admin, admin.id, { ...whole, isLocked: true })).body.message).toBe(
      'You cannot lock your own account',
    );
    // Nothing changed, both still signed in.
    expect(await userRow(admin.id)).toMatchObject({ role: 'admin', is_locked: false, is_verified: true });
    expect(await userRow(second.id)).toMatchObject({ role: 'admin', is_locked: false });
    expect(await me(admin.client)).toBe(200);
    expect(await me(second.client)).toBe(200);
    expect(await auditOf('user', admin.id)).toEqual([]);
    // Editing their own details is fine.
    expect((await put(second, second.id, { fullName: 'Second Admin' })).status).toBe(200);
    // Demoting another admin is fine too (the demo admin remains).
    expect((await update(admin, second.id, { role: 'user' })).user?.role).toBe('user');
    expect(await me(second.client)).toBe(401);
  });

  it('the last admin cannot be demoted, and of two admins demoting each other at once exactly one succeeds', async () => {
    const demo = (await sql<{ id: number }>("select id from users where email = 'admin@koalarent.test'"))[0]!;
    for (let round = 0; round < 6; round++) {
      const [a, b] = await Promise.all([newAdmin(), newAdmin()]);
      // Only these two are admins now (an operator's change, straight in the database).
      await sql("update users set role = 'user' where role = 'admin' and id not in (?, ?)", [a.id, b.id]);
      const [ab, ba] = await Promise.all([put(a, b.id, { role: 'user' }), put(b, a.id, { role: 'user' })]);
      const statuses = [ab.status, ba.status].sort();
      expect(statuses[0], `round ${round}: ${JSON.stringify([ab.body, ba.body])}`).toBe(200);
      // The loser: refused as the last admin's demotion, or as no longer an admin (its session may be over).
      expect([401, 403], `round ${round}`).toContain(statuses[1]);
      const admins = await sql<{ id: number }>("select id from users where role = 'admin'");
      expect(admins, `round ${round}`).toHaveLength(1);
      const survivor = admins[0]!.id === a.id ? a : b;
      // Alone now: they cannot step down either.
      const last = await put(survivor, survivor.id, { role: 'user' });
      expect(last.status).toBe(403);
      expect(last.body.message).toBe('The last admin cannot be demoted');
      await sql("update users set role = 'user' where id = ?", [survivor.id]);
      await sql("update users set role = 'admin' where id = ?", [demo.id]);
    }
    expect(await me(admin.client)).toBe(200);
  });
});

describe('e-mailing a member', () => {
  it('sends the message through the mailer and records it; refuses empty or unknown', async () => {
    const target = await makeVerifiedUser(stack);
    // The member reads Spanish: the sign-off under the admin's words is theirs.
    await sql("update users set language = 'es' where id = ?", [target.id]);
    const res = await admin.client.graphql<{ adminSendEmail: boolean }>(
      'mutation ($id: Int!) { adminSendEmail(userId: $id, subject: " Your listing ", body: "Hello <b>there</b>,\\n\\nplease add photos.") }',
      { id: target.id },
    );
    expect(res.body).toEqual({ data: { adminSendEmail: true } });
    // The member's verification e-mail came first.
    const mails = await waitForMails(stack.mailboxDir, String(target.email).toLowerCase(), 2);
    const mail = mails.find((m) => m.subject === 'Your listing')!;
    expect(mail).toBeDefined();
    expect(mail.text).toContain('Hello <b>there</b>,\n\nplease add photos.');
    // In HTML the admin's words are text, never markup.
    expect(mail.html).toContain('Hello &#60;b&#62;there&#60;/b&#62;,');
    expect(mail.html).not.toContain('<b>there</b>');
    expect(mail.text.endsWith('\n\n— El equipo de KoalaRent')).toBe(true);
    expect(await auditOf('user', target.id)).toMatchObject([
      {
        actor_id: admin.id,
        action: 'user.email',
        before: null,
        after: {
          to: String(target.email).toLowerCase(),
          subject: 'Your listing',
          body: 'Hello <b>there</b>,\n\nplease add photos.',
        },
      },
    ]);

    const refused = async (vars: Record<string, unknown>) => {
      const r = await admin.client.graphql(
        'mutation ($id: Int!, $subject: String!, $body: String!) { adminSendEmail(userId: $id, subject: $subject, body: $body) }',
        { id: target.id, subject: 'Hello', body: 'Body text', ...vars },
      );
      const error = r.body.errors?.[0];
      return { code: error?.extensions?.code, message: error?.message };
    };
    expect(await refused({ subject: '  ' })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Subject is required',
    });
    expect(await refused({ body: '' })).toEqual({ code: 'BAD_USER_INPUT', message: 'Message is required' });
    // A header injection is refused either way: a carriage return as a control character, a line feed as a second line.
    expect(await refused({ subject: 'Two\r\nBcc: x@example.com' })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Control characters are not allowed in subject',
    });
    expect(await refused({ subject: 'Two\nBcc: x@example.com' })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Subject must be one line',
    });
    expect(await refused({ id: 99_999_999 })).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
    expect(await auditOf('user', target.id)).toHaveLength(1);
  });
});

describe('the audit trail', () => {
  it('pages newest first with the actor’s name', async () => {
    const target = await makeVerifiedUser(stack);
    for (const fullName of ['Audit One', 'Audit Two', 'Audit Three'])
      expect((await update(admin, target.id, { fullName })).user?.fullName).toBe(fullName);
    type Page = {
      auditLog: {
        nodes: {
          id: number;
          actorId: number;
          actorName: string;
          action: string;
          targetType: string;
          targetId: number;
          before: string;
          after: string;
          createdAt: string;
        }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    };
    const query =
      'query ($after: String) { auditLog(first: 2, after: $after) { nodes { id actorId actorName action targetType targetId before after createdAt } pageInfo { hasNextPage endCursor } } }';
    const first = (await admin.client.graphql<Page>(query)).body.data!.auditLog;
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.nodes).toHaveLength(2);
    expect(first.nodes[0]).toMatchObject({
      actorId: admin.id,
      actorName: admin.username,
      action: 'user.update',
      targetType: 'user',
      targetId: target.id,
    });
    expect(JSON.parse(first.nodes[0]!.before)).toEqual({ fullName: 'Audit Two' });
    expect(JSON.parse(first.nodes[0]!.after)).toEqual({ fullName: 'Audit Three' });
    expect(Number.isNaN(Date.parse(first.nodes[0]!.createdAt))).toBe(false);
    const second = (await admin.client.graphql<Page>(query, { after: first.pageInfo.endCursor })).body.data!
      .auditLog;
    expect(JSON.parse(second.nodes[0]!.after)).toEqual({ fullName: 'Audit One' });
    const ids = [...first.nodes, ...second.nodes].map((n) => n.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const bad = await admin.client.graphql('{ auditLog(after: "bm9wZQ") { nodes { id } } }');
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'Invalid cursor',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('cannot be edited: the API has no mutation for it, and the database refuses updates and deletes', async () => {
    const schema = await admin.client.graphql<IntrospectionQuery>(getIntrospectionQuery());
    const mutation = schema.body.data!.__schema.types.find((t) => t.name === 'Mutation');
    const names = mutation && 'fields' in mutation ? mutation.fields.map((f) => f.name) : [];
    expect(names).toContain('adminUpdateUser');
    expect(names.filter((n) => /audit/i.test(n))).toEqual([]);

    const target = await makeVerifiedUser(stack);
    await update(admin, target.id, { fullName: 'Recorded Once' });
    const [row] = await auditOf('user', target.id);
    await expect(
      sql(`update audit_entries set after = '{"fullName": "Rewritten"}' where id = ?`, [row!.id]),
    ).rejects.toThrow(/append-only/);
    await expect(sql('delete from audit_entries where id = ?', [row!.id])).rejects.toThrow(/append-only/);
    expect(await auditOf('user', target.id)).toEqual([row]);
  });
});
