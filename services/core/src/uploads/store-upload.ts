import type { EntityManager } from '../db/orm.js';
import { User } from '../user/user.entity.js';
import { checkFileName, processImage } from './image-processing.js';
import type { ImageStore } from './image-store.js';
import { Upload } from './upload.entity.js';

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
  const saved: string[] = [];
  try {
    for (const variant of image.variants) {
      const key = `${upload.id}/${variant.width}.webp`;
      await store.save(key, variant.data, 'image/webp');
      saved.push(key);
      upload.variants.push({ width: variant.width, key, url: store.url(key) });
    }
    await em.persistAndFlush(upload);
  } catch (error) {
    await Promise.all(saved.map((key) => store.remove(key).catch(() => undefined)));
    throw error;
  }
  return toUploadedImage(upload);
}
