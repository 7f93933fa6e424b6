/**
 * The WebP renditions the upload pipeline makes (uploads/image-processing.ts), as plain data: the server encodes
 * at these widths and the web offers them to the browser as a `srcset`, so both read the one list.
 */

/** The widths every upload is re-encoded to (never enlarged beyond the original). */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

/** The standard widths below the original's, then the original's own (at most the largest standard width). */
export function renditionWidths(width: number): number[] {
  const top = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  return [...IMAGE_WIDTHS.filter((w) => w < top), top];
}

/**
 * A stored rendition's URL: `<base>/<upload uuid>/<width>.webp`, where the base is `/uploads` for the local store
 * or the public base of an S3-compatible one (image-store.ts names keys `<uuid>/<width>.webp`).
 */
const RENDITION_URL = /^(.*\/[0-9a-f-]{36}\/)(\d{2,4})\.webp$/;

export interface Rendition {
  width: number;
  url: string;
}

/**
 * The renditions an image URL stands for, smallest first, up to and including the one given; null when the URL is
 * not one of ours (an external URL, older demo data under `items/<name>.webp`), which then has only itself.
 *
 * Every rendition below a given one exists: `renditionWidths` makes all standard widths under the largest, so the
 * URL alone tells which smaller files there are, without asking the server.
 */
export function imageRenditions(url: string): Rendition[] | null {
  const match = RENDITION_URL.exec(url);
  if (!match) return null;
  const base = match[1]!;
  const width = Number(match[2]);
  if (width <= 0) return null;
  return [...IMAGE_WIDTHS.filter((w) => w < width), width].map((w) => ({
    width: w,
    url: `${base}${w}.webp`,
  }));
}
