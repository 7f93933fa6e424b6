import type { Config } from '../config/env.js';
import { type ImageStore, LocalImageStore } from './image-store.js';
import { S3ImageStore } from './s3-image-store.js';

type StoreSettings = Pick<
  Config,
  | 'uploadDir'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_PUBLIC_URL'
  | 'S3_FORCE_PATH_STYLE'
>;

/** Where browsers load a bucket's objects from when S3_PUBLIC_URL is not given. */
export function defaultS3PublicUrl(settings: StoreSettings & { S3_BUCKET: string }): string {
  if (settings.S3_ENDPOINT) {
    const endpoint = new URL(settings.S3_ENDPOINT);
    const base = endpoint.href.replace(/\/+$/, '');
    if (settings.S3_FORCE_PATH_STYLE) return `${base}/${settings.S3_BUCKET}`;
    return `${endpoint.protocol}//${settings.S3_BUCKET}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}`;
  }
  return `https://${settings.S3_BUCKET}.s3.${settings.S3_REGION}.amazonaws.com`;
}

/**
 * The image store a process uses: the S3-compatible bucket when S3_BUCKET is set, else files under UPLOAD_DIR.
 * Every process that stores or removes images (the gateway, the seeder, the clean-up job) builds it here, so they
 * all agree on where images live.
 */
export function createImageStore(config: StoreSettings): ImageStore {
  if (!config.S3_BUCKET) return new LocalImageStore(config.uploadDir);
  return new S3ImageStore({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    publicUrl: config.S3_PUBLIC_URL ?? defaultS3PublicUrl({ ...config, S3_BUCKET: config.S3_BUCKET }),
  });
}

/**
 * The origin browsers load images from when it is not this site (an S3-compatible bucket), so the web app's
 * content security policy can allow it, plain-http local object stores included; null for local disk.
 */
export function imageStoreOrigin(config: StoreSettings): string | null {
  if (!config.S3_BUCKET) return null;
  return new URL(config.S3_PUBLIC_URL ?? defaultS3PublicUrl({ ...config, S3_BUCKET: config.S3_BUCKET }))
    .origin;
}
