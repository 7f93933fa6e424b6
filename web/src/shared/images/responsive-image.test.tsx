import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { system } from '../../app/theme';
import { Photo } from './photo';
import { avatarImage, pageShareSizes, responsiveImage } from './responsive-image';

const ID = '0190a0b0-0000-7000-8000-000000000000';
const UPLOAD = `/uploads/${ID}/1280.webp`;
const SIZES = '(min-width: 48em) 50vw, 100vw';

describe('responsiveImage', () => {
  it('offers every rendition of an upload, with its sizes and the box at the largest width', () => {
    expect(responsiveImage(UPLOAD, { sizes: SIZES, aspectRatio: 4 / 3 })).toEqual({
      src: UPLOAD,
      srcSet: `/uploads/${ID}/320.webp 320w, /uploads/${ID}/640.webp 640w, /uploads/${ID}/1280.webp 1280w`,
      sizes: SIZES,
      width: 1280,
      height: 960,
    });
  });

  it('reads the renditions of a demo picture (800 px wide) and of an S3 URL from the URL alone', () => {
    const demo = responsiveImage(`/uploads/${ID}/800.webp`, { sizes: SIZES, aspectRatio: 16 / 9 });
    expect(demo.srcSet).toBe(
      `/uploads/${ID}/320.webp 320w, /uploads/${ID}/640.webp 640w, /uploads/${ID}/800.webp 800w`,
    );
    expect([demo.width, demo.height]).toEqual([800, 450]);
    const s3 = responsiveImage(`https://images.example/koala/${ID}/640.webp`, {
      sizes: SIZES,
      aspectRatio: 1,
    });
    expect(s3.srcSet).toBe(
      `https://images.example/koala/${ID}/320.webp 320w, https://images.example/koala/${ID}/640.webp 640w`,
    );
  });

  it('keeps the plain src for images without renditions (old rows, external URLs, a tiny upload)', () => {
    for (const url of [
      '/uploads/items/camera.webp',
      'https://example.com/a.jpg',
      `/uploads/${ID}/200.webp`,
    ]) {
      const image = responsiveImage(url, { sizes: SIZES, aspectRatio: 4 / 3 });
      expect(image.src).toBe(url);
      expect(image.srcSet).toBeUndefined();
      expect(image.sizes).toBeUndefined();
      expect(image.width / image.height).toBeCloseTo(4 / 3, 2);
    }
  });

  it('gives an avatar the small renditions (the browser picks 320 px for a 48 px circle)', () => {
    expect(avatarImage(UPLOAD, 48)).toEqual({
      src: UPLOAD,
      srcSet: `/uploads/${ID}/320.webp 320w, /uploads/${ID}/640.webp 640w, /uploads/${ID}/1280.webp 1280w`,
      sizes: '48px',
    });
  });
});

describe('pageShareSizes', () => {
  it("turns each breakpoint's share of the page into sizes, in pixels once the page stops growing", () => {
    expect(pageShareSizes({ base: 1, sm: 1 / 2, lg: 1 / 3, xl: 1 / 4 })).toBe(
      '(min-width: 80em) 320px, (min-width: 62em) 34vw, (min-width: 30em) 50vw, 100vw',
    );
    // Without an xl share, the widest given one holds up to the page's 1280 px.
    expect(pageShareSizes({ base: 0.78, md: 1 / 2, lg: 1 / 4 })).toBe(
      '(min-width: 80em) 320px, (min-width: 62em) 25vw, (min-width: 48em) 50vw, 78vw',
    );
    expect(pageShareSizes({ base: 1 })).toBe('(min-width: 80em) 1280px, 100vw');
  });
});

describe('Photo', () => {
  const render = (node: ReactNode) =>
    renderToString(<ChakraProvider value={system}>{node}</ChakraProvider>).replace(
      /<style[\s\S]*?<\/style>/g,
      '',
    );

  it('puts srcset, sizes, width and height on the img, high priority for the LCP photo and lazy for others', () => {
    const first = render(<Photo url={UPLOAD} sizes={SIZES} aspectRatio={4 / 3} priority alt="Tent" />);
    expect(first).toContain(`srcSet="/uploads/${ID}/320.webp 320w,`);
    expect(first).toContain(`sizes="${SIZES}"`);
    expect(first).toContain('width="1280"');
    expect(first).toContain('height="960"');
    expect(first).toContain('fetchPriority="high"');
    expect(first).toContain('loading="eager"');
    const other = render(<Photo url={UPLOAD} sizes={SIZES} aspectRatio={4 / 3} alt="Tent" />);
    expect(other).toContain('loading="lazy"');
    expect(other).not.toContain('fetchPriority');
  });

  it('shows an image without renditions by its plain src', () => {
    const html = render(<Photo url="https://example.com/a.jpg" sizes={SIZES} aspectRatio={1} alt="" />);
    expect(html).toContain('src="https://example.com/a.jpg"');
    expect(html).not.toContain('srcSet');
  });
});
