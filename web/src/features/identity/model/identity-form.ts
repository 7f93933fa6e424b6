import { z } from 'zod';

/**
 * The profile's identity check form (issue 26 §1): a photo of the document's front, of its back where it has one,
 * and a selfie, checked in the browser before anything is uploaded. The server's upload door accepts these image
 * types up to 5 MB (core's image processing) and refuses the rest with the same limits; the messages here are keys
 * of the 'identity' namespace.
 */

export const IDENTITY_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
/** Spec §9: each image at most 5 MB. */
const IDENTITY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** What the checks need of a browser File (structural, so the rules are testable without a DOM). */
interface PhotoFile {
  name: string;
  type: string;
  size: number;
}

const IdentityFormErrors = {
  front: 'form.errors.front',
  selfie: 'form.errors.selfie',
  type: 'form.errors.type',
  size: 'form.errors.size',
} as const;

function isPhotoFile(value: unknown): value is PhotoFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<PhotoFile>;
  return typeof file.name === 'string' && typeof file.type === 'string' && typeof file.size === 'number';
}

const photo = (missing: string) =>
  z
    .custom<PhotoFile>(isPhotoFile, { error: missing })
    .refine((file) => (IDENTITY_IMAGE_TYPES as readonly string[]).includes(file.type), {
      error: IdentityFormErrors.type,
    })
    .refine((file) => file.size <= IDENTITY_IMAGE_MAX_BYTES, { error: IdentityFormErrors.size });

export const IdentityForm = z.object({
  front: photo(IdentityFormErrors.front),
  back: photo(IdentityFormErrors.front).nullable(),
  selfie: photo(IdentityFormErrors.selfie),
});
export type IdentityForm = z.infer<typeof IdentityForm>;

/** The form's values before validation: nothing chosen yet is null. */
export interface IdentityFormValues {
  front: PhotoFile | null;
  back: PhotoFile | null;
  selfie: PhotoFile | null;
}

export const EMPTY_IDENTITY_FORM: IdentityFormValues = { front: null, back: null, selfie: null };
