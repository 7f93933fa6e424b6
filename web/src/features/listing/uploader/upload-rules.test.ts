import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, moveBy, planUploads, reorder, uploadErrorMessage } from './upload-rules';

const png = (name: string, size = 1000) => ({ name, type: 'image/png', size });

describe('planUploads', () => {
  it('accepts images within the cap', () => {
    const plan = planUploads([png('a.png'), png('b.png')], 0, 5);
    expect(plan).toEqual({ kind: 'ok', accepted: [png('a.png'), png('b.png')], rejected: [] });
  });

  it('refuses the whole batch when it would pass the cap (default 5)', () => {
    expect(planUploads([png('a'), png('b')], 4)).toEqual({ kind: 'over-cap', max: 5 });
    expect(planUploads([png('a')], 10, 10)).toEqual({ kind: 'over-cap', max: 10 });
    expect(planUploads([png('a')], 9, 10).kind).toBe('ok');
  });

  it('rejects non-images and files over 5 MB with the spec messages', () => {
    const text = { name: 'notes.txt', type: 'text/plain', size: 10 };
    const big = png('huge.png', MAX_IMAGE_BYTES + 1);
    const exact = png('edge.png', MAX_IMAGE_BYTES);
    const plan = planUploads([text, big, exact], 0, 10);
    expect(plan).toEqual({
      kind: 'ok',
      accepted: [exact],
      rejected: [
        { file: text, reason: 'Only image files are allowed' },
        { file: big, reason: 'Image size should not exceed 5MB' },
      ],
    });
  });

  it('treats a file without a type as not an image', () => {
    const plan = planUploads([{ name: 'x', type: '', size: 1 }], 0);
    expect(plan.kind === 'ok' && plan.rejected[0]?.reason).toBe('Only image files are allowed');
  });
});

describe('reorder', () => {
  it('moves the dragged entry to the drop position', () => {
    expect(reorder(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(reorder(['a', 'b', 'c', 'd'], 'd', 'a')).toEqual(['d', 'a', 'b', 'c']);
  });

  it('changes nothing for unknown ids or a drop on itself', () => {
    expect(reorder(['a', 'b'], 'a', 'a')).toEqual(['a', 'b']);
    expect(reorder(['a', 'b'], 'x', 'a')).toEqual(['a', 'b']);
  });
});

describe('moveBy', () => {
  it('swaps with a neighbour and stops at the ends', () => {
    expect(moveBy(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveBy(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveBy(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveBy(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('uploadErrorMessage', () => {
  it("prefers the server's image message, then its message", () => {
    expect(
      uploadErrorMessage(400, {
        message: 'Validation failed',
        fieldErrors: { image: 'Only image files are allowed' },
      }),
    ).toBe('Only image files are allowed');
    expect(uploadErrorMessage(400, { message: 'Upload one image per request.' })).toBe(
      'Upload one image per request.',
    );
  });

  it('falls back by status when the body says nothing', () => {
    expect(uploadErrorMessage(413, null)).toBe('Image size should not exceed 5MB');
    expect(uploadErrorMessage(500, 'oops')).toBe('The image could not be uploaded. Please try again.');
  });
});
