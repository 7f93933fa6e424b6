import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageRenditions, renditionWidths } from './image-renditions.js';

const ID = '0190a0b0-0000-7000-8000-000000000000';

describe('renditionWidths', () => {
  it('makes the standard widths below the original, then the original capped at the largest', () => {
    expect(renditionWidths(2000)).toEqual([...IMAGE_WIDTHS]);
    expect(renditionWidths(800)).toEqual([320, 640, 800]);
    expect(renditionWidths(640)).toEqual([320, 640]);
    expect(renditionWidths(100)).toEqual([100]);
  });
});

describe('imageRenditions', () => {
  it('reads the smaller renditions from the URL of a stored one, local or S3', () => {
    expect(imageRenditions(`/uploads/${ID}/1280.webp`)).toEqual([
      { width: 320, url: `/uploads/${ID}/320.webp` },
      { width: 640, url: `/uploads/${ID}/640.webp` },
      { width: 1280, url: `/uploads/${ID}/1280.webp` },
    ]);
    expect(imageRenditions(`https://cdn.example/bucket/${ID}/800.webp`)?.map((r) => r.url)).toEqual([
      `https://cdn.example/bucket/${ID}/320.webp`,
      `https://cdn.example/bucket/${ID}/640.webp`,
      `https://cdn.example/bucket/${ID}/800.webp`,
    ]);
    expect(imageRenditions(`/uploads/${ID}/100.webp`)).toEqual([
      { width: 100, url: `/uploads/${ID}/100.webp` },
    ]);
  });

  it('lists for every width what renditionWidths would have made for an original of that width', () => {
    for (const width of [90, 320, 500, 640, 800, 1280])
      expect(imageRenditions(`/uploads/${ID}/${width}.webp`)?.map((r) => r.width)).toEqual(
        renditionWidths(width),
      );
  });

  it('knows nothing of URLs that are not ours', () => {
    expect(imageRenditions('/uploads/items/camera.webp')).toBeNull();
    expect(imageRenditions('https://example.com/photo.jpg')).toBeNull();
    expect(imageRenditions(`/uploads/${ID}/640.png`)).toBeNull();
    expect(imageRenditions(`/uploads/${ID}/0.webp`)).toBeNull();
  });
});
