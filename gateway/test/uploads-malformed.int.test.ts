import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MultipartMessages } from '../src/modules/uploads/receive-one-file.js';
import { Client, makeVerifiedUser, startStack, type TestStack } from './harness.js';

const CRLF = '\r\n';
const ORIGIN = 'http://localhost:4000';

let stack: TestStack;
let member: Client;
let memberId: number;

beforeAll(async () => {
  // Hundreds of refused uploads from one member: the hourly cap is not what this file tests.
  stack = await startStack({ UPLOADS_MAX_PER_HOUR: '100000' });
  const user = await makeVerifiedUser(stack);
  memberId = user.id;
  member = new Client(stack.baseUrl);
  expect((await member.request('POST', '/api/auth/login', user)).status).toBe(200);
});
afterAll(async () => {
  await stack?.stop();
});

// In production an 'error' event nobody hears ends the gateway process; in this process it is recorded instead.
let uncaught: unknown[] = [];
const record = (error: unknown) => uncaught.push(error);
beforeEach(() => {
  uncaught = [];
  process.on('uncaughtException', record);
});
afterEach(() => {
  process.off('uncaughtException', record);
  expect(uncaught).toEqual([]);
});

/** POSTs a raw body to /api/uploads with the member's session, as curl --data-binary does. */
function post(body: Buffer, contentType: string): Promise<{ status: number; message: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${stack.baseUrl}/api/uploads`,
      {
        method: 'POST',
        headers: {
          cookie: member.cookieHeader,
          origin: ORIGIN,
          'content-type': contentType,
          'content-length': String(body.length),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          let message = '';
          try {
            message = String((JSON.parse(text) as { message?: unknown }).message ?? '');
          } catch {}
          resolve({ status: res.statusCode ?? 0, message });
        });
      },
    );
    // The server may answer and close before the whole body is sent: the answer is what counts.
    req.on('error', reject);
    // An answer that never comes is a request the gateway left hanging: a failure, not a slow test.
    req.setTimeout(5_000, () => req.destroy(new Error('no answer within 5 s')));
    req.end(body);
  });
}

/** Sends the headers and the first bytes of a longer body, then cuts the connection. */
function abortMidBody(body: Buffer, sendBytes: number, contentType: string): Promise<void> {
  return new Promise((resolve) => {
    const url = new URL(stack.baseUrl);
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write(
        [
          'POST /api/uploads HTTP/1.1',
          `host: ${url.host}`,
          `cookie: ${member.cookieHeader}`,
          `origin: ${ORIGIN}`,
          `content-type: ${contentType}`,
          `content-length: ${body.length + 1000}`,
          '',
          '',
        ].join(CRLF),
      );
      socket.write(body.subarray(0, sendBytes), () => {
        // Long enough for the route to be reading the body when the connection goes.
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 30);
      });
    });
    socket.on('error', () => resolve());
  });
}

async function alive(): Promise<void> {
  const res = await fetch(`${stack.baseUrl}/healthz`);
  expect(res.status).toBe(200);
}

async function uploadCount(): Promise<number> {
  const rows: { n: number }[] = await stack.gateway.deps.orm.em
    .fork()
    .getConnection()
    .execute('select count(*)::int as n from uploads where owner_id = ?', [memberId]);
  return rows[0]?.n ?? 0;
}

function filePart(boundary: string, data: Buffer, name = 'a.png'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}${CRLF}Content-Disposition: form-data; name="image"; filename="${name}"${CRLF}Content-Type: image/png${CRLF}${CRLF}`,
    ),
    data,
    Buffer.from(CRLF),
  ]);
}
const fieldPart = (boundary: string) =>
  Buffer.from(`--${boundary}${CRLF}Content-Disposition: form-data; name="note"${CRLF}${CRLF}x${CRLF}`);
const closing = (boundary: string) => Buffer.from(`--${boundary}--${CRLF}`);

