import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bookingsWorker } from '@koalarent/bookings/worker';
import { type Config, coreWorker, loadConfig, type RunningWorker, startWorker } from '@koalarent/core';
import { createDatabaseFromTemplate, uniqueRedisPrefix } from '@koalarent/core/testing';
import type { MailboxEntry } from '@koalarent/messaging/email';
import { messagingWorker } from '@koalarent/messaging/worker';
import { trackingWorker } from '@koalarent/tracking/worker';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { createGateway, type Gateway, type GatewayOptions } from '../src/app.js';
import { checkEveryAnswer, watchGateway } from './openapi-contract.js';

// Every /api answer a suite receives from a test gateway is checked against gateway/openapi.json (issue 25 §2).
checkEveryAnswer();

export interface TestStack {
  baseUrl: string;
  config: Config;
  gateway: Gateway;
  mailboxDir: string;
  workers: RunningWorker[];
  stop(): Promise<void>;
}

/**
 * A real gateway on a random port, with the bookings, messaging and tracking workers, against this file's own database
 * (copied from the migrated template) and its own Redis prefix.
 */
export async function startStack(
  env: Record<string, string> = {},
  options: GatewayOptions = {},
): Promise<TestStack> {
  const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
  const mailboxDir = await mkdtemp(path.join(tmpdir(), 'koala-mail-'));
  // Uploads of this stack go to its own folder, not the repository's .data/uploads.
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'koala-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.databaseUrl,
    DATABASE_POOL_MAX: '4',
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: uniqueRedisPrefix('gw'),
    MAILBOX_DIR: mailboxDir,
    UPLOAD_DIR: uploadDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DEMO_MODE: 'true',
    PUBLIC_URL: 'http://localhost:4000',
    // Every test registers from 127.0.0.1; the limit itself has its own test.
    REGISTER_MAX_PER_IP: '10000',
    // Tests write rows straight to the database and search for them a moment later, sooner than a gateway may hear
    // the catalog_changed notification: kept search pages and facets are off here, and search-cache.int turns them on.
    SEARCH_CACHE_SECONDS: '0',
    ...env,
  });
  const gateway = await createGateway(config, options);
  const port = await gateway.listen(0, '127.0.0.1');
  watchGateway(`http://127.0.0.1:${port}`);
  const workers = [
    await startWorker(bookingsWorker, config),
    await startWorker(messagingWorker(config), config),
    await startWorker(trackingWorker, config),
    await startWorker(coreWorker, config),
  ];
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    config,
    gateway,
    mailboxDir,
    workers,
    async stop() {
      await Promise.all(workers.map((w) => w.stop()));
      await gateway.stop();
      await db.drop();
      await rm(mailboxDir, { recursive: true, force: true });
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

export interface HttpResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  cookies: string[];
}

