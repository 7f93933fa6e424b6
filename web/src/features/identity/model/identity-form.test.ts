import { describe, expect, it } from 'vitest';
import { IdentityForm } from './identity-form';

const jpeg = (size = 200_000) => ({ name: 'id.jpg', type: 'image/jpeg', size });

/** The first message for each field the schema refuses. */
function errors(values: unknown): Record<string, string> {
  const result = IdentityForm.safeParse(values);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('the identity check form', () => {
  it('takes a front and a selfie, with or without a back', () => {
    expect(errors({ front: jpeg(), back: null, selfie: jpeg() })).toEqual({});
    expect(errors({ front: jpeg(), back: { ...jpeg(), type: 'image/png' }, selfie: jpeg() })).toEqual({});
  });

  it('asks for the front and the selfie', () => {
    expect(errors({ front: null, back: null, selfie: null })).toEqual({
      front: 'form.errors.front',
      selfie: 'form.errors.selfie',
    });
  });

  it('refuses what is not a JPEG, PNG, WebP, GIF or AVIF image, and anything over 5 MB', () => {
    const pdf = { name: 'id.pdf', type: 'application/pdf', size: 1000 };
    const heic = { name: 'id.heic', type: 'image/heic', size: 1000 };
    expect(errors({ front: pdf, back: heic, selfie: jpeg(5 * 1024 * 1024 + 1) })).toEqual({
      front: 'form.errors.type',
      back: 'form.errors.type',
      selfie: 'form.errors.size',
    });
    expect(errors({ front: jpeg(5 * 1024 * 1024), back: null, selfie: jpeg() })).toEqual({});
  });
});
