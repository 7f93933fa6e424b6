import { PassThrough } from 'node:stream';
import { DomainError, ErrorCode } from '@koalarent/core';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MultipartMessages, type MultipartSource, receiveOneFile } from './receive-one-file.js';

const CRLF = '\r\n';

/** A request stand-in: a stream with headers, fed in chunks, optionally cut off (destroyed) before its end. */
function request(contentType: string): PassThrough & MultipartSource {
  return Object.assign(new PassThrough(), { headers: { 'content-type': contentType } });
}

function part(boundary: string, headers: string[], body: string | Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}${CRLF}${headers.join(CRLF)}${CRLF}${CRLF}`),
    Buffer.from(body),
    Buffer.from(CRLF),
  ]);
}

const filePart = (boundary: string, data: string | Buffer, name = 'a.png') =>
  part(
    boundary,
    [`Content-Disposition: form-data; name="image"; filename="${name}"`, 'Content-Type: image/png'],
    data,
  );
const fieldPart = (boundary: string, value = 'x') =>
  part(boundary, ['Content-Disposition: form-data; name="note"'], value);
const closing = (boundary: string) => Buffer.from(`--${boundary}--${CRLF}`);

/** Feeds the chunks with a turn of the event loop between them, then ends, or destroys the stream (a cut connection). */
async function send(req: PassThrough, chunks: Buffer[], abort: boolean): Promise<void> {
  for (const chunk of chunks) {
    if (req.destroyed) return;
    req.write(chunk);
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (abort) req.destroy();
  else req.end();
}

/** Settles within 5 s (milliseconds in practice) or fails: a promise never settled is a leak per request. */
async function outcome(req: PassThrough & MultipartSource, chunks: Buffer[], abort = false) {
  const received = receiveOneFile(req).then(
    (file) => ({ file, error: null }),
    (error: unknown) => ({ file: null, error }),
  );
  await send(req, chunks, abort);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('receiveOneFile never settled')), 5_000);
  });
  try {
    return await Promise.race([received, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function messageOf(error: unknown): string {
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe(ErrorCode.ValidationFailed);
  return (error as DomainError).message;
}

function splitAt(body: Buffer, cuts: number[]): Buffer[] {
  const points = [...new Set(cuts.map((c) => c % (body.length + 1)))].sort((a, b) => a - b);
  const chunks: Buffer[] = [];
  let from = 0;
  for (const point of [...points, body.length]) {
    if (point > from) chunks.push(body.subarray(from, point));
    from = point;
  }
  return chunks;
}

// An 'error' event nobody listens to ends a real gateway; here it would only be a vitest report, so record them.
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

describe('receiveOneFile: every broken multipart body is a 400 refusal, never an unheard error', () => {
  it('refuses the truncated body that crashed the gateway', async () => {
    const req = request('multipart/form-data; boundary=zz');
    const body = Buffer.from(
      `--zz${CRLF}Content-Disposition: form-data; name="file"; filename="a.png"${CRLF}${CRLF}`,
    );
    const { error } = await outcome(req, [body]);
    expect(messageOf(error)).toBe(MultipartMessages.truncated);
  });

  it('names each kind of broken form', async () => {
    const b = 'XyZ';
    const type = `multipart/form-data; boundary=${b}`;
    const cases: [string, Buffer[], boolean, string][] = [
      ['truncated mid-file', [filePart(b, 'PNGDATA').subarray(0, -4)], false, MultipartMessages.truncated],
      [
        'cut connection mid-file',
        [filePart(b, 'PNGDATA').subarray(0, -4)],
        true,
        MultipartMessages.truncated,
      ],
      [
        'truncated in the part headers',
        [filePart(b, 'PNG').subarray(0, 40)],
        false,
        MultipartMessages.noCompletePart,
      ],
      [
        'wrong boundary',
        [filePart('other', 'PNG'), closing('other')],
        false,
        MultipartMessages.noCompletePart,
      ],
      [
        'header overflow',
        [Buffer.from(`--${b}${CRLF}X-Long: ${'a'.repeat(20_000)}${CRLF}${CRLF}data${CRLF}`), closing(b)],
        false,
        MultipartMessages.malformedPart,
      ],
      [
        'too many parts',
        [...Array.from({ length: 9 }, () => fieldPart(b)), filePart(b, 'PNG'), closing(b)],
        false,
        MultipartMessages.tooManyParts,
      ],
      [
        'a field after the file',
        [filePart(b, 'PNG'), fieldPart(b), closing(b)],
        false,
        MultipartMessages.partAfterFile,
      ],
      [
        'a second file',
        [filePart(b, 'PNG'), filePart(b, 'PNG', 'b.png'), closing(b)],
        false,
        MultipartMessages.oneImage,
      ],
      ['no file', [fieldPart(b), closing(b)], false, MultipartMessages.noImage],
      [
        'a file opened after the closing delimiter, in the same chunk',
        [Buffer.concat([closing(b), fieldPart(b), filePart(b, 'PNGDATA').subarray(0, -4)])],
        false,
        MultipartMessages.afterEnd,
      ],
    ];
    for (const [name, chunks, abort, message] of cases) {
      const { error } = await outcome(request(type), chunks, abort);
      expect(messageOf(error), name).toBe(message);
    }
    const noBoundary = await outcome(request('multipart/form-data'), [filePart(b, 'PNG')]);
    expect(messageOf(noBoundary.error)).toBe(MultipartMessages.notMultipart);
  });

  it('refuses a request that was closed before it was read', async () => {
    const req = request('multipart/form-data; boundary=zz');
    req.destroy();
    const { error } = await outcome(req, []);
    expect(messageOf(error)).toBe(MultipartMessages.truncated);
  });

  it('still receives a well-formed image, sent in any chunks', async () => {
    const b = 'zz';
    const body = Buffer.concat([fieldPart(b), filePart(b, Buffer.alloc(3000, 7)), closing(b)]);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { maxLength: 8 }), async (cuts) => {
        const { file } = await outcome(request(`multipart/form-data; boundary=${b}`), splitAt(body, cuts));
        expect(file?.fileName).toBe('a.png');
        expect(file?.data.equals(Buffer.alloc(3000, 7))).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('settles every mangled, cut or aborted body with a refusal or the file, and nothing unheard (fast-check)', async () => {
    const boundary = fc.stringMatching(/^[A-Za-z0-9'()+_,-]{1,20}$/);
    const pieces = (b: string) =>
      fc.array(
        fc.oneof(
          fc.constant(filePart(b, Buffer.alloc(200, 1))),
          fc.constant(fieldPart(b)),
          fc.constant(closing(b)),
          fc.constant(Buffer.from(`--${b}${CRLF}`)),
          fc.constant(Buffer.from(`${CRLF}${CRLF}`)),
          fc.constant(Buffer.from(`Content-Disposition: form-data; name="f"; filename="x.png"${CRLF}`)),
          fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
        ),
        { maxLength: 12 },
      );
    await fc.assert(
      fc.asyncProperty(
        boundary.chain((b) => fc.tuple(fc.constant(b), boundary, fc.boolean(), pieces(b))),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.integer({ min: -1, max: 4_000 }),
        fc.boolean(),
        async ([b, declared, useDeclared, parts], cuts, truncateAt, abort) => {
          const whole = Buffer.concat(parts);
          const body = truncateAt >= 0 ? whole.subarray(0, truncateAt) : whole;
          const req = request(`multipart/form-data; boundary=${useDeclared ? declared : b}`);
          const { file, error } = await outcome(req, splitAt(body, cuts), abort);
          if (error) messageOf(error);
          else expect(file?.data).toBeInstanceOf(Buffer);
        },
      ),
      { numRuns: 300 },
    );
  });
});
