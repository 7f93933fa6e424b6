import type { EntityManager } from '../db/orm.js';
import { User } from '../user/user.entity.js';
import { checkFileName, processImage } from './image-processing.js';
import type { ImageStore } from './image-store.js';
import type { PrivateImageStore } from './private-uploads.js';
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

/** What the uploader learns of a private upload: an id to hand to a command, never a URL. */
export interface PrivateUploadedImage {
  id: string;
  width: number;
  height: number;
}

/**
 * Checks and re-encodes an uploaded image (its bytes sniffed, re-encoded as WebP, its metadata dropped), stores its
 * renditions and records who uploaded it. If recording fails, the stored files are removed again: nothing
 * half-written stays behind. With `{ private: true }` (an identity document) the same pipeline keeps only the
 * largest rendition, in the private store (never served as static files), on a row marked private, and the answer
 * names no URL.
 */
export function storeUpload(
  em: EntityManager,
  store: ImageStore,
  ownerId: number,
  file: { data: Buffer; fileName?: string },
): Promise<UploadedImage>;
export function storeUpload(
  em: EntityManager,
  store: PrivateImageStore,
  ownerId: number,
  file: { data: Buffer; fileName?: string },
  options: { private: true },
): Promise<PrivateUploadedImage>;
export async function storeUpload(
  em: EntityManager,
  store: ImageStore,
  ownerId: number,
  file: { data: Buffer; fileName?: string },
  options: { private?: true } = {},
): Promise<UploadedImage | PrivateUploadedImage> {
  checkFileName(file.fileName);
  const image = await processImage(file.data);
  const isPrivate = options.private === true;
  const upload = em.create(Upload, {
    owner: em.getReference(User, ownerId),
    width: image.width,
    height: image.height,
    variants: [],
    isPrivate,
  });
  upload.variants = await saveRenditions(
    store,
    upload.id,
    isPrivate ? image.variants.slice(-1) : image.variants,
  );
  try {
    await em.persistAndFlush(upload);
  } catch (error) {
    await removeRenditions(store, upload.variants);
    throw error;
  }
  return isPrivate ? { id: upload.id, width: upload.width, height: upload.height } : toUploadedImage(upload);
}
