import type sharpModule from 'sharp';
import { DomainError, ErrorCode } from '../contracts/errors.js';
import { renditionWidths } from '../contracts/image-renditions.js';

/** Spec §5/§9: each image at most 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Refuses decompression bombs: 40 megapixels is far above any camera a member would list with. */
export const MAX_IMAGE_PIXELS = 40_000_000;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

export const UploadMessages = {
  onlyImages: 'Only image files are allowed',
  tooLarge: 'Image size should not exceed 5MB',
  damaged: 'The image is damaged or incomplete. Please choose another file.',
  tooManyPixels: 'The image is too large in pixels. Please choose a smaller image.',
  badName: 'The file name is not allowed.',
  hidden: 'The file contains something other than an image.',
} as const;

function refuse(message: string, field = 'image'): DomainError {
  return new DomainError(ErrorCode.ValidationFailed, { message, fieldErrors: { [field]: message } });
}

/**
 * Markup or script inside an image file (a "polyglot") is how an upload turns into stored XSS when a browser
 * is tricked into sniffing it. Re-encoding would strip it, but a file built to carry it is refused outright.
 */
const HIDDEN_MARKUP = /<\s*(script|html|body|iframe|svg|object|embed)\b|<\?php|javascript:/i;

/** Client file names are never used for storage, but one trying to walk the file system is refused. */
export function checkFileName(name: string | undefined): void {
  if (name === undefined || name === '') return;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (name.length > 255 || /(^|[\\/])\.\.([\\/]|$)|[\\/]|[\u0000-\u001f]/.test(name))
    throw refuse(UploadMessages.badName);
}

function loadSharp(): Promise<{ default: typeof sharpModule }> {
  return import('sharp');
}

export interface ProcessedImage {
  /** The original's pixel size after auto-rotation. */
  width: number;
  height: number;
  /** WebP renditions, smallest first; metadata (EXIF, GPS) stripped. */
  variants: { width: number; data: Buffer }[];
}

/**
 * Checks an uploaded file by its bytes (never by its name or declared type) and re-encodes it: JPEG, PNG, WebP,
 * GIF and AVIF are accepted; the result is WebP at a few widths, auto-rotated, with every bit of metadata
 * dropped, decoded under a pixel limit and refusing truncated data.
 */
export async function processImage(data: Buffer): Promise<ProcessedImage> {
  if (data.length > MAX_IMAGE_BYTES) throw refuse(UploadMessages.tooLarge);
  // Loaded on first use: libvips and the type sniffer cost every process that imports core ~11 MB otherwise.
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([import('file-type'), loadSharp()]);
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED.has(type.mime)) throw refuse(UploadMessages.onlyImages);
  if (HIDDEN_MARKUP.test(data.toString('latin1'))) throw refuse(UploadMessages.hidden);
  let width: number;
  let height: number;
  try {
    const image = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated', animated: false });
    const meta = await image.metadata();
    if (!meta.width || !meta.height) throw refuse(UploadMessages.damaged);
    // EXIF orientations 5–8 swap the axes once the image is turned upright.
    const swap = (meta.orientation ?? 1) >= 5;
    width = swap ? meta.height : meta.width;
    height = swap ? meta.width : meta.height;
    const variants = await Promise.all(
      renditionWidths(width).map(async (w) => ({
        width: w,
        data: await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated', animated: false })
          .rotate()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
      })),
    );
    return { width, height, variants };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw refuse(UploadMessages.tooManyPixels);
    throw refuse(UploadMessages.damaged);
  }
}
