import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainHttpServer } from './drain.js';

/** A server whose `/slow` answers only when the test says so; everything else at once. */
async function serve(): Promise<{ server: Server; port: number; answerSlow: () => void }> {
  let pending: ServerResponse | null = null;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/slow') pending = res;
    else res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, port, answerSlow: () => pending?.end('slow') };
}

/** A raw keep-alive connection: what it received, and whether the server closed it. */
function keepAlive(port: number): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    let data = '';
    const socket = connect(port, '127.0.0.1');
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      data += chunk;
    });
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('error', reject);
    socket.once('connect', () => resolve({ socket, received: () => data, closed }));
  });
}

const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`;

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

let open: Server | null = null;
afterEach(() => {
  open?.closeAllConnections();
  open = null;
});

describe('drainHttpServer', () => {
  it('closes idle keep-alive connections, answers the request in flight on a closing connection, then resolves', async () => {
    const { server, port, answerSlow } = await serve();
    open = server;
    const idle = await keepAlive(port);
    idle.socket.write(request('/fast'));
    await until(() => idle.received().includes('ok'));
    const busy = await keepAlive(port);
    busy.socket.write(request('/slow'));
    await new Promise((r) => setTimeout(r, 50));

    let drained = false;
    const drain = drainHttpServer(server, { graceMs: 30_000, sweepMs: 10 }).then(() => {
      drained = true;
    });
    // The idle connection goes at once; the busy one stays until its answer has gone, then closes with it.
    await idle.closed;
    expect(drained).toBe(false);
    await new Promise((r) => setTimeout(r, 100));
    expect(busy.socket.destroyed).toBe(false);
    expect(drained).toBe(false);
    answerSlow();
    await busy.closed;
    expect(busy.received()).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(busy.received()).toContain('slow');
    await drain;
    expect(drained).toBe(true);
  });

  it('answers a request that arrives on an open connection while draining with Connection: close, and ends it', async () => {
    const { server, port, answerSlow } = await serve();
    open = server;
    const busy = await keepAlive(port);
    busy.socket.write(request('/slow'));
    await new Promise((r) => setTimeout(r, 50));
    // No sweep within the test: the connection must end because its last answer said so.
    const drain = drainHttpServer(server, { graceMs: 30_000, sweepMs: 60_000 });
    busy.socket.write(request('/fast'));
    answerSlow();
    await busy.closed;
    const [first, second] = busy.received().split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/connection: keep-alive/i);
    expect(first).toContain('slow');
    expect(second).toMatch(/connection: close/i);
    expect(second).toContain('ok');
    await drain;
  });

  it('cuts every connection still open after the grace period', async () => {
    const { server, port } = await serve();
    open = server;
    const busy = await keepAlive(port);
    busy.socket.write(request('/slow'));
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    await drainHttpServer(server, { graceMs: 200, sweepMs: 10 });
    await busy.closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(busy.received()).toBe('');
  });

  it('refuses new connections once draining', async () => {
    const { server, port, answerSlow } = await serve();
    open = server;
    const busy = await keepAlive(port);
    busy.socket.write(request('/slow'));
    await new Promise((r) => setTimeout(r, 50));
    const drain = drainHttpServer(server, { graceMs: 30_000, sweepMs: 10 });
    await expect(keepAlive(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    answerSlow();
    await drain;
  });
});
