import { removeUnattachedUploads, type UploadCleanupResult } from '../uploads/cleanup.js';
import { createImageStore } from '../uploads/create-image-store.js';
import type { ImageStore } from '../uploads/image-store.js';
import { createPrivateImageStore } from '../uploads/private-uploads.js';
import type { WorkerDeps } from '../worker/worker-deps.js';

/** `remove-unattached-uploads` runs hourly, at a minute off the hour so it does not add to whatever runs on the hour. */
export const REMOVE_UNATTACHED_UPLOADS_PATTERN = '17 * * * *';

/** One store per worker process (the S3 client keeps its connections between runs). */
const stores = new WeakMap<WorkerDeps['config'], ImageStore>();

/**
 * Core's hourly clean-up (it takes no payload): removes uploads left unattached longer than UPLOAD_RETENTION_HOURS,
 * private ones (identity documents never submitted) included.
 */
export async function removeUnattachedUploadsJob(
  _payload: unknown,
  deps: WorkerDeps,
): Promise<UploadCleanupResult> {
  let store = stores.get(deps.config);
  if (!store) {
    store = createImageStore(deps.config);
    stores.set(deps.config, store);
  }
  const olderThan = new Date(Date.now() - deps.config.UPLOAD_RETENTION_HOURS * 3_600_000);
  return removeUnattachedUploads(deps.orm, store, {
    olderThan,
    logger: deps.logger,
    privateStore: createPrivateImageStore(deps.config),
  });
}
