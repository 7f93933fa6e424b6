import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Client, makeVerifiedUser, startStack, type TestStack } from './harness.js';

/**
 * What one client can do to its own request or socket — cut a body short, send broken WebSocket frames, hang up
 * while the answer is written — must end that request only. In production an 'error' event nobody hears or a
 * rejected promise nobody catches ends the gateway process and every request in flight; here both are recorded.
 */

const CRLF = '\r\n';
const ORIGIN = 'http://localhost:4000';

let stack: TestStack;
let member: Client;
let host: string;
let port: number;

beforeAll(async () => {
  stack = await startStack({ UPLOADS_MAX_PER_HOUR: '100000' });
  const user = await makeVerifiedUser(stack);
  member = new Client(stack.baseUrl);
  expect((await member.request('POST', '/api/auth/login', user)).status).toBe(200);
  const url = new URL(stack.baseUrl);
  host = url.hostname;
  port = Number(url.port);
});
afterAll(async () => {
  await stack?.stop();
});

let uncaught: unknown[] = [];
const record = (error: unknown) => uncaught.push(error);
beforeEach(() => {
  uncaught = [];
  process.on('uncaughtException', record);
  process.on('unhandledRejection', record);
});
afterEach(async () => {
  // Late failures (a timer, the next turn of a stream) get their chance to surface first.
  await new Promise((resolve) => setTimeout(resolve, 200));
  process.off('uncaughtException', record);
  process.off('unhandledRejection', record);
  expect(uncaught).toEqual([]);
  const health = await fetch(`${stack.baseUrl}/healthz`);
  expect(health.status).toBe(200);
});

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, host, () => resolve(socket));
    socket.on('error', reject);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends a request's head and part of its body, waits for the server to be reading it, then cuts the connection. */
async function cutMidBody(head: string[], partial: string | Buffer, waitMs = 80): Promise<void> {
  const socket = await open();
  socket.on('error', () => {});
  socket.write(`${[...head, `host: ${host}:${port}`, `origin: ${ORIGIN}`].join(CRLF)}${CRLF}${CRLF}`);
  socket.write(partial);
  await pause(waitMs);
  socket.destroy();
}

describe('a client cutting its own request short', () => {
  it('ends only that request, on the fast lane, on Express and on the upload route', async () => {
    const json = (path: string, length: number, extra: string[] = []) => [
      `POST ${path} HTTP/1.1`,
      'content-type: application/json',
      `content-length: ${length}`,
      `cookie: ${member.cookieHeader}`,
      ...extra,
    ];
    // Fast lane: POST /graphql and a REST write with a known length.
    await cutMidBody(json('/graphql', 500), '{"query":"{ __typ');
    await cutMidBody(json('/api/auth/login', 500), '{"email":"a@b.c","pass');
    // Express's JSON parser: a chunked body the fast lane leaves to it.
    await cutMidBody(
      ['POST /api/auth/login HTTP/1.1', 'content-type: application/json', 'transfer-encoding: chunked'],
      '20\r\n{"email":"a@b.c","password":"x',
    );
    // A beacon's text/plain page views.
    await cutMidBody(
      ['POST /api/tracking/events HTTP/1.1', 'content-type: text/plain', 'content-length: 400'],
      '{"events":[{"type":"page_vi',
    );
    // An upload cut before its body is read (while the session is looked up), and one cut mid-file.
    const upload = (length: number) => [
      'POST /api/uploads HTTP/1.1',
      'content-type: multipart/form-data; boundary=zz',
      `content-length: ${length}`,
      `cookie: ${member.cookieHeader}`,
    ];
    await cutMidBody(upload(100_000), '', 0);
    await cutMidBody(
      upload(100_000),
      `--zz${CRLF}Content-Disposition: form-data; name="image"; filename="a.png"${CRLF}${CRLF}${'x'.repeat(5000)}`,
    );
  });

  it('answers a body cut short on the fast lane as Express does: a 400 logged at info, not an error', async () => {
    const logger = stack.gateway.deps.logger;
    // The stack logs nothing ('silent'); enabling every level lets the request line be seen.
    const enabled = vi.spyOn(logger, 'isLevelEnabled').mockReturnValue(true);
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const warnings = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const infos = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    try {
      const head = (path: string) => [
        `POST ${path} HTTP/1.1`,
        'content-type: application/json',
        'content-length: 500',
        `cookie: ${member.cookieHeader}`,
      ];
      await cutMidBody(head('/graphql'), '{"query":"{ __typ');
      await cutMidBody(head('/api/auth/login'), '{"email":"a@b.c","pass');
      await pause(100);
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
      const statuses = infos.mock.calls
        .map(([fields]) => fields as unknown as { url?: string; status?: number })
        .filter((fields) => fields.url === '/graphql' || fields.url === '/api/auth/login')
        .map((fields) => [fields.url, fields.status]);
      expect(statuses).toEqual([
        ['/graphql', 400],
        ['/api/auth/login', 400],
      ]);
    } finally {
      enabled.mockRestore();
      errors.mockRestore();
      warnings.mockRestore();
      infos.mockRestore();
    }
  });

  it('ends only that request when the client hangs up while the answer is written', async () => {
    // A large answer (the web app's biggest script, a long GraphQL answer) with the reader gone after its first bytes.
    for (const request of [
      'GET / HTTP/1.1',
      'GET /api/items?limit=100 HTTP/1.1',
      'GET /assets/does-not-exist.js HTTP/1.1',
    ]) {
      const socket = await open();
      socket.on('error', () => {});
      socket.write(`${request}${CRLF}host: ${host}:${port}${CRLF}${CRLF}`);
      await new Promise<void>((resolve) => {
        socket.once('data', () => resolve());
        setTimeout(resolve, 2_000);
      });
      socket.destroy();
    }
  });
});

