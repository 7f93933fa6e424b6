import { createConnection, createServer, type Server, type Socket } from 'node:net';

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
