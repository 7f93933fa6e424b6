import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Client, makeVerifiedUser, startStack, type TestStack } from './harness.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

function wsClientWithCookie(baseUrl: string, cookie: string) {
  class CookieWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie } });
    }
  }
  return createClient({
    url: `${baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
  });
}

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

    const ws = wsClientWithCookie(stack.baseUrl, admin.cookieHeader);
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
    // The admin's own login record may arrive first; wait until the subscription is live before the member logs in.
    await new Promise((r) => setTimeout(r, 300));

    const started = Date.now();
    const login = await new Client(stack.baseUrl).request('POST', '/api/auth/login', {
      email: member.email,
      password: member.password,
    });
    expect(login.status).toBe(200);
    // The login answered without waiting for tracking (which needs a queue hop and a worker).
    expect(Date.now() - started).toBeLessThan(5000);

    const record = await received;
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
      const ws = wsClientWithCookie(stack.baseUrl, cookie);
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
