import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/env.js';
import { createImageStore, defaultS3PublicUrl, imageStoreOrigin } from './create-image-store.js';
import { LocalImageStore } from './image-store.js';
import { S3ImageStore } from './s3-image-store.js';

interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A tiny S3 on loopback: records every request and answers as S3 does (or with an error when told to). */
let server: Server;
let endpoint: string;
const requests: Recorded[] = [];
let failNext: number | null = null;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        // The SDK adds `?x-id=PutObject` and the like; the object's path is what matters.
        url: (req.url ?? '').split('?')[0]!,
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      if (failNext !== null) {
        res.writeHead(failNext, { 'content-type': 'application/xml' });
        res.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
        );
        return;
      }
      if (req.method === 'PUT') {
        res.writeHead(200, { etag: '"d41d8cd98f00b204e9800998ecf8427e"' });
        res.end();
      } else if (req.method === 'DELETE') {
        res.writeHead(204);
        res.end();
      } else {
        res.writeHead(405);
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  requests.length = 0;
  failNext = null;
});

function s3Config(extra: Record<string, string> = {}) {
  return loadConfig({
    S3_BUCKET: 'koala-images',
    S3_REGION: 'eu-west-2',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    S3_FORCE_PATH_STYLE: 'true',
    S3_PUBLIC_URL: 'https://images.koalarent.test/media/',
    ...extra,
  });
}

describe('S3ImageStore', () => {
  it('puts images with their type and a year of immutable caching, signed with the given key', async () => {
    const store = createImageStore(s3Config());
    expect(store).toBeInstanceOf(S3ImageStore);
    const key = `${randomUUID()}/640.webp`;
    const data = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 fake image bytes');
    await store.save(key, data, 'image/webp');
    expect(requests).toHaveLength(1);
    const put = requests[0]!;
    expect(put.method).toBe('PUT');
    expect(put.url).toBe(`/koala-images/${key}`);
    expect(put.headers['content-type']).toBe('image/webp');
    expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(put.headers['content-length']).toBe(String(data.length));
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-2\/s3\/aws4_request,/,
    );
    expect(put.body.equals(data)).toBe(true);
    expect(store.url(key)).toBe(`https://images.koalarent.test/media/${key}`);
    await (store as S3ImageStore).close();
  });

  it('deletes objects by key', async () => {
    const store = createImageStore(s3Config()) as S3ImageStore;
    const key = `${randomUUID()}/320.webp`;
    await store.remove(key);
    expect(requests.map((r) => [r.method, r.url])).toEqual([['DELETE', `/koala-images/${key}`]]);
    await store.close();
  });

  it('fails loudly when the bucket refuses, and never sends a key of unexpected shape', async () => {
    const store = createImageStore(s3Config()) as S3ImageStore;
    failNext = 403;
    await expect(store.save(`${randomUUID()}/640.webp`, Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /Access Denied/,
    );
    failNext = null;
    requests.length = 0;
    await expect(store.save('../../etc/passwd', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /unexpected shape/,
    );
    await expect(store.remove('a/b/c.webp')).rejects.toThrow(/unexpected shape/);
    expect(requests).toHaveLength(0);
    await store.close();
  });
});

describe('createImageStore', () => {
  it('keeps images on the local disk unless a bucket is configured', () => {
    const store = createImageStore(loadConfig({ UPLOAD_DIR: '/tmp/koala-images' }));
    expect(store).toBeInstanceOf(LocalImageStore);
    expect(store.url('0190a0b0-0000-7000-8000-000000000000/640.webp')).toBe(
      '/uploads/0190a0b0-0000-7000-8000-000000000000/640.webp',
    );
  });

  it('derives the public URL from the endpoint or the AWS bucket address', () => {
    const base = { ...loadConfig({}), S3_BUCKET: 'pics', S3_REGION: 'ap-southeast-2' };
    expect(defaultS3PublicUrl(base)).toBe('https://pics.s3.ap-southeast-2.amazonaws.com');
    expect(
      defaultS3PublicUrl({ ...base, S3_ENDPOINT: 'http://localhost:9000', S3_FORCE_PATH_STYLE: true }),
    ).toBe('http://localhost:9000/pics');
    expect(defaultS3PublicUrl({ ...base, S3_ENDPOINT: 'https://r2.example.com/' })).toBe(
      'https://pics.r2.example.com',
    );
    const store = createImageStore(loadConfig({ S3_BUCKET: 'pics', S3_REGION: 'ap-southeast-2' }));
    expect(store.url('k')).toBe('https://pics.s3.ap-southeast-2.amazonaws.com/k');
  });

  it('names the bucket origin the content security policy must allow, none for local disk', () => {
    expect(imageStoreOrigin(loadConfig({}))).toBeNull();
    expect(
      imageStoreOrigin(
        loadConfig({ S3_BUCKET: 'pics', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }),
      ),
    ).toBe('http://127.0.0.1:9000');
    expect(
      imageStoreOrigin(loadConfig({ S3_BUCKET: 'pics', S3_PUBLIC_URL: 'https://cdn.example.com/i' })),
    ).toBe('https://cdn.example.com');
  });

  it('refuses half-given S3 settings at start', () => {
    expect(() => loadConfig({ S3_BUCKET: 'pics', S3_ACCESS_KEY_ID: 'only-half' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://localhost:9000' })).toThrow(
      /S3_BUCKET: required with S3_ENDPOINT/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'pics', S3_PUBLIC_URL: 'not a url' })).toThrow(/S3_PUBLIC_URL/);
    expect(loadConfig({}).UPLOAD_RETENTION_HOURS).toBe(24);
    expect(() => loadConfig({ UPLOAD_RETENTION_HOURS: '0' })).toThrow(/UPLOAD_RETENTION_HOURS/);
  });
});