/** A client frame: masked, as RFC 6455 requires of clients (unless `masked` is false, to break that rule). */
function frame(
  opcode: number,
  payload: Buffer,
  options: { fin?: boolean; rsv1?: boolean; masked?: boolean } = {},
) {
  const { fin = true, rsv1 = false, masked = true } = options;
  const head: number[] = [(fin ? 0x80 : 0) | (rsv1 ? 0x40 : 0) | opcode];
  const maskBit = masked ? 0x80 : 0;
  if (payload.length < 126) head.push(maskBit | payload.length);
  else if (payload.length < 65_536) head.push(maskBit | 126, payload.length >> 8, payload.length & 0xff);
  else {
    head.push(maskBit | 127, 0, 0, 0, 0);
    head.push((payload.length >>> 24) & 0xff, (payload.length >>> 16) & 0xff, (payload.length >>> 8) & 0xff);
    head.push(payload.length & 0xff);
  }
  if (!masked) return Buffer.concat([Buffer.from(head), payload]);
  const mask = randomBytes(4);
  const body = Buffer.from(payload.map((byte, i) => byte ^ mask[i % 4]!));
  return Buffer.concat([Buffer.from(head), mask, body]);
}

/** Opens a graphql-transport-ws socket with the member's cookie by hand, so any bytes can follow the handshake. */
async function upgraded(cookie = member.cookieHeader): Promise<{ socket: Socket; closed: Promise<void> }> {
  const socket = await open();
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const answered = new Promise<string>((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.includes(`${CRLF}${CRLF}`)) {
        socket.off('data', onData);
        resolve(text);
      }
    };
    socket.on('data', onData);
  });
  socket.write(
    [
      'GET /graphql HTTP/1.1',
      `host: ${host}:${port}`,
      'upgrade: websocket',
      'connection: Upgrade',
      `sec-websocket-key: ${randomBytes(16).toString('base64')}`,
      'sec-websocket-version: 13',
      'sec-websocket-protocol: graphql-transport-ws',
      `origin: ${ORIGIN}`,
      `cookie: ${cookie}`,
      '',
      '',
    ].join(CRLF),
  );
  expect((await answered).split(CRLF)[0]).toBe('HTTP/1.1 101 Switching Protocols');
  return { socket, closed };
}

const text = (value: string) => frame(0x1, Buffer.from(value));

