import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from './harness.js';

let stack: TestStack;
let uploadDir: string;
let image: Buffer;
const id = randomUUID();

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'koala-served-'));
  stack = await startStack({ UPLOAD_DIR: uploadDir });
  image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#36c' } })
    .webp()
    .toBuffer();
  await mkdir(path.join(uploadDir, id), { recursive: true });
  await writeFile(path.join(uploadDir, id, '640.webp'), image);
  // What a store would never write, planted to prove the route does not serve it.
  await writeFile(path.join(uploadDir, id, 'page.html'), '<script>alert(1)</script>');
  await writeFile(path.join(uploadDir, id, '.hidden.webp'), image);
  await writeFile(path.join(uploadDir, id, '320.webp'), '<html><script>alert(1)</script></html>');
});
afterAll(async () => {
  await stack?.stop();
  if (uploadDir) {
    await rm(uploadDir, { recursive: true, force: true });
    await rm(`${uploadDir}-outside.webp`, { force: true });
  }
});

const get = (pathname: string, method = 'GET') => fetch(`${stack.baseUrl}${pathname}`, { method });

/** Sends the path exactly as written: fetch would resolve `..` and `%2e%2e` before they reach the server. */
function rawGet(pathname: string): Promise<{ status: number; contentType: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${stack.baseUrl}/`, { path: pathname }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type']) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /uploads', () => {
  it('serves a stored image as immutable WebP that no browser sniffs', async () => {
    const res = await get(`/uploads/${id}/640.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(image)).toBe(true);

    const head = await get(`/uploads/${id}/640.webp`, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(image.length));
  });

  it('labels whatever sits in a .webp file as an image, never as a page', async () => {
    const res = await get(`/uploads/${id}/320.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 for missing files, folders, other types, dot files and escapes', async () => {
    for (const pathname of [
      `/uploads/${randomUUID()}/640.webp`,
      `/uploads/${id}/1280.webp`,
      `/uploads/${id}`,
      `/uploads/${id}/`,
      '/uploads/',
      `/uploads/${id}/page.html`,
      `/uploads/${id}/.hidden.webp`,
    ]) {
      const res = await get(pathname);
      expect({ pathname, status: res.status }).toEqual({ pathname, status: 404 });
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(res.headers.get('cache-control')).not.toContain('immutable');
    }
    // A planted image one level up must stay out of reach of a path that climbs.
    await writeFile(path.join(path.dirname(uploadDir), `${path.basename(uploadDir)}-outside.webp`), image);
    for (const pathname of [
      `/uploads/${id}/..%2f..%2f${path.basename(uploadDir)}-outside.webp`,
      `/uploads/%2e%2e/${path.basename(uploadDir)}-outside.webp`,
      `/uploads/${id}/../../${path.basename(uploadDir)}-outside.webp`,
    ]) {
      const res = await rawGet(pathname);
      expect({ pathname, ...res }).toMatchObject({ pathname, status: 404 });
    }
  });

  it('refuses writes', async () => {
    const res = await get(`/uploads/${id}/640.webp`, 'PUT');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});