describe('POST /api/uploads with a broken multipart body', () => {
  it('answers the truncated form of the attack with 400, and the gateway lives on', async () => {
    const before = await uploadCount();
    const attack = Buffer.from(
      `--zz${CRLF}Content-Disposition: form-data; name="file"; filename="a.png"${CRLF}${CRLF}`,
    );
    for (let i = 0; i < 6; i++) {
      const res = await post(attack, 'multipart/form-data; boundary=zz');
      expect(res).toEqual({ status: 400, message: MultipartMessages.truncated });
    }
    await alive();
    expect(await uploadCount()).toBe(before);
  });

  it('names each broken form in its 400', async () => {
    const b = 'zz';
    const type = `multipart/form-data; boundary=${b}`;
    const png = Buffer.alloc(100, 1);
    const cases: [Buffer, string, string][] = [
      [filePart(b, png).subarray(0, -10), type, MultipartMessages.truncated],
      [Buffer.concat([filePart('other', png), closing('other')]), type, MultipartMessages.noCompletePart],
      [
        Buffer.concat([
          Buffer.from(`--${b}${CRLF}X-Long: ${'a'.repeat(20_000)}${CRLF}${CRLF}x${CRLF}`),
          closing(b),
        ]),
        type,
        MultipartMessages.malformedPart,
      ],
      [
        Buffer.concat([...Array.from({ length: 9 }, () => fieldPart(b)), filePart(b, png), closing(b)]),
        type,
        MultipartMessages.tooManyParts,
      ],
      [Buffer.concat([filePart(b, png), fieldPart(b), closing(b)]), type, MultipartMessages.partAfterFile],
      [
        Buffer.concat([filePart(b, png), filePart(b, png, 'b.png'), closing(b)]),
        type,
        MultipartMessages.oneImage,
      ],
      [Buffer.concat([filePart(b, png), closing(b)]), 'multipart/form-data', MultipartMessages.notMultipart],
      // fast-check's find: busboy parses on after the closing delimiter, and a file opened there never ends.
      [
        Buffer.concat([closing(b), fieldPart(b), filePart(b, png).subarray(0, -4)]),
        type,
        MultipartMessages.afterEnd,
      ],
    ];
    for (const [body, contentType, message] of cases) {
      expect(await post(body, contentType)).toEqual({ status: 400, message });
    }
    await alive();
  });

  it('survives connections cut mid-file, and still takes a good image afterwards', async () => {
    const before = await uploadCount();
    const b = 'cut';
    const body = Buffer.concat([filePart(b, Buffer.alloc(200_000, 3)), closing(b)]);
    for (const sendBytes of [10, 150, 60_000, 199_000])
      await abortMidBody(body, sendBytes, `multipart/form-data; boundary=${b}`);
    await alive();
    expect(await uploadCount()).toBe(before);
    expect(await readdir(stack.config.uploadDir)).toEqual([]);

    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2a7' } })
      .jpeg()
      .toBuffer();
    const good = await post(
      Buffer.concat([filePart(b, jpeg, 'ok.jpg'), closing(b)]),
      `multipart/form-data; boundary=${b}`,
    );
    expect(good.status).toBe(201);
    expect(await uploadCount()).toBe(before + 1);
  });

  it('answers any mangled, cut or aborted multipart body with a 4xx and keeps serving (fast-check)', {
    timeout: 120_000,
  }, async () => {
    const before = await uploadCount();
    const boundary = fc.stringMatching(/^[A-Za-z0-9_-]{1,16}$/);
    const pieces = (b: string) =>
      fc.array(
        fc.oneof(
          fc.constant(filePart(b, Buffer.alloc(300, 1))),
          fc.constant(fieldPart(b)),
          fc.constant(closing(b)),
          fc.constant(Buffer.from(`--${b}${CRLF}`)),
          fc.constant(Buffer.from(CRLF)),
          fc.constant(Buffer.from(`Content-Disposition: form-data; name="f"; filename="x.png"${CRLF}`)),
          fc.uint8Array({ maxLength: 48 }).map((bytes) => Buffer.from(bytes)),
        ),
        { maxLength: 10 },
      );
    await fc.assert(
      fc.asyncProperty(
        boundary.chain((b) => fc.tuple(fc.constant(b), boundary, fc.boolean(), pieces(b))),
        fc.integer({ min: -1, max: 3_000 }),
        fc.boolean(),
        async ([b, declared, useDeclared, parts], truncateAt, abort) => {
          const whole = Buffer.concat(parts);
          const body = truncateAt >= 0 ? whole.subarray(0, truncateAt) : whole;
          const type = `multipart/form-data; boundary=${useDeclared ? declared : b}`;
          if (abort) await abortMidBody(body, body.length, type);
          else {
            const res = await post(body, type);
            expect(res.status).toBeGreaterThanOrEqual(400);
            expect(res.status).toBeLessThan(500);
            expect(res.message).not.toBe('');
          }
        },
      ),
      { numRuns: 60 },
    );
    await alive();
    expect(await uploadCount()).toBe(before);
  });
});
