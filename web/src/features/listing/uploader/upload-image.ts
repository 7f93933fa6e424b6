import { uploadErrorMessage } from './upload-rules';

/** POST /api/uploads answer (201): the URL is what item.images and profileImage hold. */
export interface UploadedImage {
  id: string;
  url: string;
  width: number;
  height: number;
  variants: { width: number; url: string }[];
}

export class UploadError extends Error {}

const UPLOAD_PATH = '/api/uploads';

/** Uploads one image (multipart field `image`, one file per request) with the session cookie. */
export async function uploadImage(file: File, signal?: AbortSignal): Promise<UploadedImage> {
  const body = new FormData();
  body.append('image', file, file.name);
  let response: Response;
  try {
    response = await fetch(UPLOAD_PATH, {
      method: 'POST',
      body,
      credentials: 'include',
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new UploadError('Could not reach the server. Please check your connection and try again.');
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new UploadError(uploadErrorMessage(response.status, answer));
  const image = answer as Partial<UploadedImage> | null;
  if (!image || typeof image.url !== 'string')
    throw new UploadError(uploadErrorMessage(response.status, null));
  return image as UploadedImage;
}
