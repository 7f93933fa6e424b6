import type { S3Client } from '@aws-sdk/client-s3';
import { checkImageKey, IMMUTABLE_CACHE_CONTROL, type ImageStore } from './image-store.js';

export interface S3ImageStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, …); unset means AWS itself. */
  endpoint?: string | undefined;
  /** Unset means the SDK's default chain (environment, profile, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `http(s)://host/bucket/key` instead of `bucket.host/key`; most self-hosted services need it. */
  forcePathStyle?: boolean;
  /** The base the browser loads images from (a CDN, the bucket's public website, …), without a trailing slash. */
  publicUrl: string;
}

/**
 * Images in an S3-compatible bucket, so several gateways (and the worker that cleans up) share them. Objects are
 * written once under keys we generate and never change, hence cached for a year as immutable.
 */
export class S3ImageStore implements ImageStore {
  private client: Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | null = null;
  private readonly publicUrl: string;

  constructor(private readonly options: S3ImageStoreOptions) {
    this.publicUrl = options.publicUrl.replace(/\/+$/, '');
  }

  /** The SDK is loaded on first use: processes that never touch an image do not pay for its ~10 MB. */
  private connect() {
    this.client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: this.options.region,
        ...(this.options.endpoint ? { endpoint: this.options.endpoint } : {}),
        ...(this.options.credentials ? { credentials: this.options.credentials } : {}),
        forcePathStyle: this.options.forcePathStyle ?? false,
        // Checksums only where S3 requires them: several S3-compatible services refuse the newer
        // default (CRC32 trailers), and the body was just encoded by us.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
      }),
    }));
    return this.client;
  }

  async save(key: string, data: Buffer, contentType: string): Promise<void> {
    checkImageKey(key);
    const { client, sdk } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: data,
        ContentLength: data.length,
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
  }

  /** Deleting a missing object succeeds on S3, so removing twice (a retried clean-up) is harmless. */
  async remove(key: string): Promise<void> {
    checkImageKey(key);
    const { client, sdk } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  url(key: string): string {
    return `${this.publicUrl}/${key}`;
  }

  /** Closes the SDK's sockets (tests, shutdown). */
  async close(): Promise<void> {
    const connected = this.client;
    this.client = null;
    if (connected) (await connected).client.destroy();
  }
}
