import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { type Config, loadConfig } from '@koalarent/core';
import { createDatabaseFromTemplate } from '@koalarent/core/testing';

interface Pair {
  client: Socket;
  upstream: Socket | null;
}

/**
 * A TCP proxy on 127.0.0.1 in front of a real server, for fault tests. `pause()` makes the server look frozen
 * (SIGSTOP, a network partition): sockets stay open and new connections are accepted, but no byte moves in
 * either direction until `resume()`. That is the failure that hangs a client without timeouts; a refused or
 * reset connection fails fast on its own.
 */
export class PausableProxy {
  private readonly server: Server;
  private readonly pairs = new Set<Pair>();
  private paused = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {
    this.server = createServer((client) => this.accept(client));
  }

  async start(): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', resolve);
    });
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    return this.port;
  }

  /** Stops every byte, in both directions, on existing and new connections. */
  pause(): void {
    this.paused = true;
    for (const pair of this.pairs) {
      pair.client.pause();
      pair.upstream?.pause();
    }
  }

  resume(): void {
    this.paused = false;
    for (const pair of this.pairs) {
      pair.upstream ??= this.connectUpstream(pair);
      pair.client.resume();
      pair.upstream.resume();
    }
  }

  /** Closes the listener and every connection through it. */
  async stop(): Promise<void> {
    for (const pair of this.pairs) {
      pair.client.destroy();
      pair.upstream?.destroy();
    }
    this.pairs.clear();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    const pair: Pair = { client, upstream: null };
    this.pairs.add(pair);
    client.on('error', () => {});
    client.on('close', () => {
      pair.upstream?.destroy();
      this.pairs.delete(pair);
    });
    if (this.paused) {
      // Like a frozen server's kernel: the connection is accepted, then nothing answers.
      client.pause();
      return;
    }
    pair.upstream = this.connectUpstream(pair);
  }

  private connectUpstream(pair: Pair): Socket {
    const upstream = createConnection({ host: this.targetHost, port: this.targetPort });
    upstream.on('error', () => pair.client.destroy());
    upstream.on('close', () => pair.client.destroy());
    // Forwarded by hand, not piped: pipe() resumes a paused source on 'drain', which would let bytes through.
    pair.client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => pair.client.write(chunk));
    if (this.paused) upstream.pause();
    return upstream;
  }
}

/** A database of its own for a fault test, reached through a PausableProxy, and the config that reaches it. */
export interface FrozenDatabaseFixture {
  proxy: PausableProxy;
  config: Config;
  /** Resumes the proxy, stops it and drops the database. */
  close(): Promise<void>;
}

/**
 * A fresh database from the test template behind a PausableProxy, with a config whose every database wait is
 * bounded at 2 s (pool 4): short bounds keep the tests quick, and what they check is that each wait has one and it
 * is honoured. `env` adds to the config (DEMO_MODE, a Redis prefix).
 */
export async function databaseBehindProxy(
  adminDatabaseUrl: string,
  templateDatabase: string,
  env: Record<string, string>,
): Promise<FrozenDatabaseFixture> {
  const db = await createDatabaseFromTemplate(adminDatabaseUrl, templateDatabase);
  const direct = new URL(db.databaseUrl);
  const proxy = new PausableProxy(direct.hostname, Number(direct.port || 5432));
  const viaProxy = new URL(db.databaseUrl);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(await proxy.start());
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: viaProxy.toString(),
    DATABASE_POOL_MAX: '4',
    DATABASE_ACQUIRE_TIMEOUT_MS: '2000',
    DATABASE_CONNECT_TIMEOUT_MS: '2000',
    DATABASE_STATEMENT_TIMEOUT_MS: '2000',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PUBLIC_URL: 'http://localhost:4000',
    ...env,
  });
  return {
    proxy,
    config,
    async close() {
      proxy.resume();
      await proxy.stop();
      await db.drop();
    },
  };
}