/** A tiny cookie jar: enough to carry one browser's session between calls. */
export class Client {
  private jar = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  ) {
    // A gateway a suite starts itself is checked like the stack's once a Client talks to it.
    watchGateway(baseUrl);
  }

  get cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  private remember(res: Response): string[] {
    const set = res.headers.getSetCookie();
    for (const line of set) {
      const [pair] = line.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i);
      const value = pair!.slice(i + 1);
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return set;
  }

  async request<T = unknown>(
    method: string,
    urlPath: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpResult<T>> {
    const res = await fetch(this.baseUrl + urlPath, {
      method,
      headers: {
        'user-agent': this.userAgent,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.jar.size ? { cookie: this.cookieHeader } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    const cookies = this.remember(res);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    // The answer was checked against gateway/openapi.json by the fetch itself (checkEveryAnswer).
    return { status: res.status, body: parsed as T, headers: res.headers, cookies };
  }

  graphql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) {
    return this.request<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>(
      'POST',
      '/graphql',
      { query, variables },
    );
  }
}

/** Waits for the e-mail to this address to appear in the local mailbox. */
export async function waitForMail(mailboxDir: string, to: string, timeoutMs = 10_000): Promise<MailboxEntry> {
  const [first] = await waitForMails(mailboxDir, to, 1, timeoutMs);
  return first!;
}

/** Waits until at least `count` e-mails to `to` are in the mailbox; returns them all. */
export async function waitForMails(
  mailboxDir: string,
  to: string,
  count: number,
  timeoutMs = 10_000,
): Promise<MailboxEntry[]> {
  const deadline = Date.now() + timeoutMs;
  let found: MailboxEntry[] = [];
  while (Date.now() < deadline) {
    found = [];
    for (const name of (await readdir(mailboxDir)).filter((n) => n.endsWith('.json') && !n.startsWith('.'))) {
      const mail = JSON.parse(await readFile(path.join(mailboxDir, name), 'utf8')) as MailboxEntry;
      if (mail.to === to) found.push(mail);
    }
    if (found.length >= count) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${found.length} of ${count} e-mails to ${to} within ${timeoutMs} ms`);
}

export function tokenFrom(mail: MailboxEntry): string {
  const link = mail.links.find((l) => l.includes('/verify-email?token='));
  if (!link) throw new Error('no verification link in the e-mail');
  return new URL(link).searchParams.get('token')!;
}

let counter = 0;
/** A fresh, valid registration payload. */
export function makeRegistration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${process.pid}${Date.now() % 100000}${counter}`;
  return {
    fullName: 'Test Person',
    username: `user${tag}`,
    email: `user${tag}@example.com`,
    password: 'secret123',
    phone: '+1 555 0100',
    ...overrides,
  };
}

/** Registers and verifies through the real mail, returning the credentials. */
export async function makeVerifiedUser(stack: TestStack, overrides: Record<string, unknown> = {}) {
  const reg = makeRegistration(overrides);
  const client = new Client(stack.baseUrl);
  const res = await client.request<{ id: number }>('POST', '/api/auth/register', reg);
  if (res.status !== 200) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  const mail = await waitForMail(stack.mailboxDir, String(reg.email).toLowerCase());
  const verified = await client.request('POST', '/api/auth/verify-email', { token: tokenFrom(mail) });
  if (verified.status !== 200) throw new Error('verify failed');
  return { ...reg, id: res.body.id };
}

/** Another gateway and more workers (messaging, tracking, core) on the same database and Redis prefix: a second replica. */
export async function startReplica(stack: TestStack): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const gateway = await createGateway(stack.config);
  const port = await gateway.listen(0, '127.0.0.1');
  watchGateway(`http://127.0.0.1:${port}`);
  const workers = [
    await startWorker(messagingWorker(stack.config), stack.config),
    await startWorker(trackingWorker, stack.config),
    await startWorker(coreWorker, stack.config),
  ];
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      await Promise.all(workers.map((w) => w.stop()));
      await gateway.stop();
    },
  };
}

/**
 * A graphql-ws connection as a browser opens it: with our Origin and, when given, the member's cookie, to the
 * stack's gateway or `baseUrl` (a replica). Resolves once the server acknowledged it; `closed` is its close code.
 */
export async function openSocket(
  stack: TestStack,
  options: { cookie?: string | null; baseUrl?: string } = {},
): Promise<{ ws: WsClient; closed: Promise<number> }> {
  const { cookie = null, baseUrl = stack.baseUrl } = options;
  class CookieWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { origin: stack.config.publicUrl, ...(cookie ? { cookie } : {}) } });
    }
  }
  let onClosed: (code: number) => void = () => {};
  const closed = new Promise<number>((resolve) => {
    onClosed = resolve;
  });
  let onConnected: () => void = () => {};
  const connected = new Promise<void>((resolve) => {
    onConnected = resolve;
  });
  const ws = createClient({
    url: `${baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
    lazy: false,
    // Closes the tests provoke are expected; the client would print them.
    onNonLazyError: () => {},
    on: {
      connected: () => onConnected(),
      closed: (event) => onClosed((event as { code: number }).code),
    },
  });
  await connected;
  return { ws, closed };
}

/** The SQL statements the gateway's ORM sends while `run` runs (the relay's outbox polling aside). */
export async function countStatements(stack: TestStack, run: () => Promise<void>): Promise<string[]> {
  const connection = stack.gateway.deps.orm.em.getConnection();
  const original = connection.execute;
  const seen: string[] = [];
  connection.execute = function (this: typeof connection, ...args: Parameters<typeof original>) {
    const sql = String(args[0]);
    if (!sql.includes('outbox_events')) seen.push(sql);
    return original.apply(this, args);
  } as typeof original;
  try {
    await run();
  } finally {
    connection.execute = original;
  }
  return seen;
}
