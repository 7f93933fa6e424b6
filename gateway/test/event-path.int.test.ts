import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, makeVerifiedUser, startReplica, startStack, type TestStack } from './harness.js';
import { triggerUntilDelivered, wsWithCookie } from './tracking-fixtures.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

interface LoginRecordPayload {
  loginRecorded: {
    userId: number;
    username: string;
    ipAddress: string;
    location: string;
    browser: string;
    device: string;
  };
}

describe('the event path: login → outbox → queue → tracking worker → Redis → admin subscription', () => {
  it('delivers a member login made over REST to an admin subscribed over graphql-ws', async () => {
    const member = await makeVerifiedUser(stack);
    const admin = new Client(stack.baseUrl);
    expect(
      (
        await admin.request('POST', '/api/auth/admin/login', {
          email: 'admin@koalarent.test',
          password: 'KoalaAdmin!2024',
        })
      ).status,
    ).toBe(200);

    const ws = wsWithCookie(stack.baseUrl, admin.cookieHeader);
    const received = new Promise<LoginRecordPayload>((resolve, reject) => {
      const dispose = ws.subscribe<LoginRecordPayload>(
        { query: 'subscription { loginRecorded { userId username ipAddress location browser device } }' },
        {
          next: (msg) => {
            if (msg.errors) reject(new Error(JSON.stringify(msg.errors)));
            if (msg.data?.loginRecorded.userId === member.id) {
              dispose();
              resolve(msg.data);
            }
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    // The admin's own login record may arrive first; the member logs in until their record arrives.
    const record = await triggerUntilDelivered(received, async () => {
      const login = await new Client(stack.baseUrl).request('POST', '/api/auth/login', {
        email: member.email,
        password: member.password,
      });
      expect(login.status).toBe(200);
    });
    expect(record.loginRecorded).toMatchObject({
      userId: member.id,
      username: member.username,
      ipAddress: '127.0.0.1',
      location: 'Unknown location',
      browser: 'Chrome 120',
      device: 'Desktop · Linux',
    });
    await ws.dispose();

    const rows = await admin.graphql<{ recentLoginRecords: { userId: number }[] }>(
      '{ recentLoginRecords(limit: 10) { userId } }',
    );
    expect(rows.body.data?.recentLoginRecords.some((r) => r.userId === member.id)).toBe(true);
  });

  it('refuses the admin feed to members and to anonymous sockets', async () => {
    const member = await makeVerifiedUser(stack);
    const client = new Client(stack.baseUrl);
    await client.request('POST', '/api/auth/login', { email: member.email, password: member.password });
    for (const cookie of [client.cookieHeader, '']) {
      const ws = wsWithCookie(stack.baseUrl, cookie);
      const outcome = await new Promise<unknown>((resolve) => {
        ws.subscribe(
          { query: 'subscription { loginRecorded { userId } }' },
          {
            next: (msg) => resolve(msg.errors?.[0]?.extensions?.code),
            error: (e) => resolve(e),
            complete: () => resolve('complete'),
          },
        );
      });
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(outcome);
      await ws.dispose();
    }
    const rest = await client.graphql('{ recentLoginRecords { id } }');
    expect(rest.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('scale-out: two gateways and two workers of each kind on one machine', () => {
  it('shares sessions and live feeds across gateway replicas', async () => {
    const replica = await startReplica(stack);
    try {
      const member = await makeVerifiedUser(stack);
      // Signed in through gateway A, recognised by gateway B.
      const viaA = new Client(stack.baseUrl);
      await viaA.request('POST', '/api/auth/login', { email: member.email, password: member.password });
      const onB = await new Client(replica.baseUrl).request<{ id: number }>(
        'GET',
        '/api/auth/me',
        undefined,
        {
          cookie: viaA.cookieHeader,
        },
      );
      expect(onB.body.id).toBe(member.id);

      // An admin watching on gateway B sees a login made on gateway A, processed by whichever worker took it.
      const admin = new Client(replica.baseUrl);
      await admin.request('POST', '/api/auth/admin/login', {
        email: 'admin@koalarent.test',
        password: 'KoalaAdmin!2024',
      });
      const ws = wsWithCookie(replica.baseUrl, admin.cookieHeader);
      const seen = new Promise<number>((resolve, reject) => {
        ws.subscribe<{ loginRecorded: { userId: number } }>(
          { query: 'subscription { loginRecorded { userId } }' },
          {
            next: (msg) => {
              if (msg.data?.loginRecorded.userId === member.id) resolve(member.id);
            },
            error: reject,
            complete: () => undefined,
          },
        );
      });
      const seenId = await triggerUntilDelivered(seen, async () => {
        await new Client(stack.baseUrl).request('POST', '/api/auth/login', {
          email: member.email,
          password: member.password,
        });
      });
      expect(seenId).toBe(member.id);
      await ws.dispose();

      // Logging out on B ends the session for A too.
      await new Client(replica.baseUrl).request('POST', '/api/auth/logout', undefined, {
        cookie: viaA.cookieHeader,
      });
      expect((await viaA.request('GET', '/api/auth/me')).status).toBe(401);
    } finally {
      await replica.stop();
    }
  });
});
