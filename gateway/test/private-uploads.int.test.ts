import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { privateLinkSecret, signPrivateUploadLink } from '@koalarent/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Member, signedInAdmin, signedInMember } from './catalog-fixtures.js';
import { startStack, type TestStack } from './harness.js';

/**
 * Issue 26 §1: private uploads (identity documents). `POST /api/uploads?private=true` checks and re-encodes the
 * image like any other but keeps it out of UPLOAD_DIR and names no URL; only an admin holding an unexpired signed
 * link reads it. Anonymous callers, the owner guessing a public URL, another member and an expired link are refused.
 */

let stack: TestStack;
let dataDir: string;
let owner: Member;
let other: Member;
let admin: Member;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'koala-data-'));
  stack = await startStack({ DATA_DIR: dataDir, PRIVATE_UPLOAD_DIR: path.join(dataDir, 'private') });
  owner = await signedInMember(stack);
  other = await signedInMember(stack);
  admin = await signedInAdmin(stack);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const documentPhoto = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#48c' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'passport holder' } } })
    .toBuffer();

async function uploadPrivate(member: Member | null, data: Buffer) {
  const form = new FormData();
  form.append('image', new Blob([data], { type: 'image/jpeg' }), 'passport.jpg');
  const res = await fetch(`${stack.baseUrl}/api/uploads?private=true`, {
    method: 'POST',
    body: form,
    headers: member ? { cookie: member.client.cookieHeader } : {},
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** GET with a member's cookies (or none), the answer's status and bytes. */
async function get(urlPath: string, member: Member | null) {
  const res = await fetch(stack.baseUrl + urlPath, {
    headers: member ? { cookie: member.client.cookieHeader } : {},
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    data: Buffer.from(await res.arrayBuffer()),
  };
}

async function filesUnder(dir: string): Promise<string[]> {
  return readdir(dir, { recursive: true }).catch(() => []);
}

describe('private uploads', () => {
  it('stores a document re-encoded outside UPLOAD_DIR, answering an id and no URL', async () => {
    const before = await filesUnder(stack.config.uploadDir);
    const res = await uploadPrivate(owner, await documentPhoto());
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['height', 'id', 'width']);
    expect(JSON.stringify(res.body)).not.toMatch(/uploads|\.webp|http/);
    const id = String(res.body.id);
    expect(await filesUnder(stack.config.uploadDir)).toEqual(before);
    expect((await filesUnder(path.join(dataDir, 'private'))).filter((f) => f.startsWith(id))).toEqual([
      id,
      `${id}/1280.webp`,
    ]);
    const [row] = (await stack.gateway.deps.orm.em
      .fork()
      .getConnection()
      .execute('select private, variants from uploads where id = ?', [id])) as {
      private: boolean;
      variants: unknown;
    }[];
    expect(row).toEqual({ private: true, variants: [{ width: 1280, key: `${id}/1280.webp`, url: '' }] });
    const link = signPrivateUploadLink(privateLinkSecret(stack.config), id);
    const image = await get(link, admin);
    expect(image.status).toBe(200);
    expect(image.type).toBe('image/webp');
    const meta = await sharp(image.data).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 1280, undefined]);
  });

  it('refuses anonymous uploads and what is not an image, storing nothing', async () => {
    const before = await filesUnder(path.join(dataDir, 'private'));
    expect((await uploadPrivate(null, await documentPhoto())).status).toBe(401);
    const pdf = await uploadPrivate(owner, Buffer.from('%PDF-1.7 not an image'));
    expect(pdf.status).toBe(400);
    expect(await filesUnder(path.join(dataDir, 'private'))).toEqual(before);
  });

  it('is unreachable without an admin’s unexpired signed link', async () => {
    const res = await uploadPrivate(owner, await documentPhoto());
    const id = String(res.body.id);
    const secret = privateLinkSecret(stack.config);
    const link = signPrivateUploadLink(secret, id);
    // Anonymous, with or without the link.
    expect((await get(`/api/private-uploads/${id}`, null)).status).toBe(403);
    expect((await get(link, null)).status).toBe(403);
    // The owner guessing a public URL, and the owner holding the admin's link.
    for (const guess of [`/uploads/${id}/1280.webp`, `/uploads/${id}/320.webp`, `/private/${id}/1280.webp`])
      expect((await get(guess, owner)).status).toBe(404);
    expect((await get(link, owner)).status).toBe(403);
    // Another member, with the link or a forged one.
    expect((await get(link, other)).status).toBe(403);
    expect((await get(link.replace(/signature=./, 'signature=A'), admin)).status).toBe(403);
    // An expired link, even for an admin; and a link for another upload.
    const expired = signPrivateUploadLink(secret, id, Date.now() - 6 * 60_000);
    expect((await get(expired, admin)).status).toBe(403);
    const otherUpload = String((await uploadPrivate(other, await documentPhoto())).body.id);
    expect((await get(link.replace(id, otherUpload), admin)).status).toBe(403);
    // A link made with the right key but for an upload that is gone.
    const gone = signPrivateUploadLink(secret, '01234567-89ab-7cde-8f01-23456789abcd');
    expect((await get(gone, admin)).status).toBe(404);
    expect((await get(link, admin)).status).toBe(200);
  });
});
