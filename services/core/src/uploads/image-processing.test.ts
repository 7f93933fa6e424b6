import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../contracts/errors.js';
import { checkFileName, MAX_IMAGE_BYTES, processImage, UploadMessages } from './image-processing.js';

function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).message;
}

describe('processImage', () => {
  it('re-encodes to WebP at a few widths, never enlarging', async () => {
    const big = await processImage(await picture(2000, 1000).png().toBuffer());
    expect(big.variants.map((v) => v.width)).toEqual([320, 640, 1280]);
    expect((await sharp(big.variants[2]!.data).metadata()).format).toBe('webp');
    const small = await processImage(await picture(100, 50).jpeg().toBuffer());
    expect(small.variants.map((v) => v.width)).toEqual([100]);
    expect((await sharp(small.variants[0]!.data).metadata()).width).toBe(100);
  });

  it('accepts JPEG, PNG, WebP, GIF and AVIF by their bytes', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'gif', 'avif'] as const) {
      const data = await picture(64, 48).toFormat(format).toBuffer();
      expect((await processImage(data)).width).toBe(64);
    }
  });

  it('turns photos upright and strips their metadata, GPS included', async () => {
    const data = await picture(400, 200)
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: { IFD0: { Copyright: 'someone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } },
      })
      .toBuffer();
    const result = await processImage(data);
    expect([result.width, result.height]).toEqual([200, 400]);
    const meta = await sharp(result.variants[0]!.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.height! > meta.width!).toBe(true);
  });

  it('refuses what is not an image, SVG included', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await refusal(processImage(svg))).toBe(UploadMessages.onlyImages);
    expect(await refusal(processImage(Buffer.from('%PDF-1.7 not an image')))).toBe(UploadMessages.onlyImages);
    expect(await refusal(processImage(Buffer.alloc(0)))).toBe(UploadMessages.onlyImages);
  });

  it('refuses a JPEG carrying markup or script (a polyglot)', async () => {
    const jpeg = await picture(64, 64).jpeg().toBuffer();
    const polyglot = Buffer.concat([
      jpeg,
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    expect(await refusal(processImage(polyglot))).toBe(UploadMessages.hidden);
  });

  it('refuses truncated files and pixel bombs', async () => {
    const jpeg = await picture(800, 600).jpeg().toBuffer();
    expect(await refusal(processImage(jpeg.subarray(0, Math.floor(jpeg.length / 2))))).toBe(
      UploadMessages.damaged,
    );
    // 10,000 × 10,000 of one colour compresses to a few kilobytes and would decode to 300 MB.
    const bomb = await picture(10_000, 10_000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    expect(await refusal(processImage(bomb))).toBe(UploadMessages.tooManyPixels);
  });

  it('refuses files over 5 MB with the spec’s message', async () => {
    expect(await refusal(processImage(Buffer.alloc(MAX_IMAGE_BYTES + 1)))).toBe(
      'Image size should not exceed 5MB',
    );
  });
});

describe('checkFileName', () => {
  it('refuses names that walk the file system or hide control characters', () => {
    for (const name of ['../../etc/passwd', '..\\boot.ini', 'a/b.jpg', 'evil\u0000.jpg', 'x'.repeat(300)])
      expect(() => checkFileName(name)).toThrow(UploadMessages.badName);
    for (const name of ['photo.jpg', 'my camera (1).png', 'café..jpg', undefined])
      expect(() => checkFileName(name)).not.toThrow();
  });
});
