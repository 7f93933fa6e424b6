import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestStack } from './harness.js';

/** Shared set-up of the tracking tests: SQL against the stack's database and a graphql-ws client with a cookie. */

export function sql<T = Record<string, unknown>>(stack: TestStack, text: string, params: unknown[] = []) {
  return stack.gateway.deps.orm.em.fork().getConnection().execute<T[]>(text, params);
}

/** A member made directly in the database: no registration, no sign-in, so no login record of their own. */
export async function quietMember(
  stack: TestStack,
  username: string,
): Promise<{ id: number; username: string }> {
  const [row] = await sql<{ id: number }>(
    stack,
    `insert into users (username, full_name, email, is_verified) values (?, ?, ?, true) returning id`,
    [username, `${username} Person`, `${username}@example.com`],
  );
  return { id: row!.id, username };
}

export function wsWithCookie(baseUrl: string, cookie: string) {
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

/** Waits for `delivered`, repeating `trigger` until it is (a subscription is live only once Redis SUBSCRIBE is done). */
export async function triggerUntilDelivered<T>(
  delivered: Promise<T>,
  trigger: () => Promise<void>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let settled = false;
  const outcome = delivered.finally(() => {
    settled = true;
  });
  while (!settled) {
    if (Date.now() > deadline) throw new Error(`no event within ${timeoutMs} ms`);
    await trigger();
    await Promise.race([outcome, new Promise((r) => setTimeout(r, 250))]);
  }
  return outcome;
}
