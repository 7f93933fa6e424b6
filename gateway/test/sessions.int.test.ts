import { adminUpdateUser, memberSnapshotKey, User } from '@koalarent/core';
import { type Client as WsClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED_CLOSE_CODE } from '../src/session/socket-sessions.js';
import { Client, makeVerifiedUser, openSocket, startStack, type TestStack } from './harness.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

/** The seeded admin changes a member's access through the same command the admin screen calls. */
async function changeAccess({ userId, ...change }: { userId: number } & Record<string, unknown>) {
  const { orm, sessions } = stack.gateway.deps;
  const seededAdmin = await orm.em.fork().findOneOrFail(User, { email: 'admin@koalarent.test' });
  const { sessionsEnded } = await adminUpdateUser(orm.em.fork(), sessions, seededAdmin, userId, change);
  return sessionsEnded;
}

/** A member promoted to admin and signed in on the admin screen. */
async function signedInAdmin(): Promise<{ id: number; client: Client }> {
  const member = await makeVerifiedUser(stack);
  await changeAccess({ userId: member.id, role: 'admin' });
  const client = new Client(stack.baseUrl);
  const res = await client.request('POST', '/api/auth/admin/login', {
    email: member.email,
    password: member.password,
  });
  expect(res.status).toBe(200);
  return { id: member.id, client };
}

/** Opens a graphql-ws connection with the browser's cookie and subscribes to the admins' live feed. */
async function openAdminFeed(cookie: string): Promise<{ ws: WsClient; closed: Promise<number> }> {
  const { ws, closed } = await openSocket(stack, { cookie });
  ws.subscribe(
    { query: 'subscription { loginRecorded { userId } }' },
    { next: () => {}, error: () => {}, complete: () => {} },
  );
  return { ws, closed };
}

async function me(client: Client): Promise<unknown> {
  const res = await client.graphql<{ me: { id: number } | null }>('{ me { id } }');
  return res.body.data?.me ?? null;
}

describe('sessions end when what allowed them changes', () => {
  it('a role change ends every session of the member and closes their open sockets at once', async () => {
    const admin = await signedInAdmin();
    const feed = await openAdminFeed(admin.client.cookieHeader);
    expect(await me(admin.client)).toEqual({ id: admin.id });

    expect(await changeAccess({ userId: admin.id, role: 'user' })).toBe(1);
    expect(await feed.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(await me(admin.client)).toBeNull();
    await feed.ws.dispose();
  });

  it('locking and unverifying end the member’s sessions', async () => {
    for (const change of [{ isLocked: true }, { isVerified: false }]) {
      const member = await makeVerifiedUser(stack);
      const client = new Client(stack.baseUrl);
      expect((await client.request('POST', '/api/auth/login', member)).status).toBe(200);
      expect(await me(client)).toEqual({ id: member.id });
      expect(await changeAccess({ userId: member.id, ...change })).toBe(1);
      expect(await me(client)).toBeNull();
    }
  });

  it('logging out closes the sockets of that session', async () => {
    const admin = await signedInAdmin();
    const feed = await openAdminFeed(admin.client.cookieHeader);
    expect((await admin.client.request('POST', '/api/auth/logout', {})).status).toBe(200);
    expect(await feed.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    await feed.ws.dispose();
  });

  it('caches the member beside the session and drops the cache on any change, even one made behind the app', async () => {
    const admin = await signedInAdmin();
    const { redis } = stack.gateway.deps;
    const snapshotKey = memberSnapshotKey(stack.config.REDIS_PREFIX, admin.id);
    const feedQuery = '{ recentLoginRecords(limit: 1) { id } }';
    expect((await admin.client.graphql(feedQuery)).body.errors).toBeUndefined();
    expect(JSON.parse((await redis.get(snapshotKey)) ?? 'null')).toMatchObject({
      id: admin.id,
      role: 'admin',
    });

    // An operator demotes the admin in psql: the users trigger announces it and every gateway drops the snapshot.
    await stack.gateway.deps.orm.em.fork().nativeUpdate(User, { id: admin.id }, { role: 'user' });
    await expect.poll(() => redis.exists(snapshotKey), { timeout: 10_000 }).toBe(0);
    const refused = await admin.client.graphql(feedQuery);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    await stack.gateway.deps.orm.em.fork().nativeUpdate(User, { id: admin.id }, { isLocked: true });
    await expect.poll(() => me(admin.client), { timeout: 10_000 }).toBeNull();
  });

  it('answers me from the snapshot with the member’s current profile', async () => {
    const member = await makeVerifiedUser(stack);
    const client = new Client(stack.baseUrl);
    expect((await client.request('POST', '/api/auth/login', member)).status).toBe(200);
    const profile = '{ me { id username fullName email koalaRank } }';
    expect((await client.graphql(profile)).body.data).toEqual({
      me: {
        id: member.id,
        username: member.username,
        fullName: member.fullName,
        email: member.email,
        koalaRank: 'rookie',
      },
    });
    await stack.gateway.deps.orm.em
      .fork()
      .nativeUpdate(User, { id: member.id }, { fullName: 'Renamed Koala' });
    await expect
      .poll(
        async () => (await client.graphql<{ me: { fullName: string } }>(profile)).body.data?.me.fullName,
        {
          timeout: 10_000,
        },
      )
      .toBe('Renamed Koala');
  });

  it('refuses an unknown member and an empty change, changing nothing', async () => {
    await expect(changeAccess({ userId: 99_999_999, isLocked: true })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(changeAccess({ userId: 1 })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
