import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  TOO_MANY_CONNECTIONS_CLOSE_CODE,
  TOO_MANY_CONNECTIONS_REASON,
  TOO_MANY_SUBSCRIPTIONS_CLOSE_CODE,
  TOO_MANY_SUBSCRIPTIONS_REASON,
} from '../src/session/socket-limits.js';
import { Client, makeVerifiedUser, startReplica, startStack, type TestStack } from './harness.js';

/**
 * Issue 20 §5: an address may hold only so many graphql-ws connections, counted across every gateway, and one
 * connection only so many operations; the one beyond either cap is closed with a code and reason that say why.
 */

const MAX_CONNECTIONS = 3;
const MAX_SUBSCRIPTIONS = 2;

let stack: TestStack;
let replica: { baseUrl: string; stop(): Promise<void> };
const sockets: WebSocket[] = [];

interface Closed {
  code: number;
  reason: string;
}

/** A raw graphql-ws connection (so the close code and reason are ours to read), acknowledged by the server. */
async function connect(
  baseUrl: string,
  cookie?: string,
): Promise<{ ws: WebSocket; closed: Promise<Closed> }> {
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
    headers: { origin: stack.config.publicUrl, ...(cookie ? { cookie } : {}) },
  });
  sockets.push(ws);
  const closed = new Promise<Closed>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'connection_init' }));
  return { ws, closed };
}

/** Resolves with the close when the socket closes within `ms`, else with null (it stayed open). */
function closedWithin(closed: Promise<Closed>, ms: number): Promise<Closed | null> {
  return Promise.race([closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
}

beforeAll(async () => {
  stack = await startStack({
    WS_MAX_CONNECTIONS_PER_IP: String(MAX_CONNECTIONS),
    WS_MAX_SUBSCRIPTIONS_PER_SOCKET: String(MAX_SUBSCRIPTIONS),
  });
  replica = await startReplica(stack);
});
afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await replica?.stop();
  await stack?.stop();
});

describe('connections per address', () => {
  it('closes the one beyond the cap with 4429, counting the sockets of every gateway together', async () => {
    // Two on one gateway and one on the other: the address is at its cap of three.
    const open = [await connect(stack.baseUrl), await connect(stack.baseUrl), await connect(replica.baseUrl)];
    for (const { closed } of open) expect(await closedWithin(closed, 300)).toBeNull();

    const extra = await connect(replica.baseUrl);
    expect(await closedWithin(extra.closed, 5_000)).toEqual({
      code: TOO_MANY_CONNECTIONS_CLOSE_CODE,
      reason: TOO_MANY_CONNECTIONS_REASON,
    });
    expect(TOO_MANY_CONNECTIONS_REASON).toBe('Too many connections from this address');
    // The sockets already open are untouched.
    for (const { ws } of open) expect(ws.readyState).toBe(WebSocket.OPEN);

    // A closed socket frees its place, on whichever gateway it was.
    open[0]!.ws.close();
    await open[0]!.closed;
    await expect
      .poll(async () => {
        const next = await connect(replica.baseUrl);
        const outcome = await closedWithin(next.closed, 300);
        if (outcome === null) open.push(next);
        return outcome;
      })
      .toBeNull();
    for (const { ws, closed } of open) {
      ws.close();
      await closed;
    }
  });
});

describe('operations per connection', () => {
  it('closes a connection that asks for one subscription more than the cap with 4008', async () => {
    const member = await makeVerifiedUser(stack);
    const client = new Client(stack.baseUrl);
    const login = await client.request('POST', '/api/auth/login', {
      email: member.email,
      password: member.password,
    });
    expect(login.status).toBe(200);
    // The previous test's sockets are released as the server sees them close: retry until this one is let in.
    const found: { socket?: Awaited<ReturnType<typeof connect>> } = {};
    await expect
      .poll(async () => {
        const next = await connect(stack.baseUrl, client.cookieHeader);
        const acknowledged = new Promise<void>((resolve) =>
          next.ws.on('message', (data) => {
            if (JSON.parse(String(data)).type === 'connection_ack') resolve();
          }),
        );
        await Promise.race([acknowledged, next.closed]);
        if ((await closedWithin(next.closed, 300)) === null) found.socket = next;
        return found.socket !== undefined;
      })
      .toBe(true);
    const { ws, closed } = found.socket!;
    const subscribe = (id: string) =>
      ws.send(
        JSON.stringify({
          id,
          type: 'subscribe',
          payload: { query: 'subscription { bookingUpdated { id } }' },
        }),
      );
    for (let i = 1; i <= MAX_SUBSCRIPTIONS; i++) subscribe(String(i));
    expect(await closedWithin(closed, 500)).toBeNull();

    subscribe('one-too-many');
    expect(await closedWithin(closed, 5_000)).toEqual({
      code: TOO_MANY_SUBSCRIPTIONS_CLOSE_CODE,
      reason: TOO_MANY_SUBSCRIPTIONS_REASON,
    });
  });
});
