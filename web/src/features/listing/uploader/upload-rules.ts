import { ItemMessages, UPLOADER_DEFAULT_MAX } from '@koalarent/core/contracts';

/** Spec §5/§9: each image at most 5 MB (the server refuses larger ones with the same message). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const UploadRuleMessages = {
  onlyImages: 'Only image files are allowed',
  tooLarge: 'Image size should not exceed 5MB',
  capTitle: ItemMessages.imagesMax,
  capDescription: ItemMessages.imagesTotal,
} as const;

/** What the checks need of a browser File (kept structural so the rules are testable without a DOM). */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

interface RejectedFile<F extends FileLike> {
  file: F;
  reason: string;
}

export type UploadPlan<F extends FileLike> =
  /** The batch would take the list past the cap: nothing is uploaded (spec §5 'in total'). */
  { kind: 'over-cap'; max: number } | { kind: 'ok'; accepted: F[]; rejected: RejectedFile<F>[] };

/** Why one file may not be uploaded, or null when it may. */
function fileProblem(file: FileLike): string | null {
  if (!file.type.startsWith('image/')) return UploadRuleMessages.onlyImages;
  if (file.size > MAX_IMAGE_BYTES) return UploadRuleMessages.tooLarge;
  return null;
}

/**
 * Decides what a picked or dropped batch uploads. `current` counts the images already in the list plus
 * those still uploading. The cap counts the whole batch (as picked), so a member never sees part of a
 * selection silently dropped; type and size are then checked per file.
 */
export function planUploads<F extends FileLike>(
  files: readonly F[],
  current: number,
  max: number = UPLOADER_DEFAULT_MAX,
): UploadPlan<F> {
  if (current + files.length > max) return { kind: 'over-cap', max };
  const accepted: F[] = [];
  const rejected: RejectedFile<F>[] = [];
  for (const file of files) {
    const reason = fileProblem(file);
    if (reason) rejected.push({ file, reason });
    else accepted.push(file);
  }
  return { kind: 'ok', accepted, rejected };
}

/** Moves the entry `activeId` to where `overId` is (a drag-and-drop drop); unknown ids change nothing. */
export function reorder<T>(list: readonly T[], activeId: T, overId: T): T[] {
  const from = list.indexOf(activeId);
  const to = list.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** Moves the entry at `index` one step left (-1) or right (+1), clamped to the list. */
export function moveBy<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** The message of an upload's error answer (400 {message, fieldErrors:{image}}), else a fallback. */
export function uploadErrorMessage(status: number, body: unknown): string {
  if (body && typeof body === 'object') {
    const { message, fieldErrors } = body as { message?: unknown; fieldErrors?: { image?: unknown } };
    if (fieldErrors && typeof fieldErrors.image === 'string' && fieldErrors.image) return fieldErrors.image;
    if (typeof message === 'string' && message) return message;
  }
  if (status === 401) return 'Please sign in to upload images.';
  if (status === 413) return UploadRuleMessages.tooLarge;
  if (status === 429) return 'Too many uploads. Please wait a moment and try again.';
  return 'The image could not be uploaded. Please try again.';
}