describe('a client sending broken WebSocket frames', () => {
  it('loses only its own socket, whatever the frame', async () => {
    const init = text(JSON.stringify({ type: 'connection_init' }));
    const cases: [string, Buffer[]][] = [
      ['reserved opcode', [frame(0x3, Buffer.from('x'))]],
      ['unmasked client frame', [frame(0x1, Buffer.from('{}'), { masked: false })]],
      ['RSV1 without an extension', [frame(0x1, Buffer.from('{}'), { rsv1: true })]],
      ['invalid UTF-8 text', [frame(0x1, Buffer.from([0xc3, 0x28, 0xff]))]],
      ['fragmented control frame', [frame(0x9, Buffer.from('ping'), { fin: false })]],
      ['frame over the size cap', [frame(0x2, Buffer.alloc(200 * 1024, 1))]],
      ['continuation with nothing to continue', [frame(0x0, Buffer.from('x'))]],
      ['close frame with an invalid code', [frame(0x8, Buffer.from([0x03, 0xe7]))]],
      ['not JSON', [init, text('{"type":')]],
      ['unknown message type', [init, text(JSON.stringify({ type: 'nope' }))]],
      [
        'subscribe before init',
        [text(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: '{ x' } }))],
      ],
      [
        'broken subscribe after init',
        [init, text(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 42, variables: 'x' } }))],
      ],
    ];
    for (const [name, frames] of cases) {
      const { socket, closed } = await upgraded();
      for (const bytes of frames) socket.write(bytes);
      const ended = await Promise.race([closed.then(() => true), pause(1_000).then(() => false)]);
      if (!ended) socket.destroy();
      expect(uncaught, name).toEqual([]);
    }
  });

  it('leaves console.error alone for malformed frames: they are logged at debug, without a stack', async () => {
    const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logger = stack.gateway.deps.logger;
    const enabled = vi.spyOn(logger, 'isLevelEnabled').mockReturnValue(true);
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const debugs = vi.spyOn(logger, 'debug').mockImplementation(() => undefined);
    try {
      const frames = [
        frame(0x3, Buffer.from('x')),
        frame(0x1, Buffer.from('{}'), { masked: false }),
        frame(0x1, Buffer.from([0xc3, 0x28, 0xff])),
      ];
      for (const bytes of frames) {
        const { socket, closed } = await upgraded();
        socket.write(bytes);
        await Promise.race([closed, pause(1_000)]);
        socket.destroy();
      }
      await pause(100);
      expect(consoleErrors).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      const logged = debugs.mock.calls.filter(
        ([, message]) => message === 'malformed WebSocket frame; socket closed',
      );
      expect(logged.map(([fields]) => (fields as unknown as { code: string }).code)).toEqual([
        'WS_ERR_INVALID_OPCODE',
        'WS_ERR_EXPECTED_MASK',
        'WS_ERR_INVALID_UTF8',
      ]);
    } finally {
      consoleErrors.mockRestore();
      enabled.mockRestore();
      errors.mockRestore();
      debugs.mockRestore();
    }
  });

  it('loses only its own socket when the connection drops mid-frame or mid-handshake', async () => {
    const { socket } = await upgraded();
    socket.write(text(JSON.stringify({ type: 'connection_init' })));
    // Half a frame, then gone.
    socket.write(frame(0x1, Buffer.alloc(5_000, 0x61)).subarray(0, 2_000));
    await pause(50);
    socket.destroy();

    const raw = await open();
    raw.on('error', () => {});
    raw.write(
      `GET /graphql HTTP/1.1${CRLF}host: ${host}:${port}${CRLF}upgrade: websocket${CRLF}connection: Upgrade${CRLF}` +
        `sec-websocket-key: not-a-key${CRLF}sec-websocket-version: 13${CRLF}origin: ${ORIGIN}${CRLF}${CRLF}`,
    );
    await pause(50);
    raw.destroy();
    // Gone as soon as the upgrade is asked for: the socket has no address left when the connection is counted.
    for (let i = 0; i < 10; i++) {
      const early = await open();
      early.on('error', () => {});
      early.write(
        `GET /graphql HTTP/1.1${CRLF}host: ${host}:${port}${CRLF}upgrade: websocket${CRLF}connection: Upgrade${CRLF}` +
          `sec-websocket-key: ${randomBytes(16).toString('base64')}${CRLF}sec-websocket-version: 13${CRLF}` +
          `sec-websocket-protocol: graphql-transport-ws${CRLF}origin: ${ORIGIN}${CRLF}cookie: ${member.cookieHeader}${CRLF}${CRLF}`,
      );
      early.destroy();
    }
  });
});
