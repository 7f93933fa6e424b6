import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config/env.js';
import { checkImageKey, LocalImageStore } from './image-store.js';

/** How long an admin's signed link to a private upload works. */
export const PRIVATE_LINK_TTL_SECONDS = 5 * 60;

/**
 * Private uploads (identity documents) live on this disk under PRIVATE_UPLOAD_DIR, which is never inside
 * UPLOAD_DIR (checked by loadConfig) and never served as static files: the gateway reads them for an admin
 * holding a signed link. Their rows carry no URL. They are stored by the one upload pipeline
 * (`storeUpload(..., { private: true })`, store-upload.ts).
 */
export class PrivateImageStore extends LocalImageStore {
  constructor(private readonly root: string) {
    super(root, '');
  }

  override url(): string {
    return '';
  }

  /** The stored bytes of a key, or null when the file is gone. */
  async read(key: string): Promise<Buffer | null> {
    checkImageKey(key);
    return readFile(path.join(this.root, key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  }
}

export function createPrivateImageStore(config: Pick<Config, 'privateUploadDir'>): PrivateImageStore {
  return new PrivateImageStore(config.privateUploadDir);
}

const knownSecrets = new Map<string, Buffer>();

/**
 * The key of the signed links: PRIVATE_LINK_SECRET when set, else 32 random bytes kept in
 * DATA_DIR/private-link-secret, made on first start (`wx`, so two processes starting at once agree on one key).
 */
export function privateLinkSecret(config: Pick<Config, 'PRIVATE_LINK_SECRET' | 'dataDir'>): Buffer {
  if (config.PRIVATE_LINK_SECRET) return Buffer.from(config.PRIVATE_LINK_SECRET, 'utf8');
  const file = path.join(config.dataDir, 'private-link-secret');
  const cached = knownSecrets.get(file);
  if (cached) return cached;
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const made = randomBytes(32).toString('hex');
    mkdirSync(config.dataDir, { recursive: true });
    try {
      writeFileSync(file, `${made}\n`, { flag: 'wx', mode: 0o600 });
      text = made;
    } catch (raced) {
      if ((raced as NodeJS.ErrnoException).code !== 'EEXIST') throw raced;
      text = readFileSync(file, 'utf8').trim();
    }
  }
  if (!/^[0-9a-f]{64}$/.test(text))
    throw new Error(`${file} is not a link key (64 hex digits); fix it, or remove it to make a new one`);
  const secret = Buffer.from(text, 'hex');
  knownSecrets.set(file, secret);
  return secret;
}

function signature(secret: Buffer, uploadId: string, expires: number): string {
  return createHmac('sha256', secret).update(`private-upload:${uploadId}:${expires}`).digest('base64url');
}

/** A link the gateway serves a private upload at until `now + PRIVATE_LINK_TTL_SECONDS`. */
export function signPrivateUploadLink(secret: Buffer, uploadId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + PRIVATE_LINK_TTL_SECONDS;
  return `/api/private-uploads/${uploadId}?expires=${expires}&signature=${signature(secret, uploadId, expires)}`;
}

/** True when the link's signature is ours for this upload and it has not expired. */
export function checkPrivateUploadLink(
  secret: Buffer,
  uploadId: string,
  expires: string | undefined,
  given: string | undefined,
  now = Date.now(),
): boolean {
  if (!expires || !given || !/^\d{1,12}$/.test(expires)) return false;
  const at = Number(expires);
  if (at * 1000 <= now) return false;
  const wanted = Buffer.from(signature(secret, uploadId, at));
  const got = Buffer.from(given);
  return got.length === wanted.length && timingSafeEqual(got, wanted);
}
