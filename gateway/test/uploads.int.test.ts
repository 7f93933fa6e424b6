import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, makeVerifiedUser, startStack, type TestStack } from './harness.js';

let stack: TestStack;
let member: Client;
let memberId: number;

beforeAll(async () => {
  stack = await startStack();
  const user = await makeVerifiedUser(stack);
  memberId = user.id;
  member = new Client(stack.baseUrl);
  expect((await member.request('POST', '/api/auth/login', user)).status).toBe(200);
});
afterAll(async () => {
  await stack?.stop();
});

async function upload(
  files: { data: Buffer; name: string; type?: string }[],
  options: { cookie?: string; origin?: string } = {},
) {
  const form = new FormData();
  for (const file of files)
    form.append('image', new Blob([file.data], { type: file.type ?? 'image/jpeg' }), file.name);
  const res = await fetch(`${stack.baseUrl}/api/uploads`, {
    method: 'POST',
    body: form,
    headers: {
      ...(options.cookie !== undefined ? { cookie: options.cookie } : { cookie: member.cookieHeader }),
      ...(options.origin ? { origin: options.origin } : {}),
    },
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {}
  return { status: res.status, body };
}

const jpeg = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a7' } })
    .jpeg()
    .toBuffer();

async function uploadCount(): Promise<number> {
  const rows: { n: number }[] = await stack.gateway.deps.orm.em
    .fork()
    .getConnection()
    .execute('select count(*)::int as n from uploads where owner_id = ?', [memberId]);
  return rows[0]?.n ?? 0;
}

describe('POST /api/uploads', () => {
  it('stores a member’s photo as WebP renditions served from /uploads', async () => {
    const res = await upload([{ data: await jpeg(), name: 'camera.jpg' }]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 900, height: 600 });
    const url = String(res.body.url);
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\/900\.webp$/);
    expect((res.body.variants as { width: number }[]).map((v) => v.width)).toEqual([320, 640, 900]);
    const image = await fetch(stack.baseUrl + url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(900);
    expect(await uploadCount()).toBe(1);
  });

  it('refuses anonymous callers and cross-site pages', async () => {
    const data = await jpeg();
    expect((await upload([{ data, name: 'a.jpg' }], { cookie: '' })).status).toBe(401);
    expect((await upload([{ data, name: 'a.jpg' }], { origin: 'https://evil.example' })).status).toBe(403);
  });

  it('refuses every bad file with a clear 400 and stores nothing', async () => {
    const before = await uploadCount();
    const image = await jpeg();
    const cases: [{ data: Buffer; name: string; type?: string }[], string][] = [
      [
        [
          {
            data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
            name: 'x.svg',
            type: 'image/svg+xml',
          },
        ],
        'Only image files are allowed',
      ],
      [[{ data: Buffer.from('hello'), name: 'notes.jpg' }], 'Only image files are allowed'],
      [
        [{ data: Buffer.alloc(5 * 1024 * 1024 + 10, 1), name: 'huge.jpg' }],
        'Image size should not exceed 5MB',
      ],
      [
        [{ data: Buffer.concat([image, Buffer.from('<script>alert(1)</script>')]), name: 'poly.jpg' }],
        'The file contains something other than an image.',
      ],
      [
        [{ data: image.subarray(0, 2000), name: 'cut.jpg' }],
        'The image is damaged or incomplete. Please choose another file.',
      ],
      [[{ data: image, name: '../../etc/passwd' }], 'The file name is not allowed.'],
      [
        [
          { data: image, name: 'a.jpg' },
          { data: image, name: 'b.jpg' },
        ],
        'Upload one image per request.',
      ],
    ];
    for (const [files, message] of cases) {
      const res = await upload(files);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const notMultipart = await member.request<{ message: string }>('POST', '/api/uploads', { image: 'x' });
    expect(notMultipart.status).toBe(400);
    expect(await uploadCount()).toBe(before);
  });
});
