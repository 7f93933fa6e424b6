import type { EntityManager } from '../db/orm.js';
import { User } from '../user/user.entity.js';
import { checkFileName, processImage } from './image-processing.js';
import type { ImageStore } from './image-store.js';
import { Upload, type UploadVariant } from './upload.entity.js';

export interface UploadedImage {
  id: string;
  /** The largest rendition: what an item's `images` list holds. */
  url: string;
  width: number;
  height: number;
  variants: { width: number; url: string }[];
}

export function toUploadedImage(upload: Upload): UploadedImage {
  const largest = upload.variants[upload.variants.length - 1]!;
  return {
    id: upload.id,
    url: largest.url,
    width: upload.width,
    height: upload.height,
    variants: upload.variants.map(({ width, url }) => ({ width, url })),
  };
}

/**
 * Saves the WebP renditions of one upload under `<uploadId>/<width>.webp`. If one fails, those already saved are
 * removed again, so a failed upload leaves no file behind.
 */
export async function saveRenditions(
  store: ImageStore,
  uploadId: string,
  renditions: readonly { width: number; data: Buffer }[],
): Promise<UploadVariant[]> {
  const saved: UploadVariant[] = [];
  try {
    for (const rendition of renditions) {
      const key = `${uploadId}/${rendition.width}.webp`;
      await store.save(key, rendition.data, 'image/webp');
      saved.push({ width: rendition.width, key, url: store.url(key) });
    }
    return saved;
  } catch (error) {
    await removeRenditions(store, saved);
    throw error;
  }
}

/** Best-effort removal of stored renditions (undoing a failed write). */
export async function removeRenditions(store: ImageStore, variants: readonly UploadVariant[]): Promise<void> {
  await Promise.all(variants.map(({ key }) => store.remove(key).catch(() => undefined)));
}

/**
 * Checks and re-encodes an uploaded image, stores its renditions and records who uploaded it. If recording
 * fails, the stored files are removed again: nothing half-written stays behind.
 */
export async function storeUpload(
  em: EntityManager,
  store: ImageStore,
  ownerId: number,
  file: { data: Buffer; fileName?: string },
): Promise<UploadedImage> {
  checkFileName(file.fileName);
  const image = await processImage(file.data);
  const upload = em.create(Upload, {
    owner: em.getReference(User, ownerId),
    width: image.width,
    height: image.height,
    variants: [],
  });
  upload.variants = await saveRenditions(store, upload.id, image.variants);
  try {
    await em.persistAndFlush(upload);
  } catch (error) {
    await removeRenditions(store, upload.variants);
    throw error;
  }
  return toUploadedImage(upload);
}
