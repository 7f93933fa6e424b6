import { UploadError } from '../../listing/uploader/upload-image';
import { uploadErrorMessage } from '../../listing/uploader/upload-rules';

/** POST /api/uploads?private=true answer (201): an id only; a private photo has no public URL. */
interface PrivateUpload {
  id: string;
}

/**
 * Uploads one identity photo through the private door (issue 26 §1): checked and re-encoded like any image, kept
 * out of the public upload path, readable only by admins through short-lived signed links. Answers the upload's id.
 */
export async function uploadPrivatePhoto(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/uploads?private=true', { method: 'POST', body, credentials: 'include' });
  } catch {
    throw new UploadError('Could not reach the server. Please check your connection and try again.');
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new UploadError(uploadErrorMessage(response.status, answer));
  const upload = answer as Partial<PrivateUpload> | null;
  if (!upload || typeof upload.id !== 'string')
    throw new UploadError(uploadErrorMessage(response.status, null));
  return upload.id;
}
