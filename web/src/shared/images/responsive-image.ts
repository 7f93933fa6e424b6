import { imageRenditions } from '@koalarent/core/contracts';

/** What an `<img>` needs to let the browser pick the smallest rendition that still looks sharp. */
export interface ResponsiveImage {
  src: string;
  /** `<url> <width>w` per rendition; absent when the image has no renditions (the plain src is all there is). */
  srcSet?: string;
  sizes?: string;
  /**
   * The box the photo is drawn in (object-fit cover), at its largest rendition's width: with these as the
   * element's width and height the browser reserves the box's shape before a byte arrives, so nothing shifts.
   */
  width: number;
  height: number;
}

/** Chakra's breakpoints (its default theme), the ones the app's grids switch columns at. */
const BREAKPOINTS = { sm: '30em', md: '48em', lg: '62em', xl: '80em' } as const;
type Breakpoint = keyof typeof BREAKPOINTS;
/** Pages sit in a `Container maxW="7xl"`: from the xl breakpoint up, no image grows past its share of 80rem. */
const PAGE_MAX_WIDTH = 1280;
/** The width and height given to an image with no renditions to read a width from. */
const FALLBACK_WIDTH = 640;

/**
 * A `sizes` value from the share of the page width an image takes at each breakpoint, e.g.
 * `{ base: 1, sm: 1 / 2, lg: 1 / 3, xl: 1 / 4 }` for a 1–4 column grid. From xl up the page stops growing, so the
 * widest entry is in pixels. Gaps and padding are not subtracted: a slightly generous estimate only ever picks a
 * rendition that is sharp enough.
 */
export function pageShareSizes(shares: { base: number } & Partial<Record<Breakpoint, number>>): string {
  const order: Breakpoint[] = ['xl', 'lg', 'md', 'sm'];
  let atXl = shares.base;
  for (const bp of ['sm', 'md', 'lg', 'xl'] as const) atXl = shares[bp] ?? atXl;
  const entries = [`(min-width: ${BREAKPOINTS.xl}) ${Math.ceil(PAGE_MAX_WIDTH * atXl)}px`];
  for (const bp of order.slice(1)) {
    const share = shares[bp];
    if (share !== undefined) entries.push(`(min-width: ${BREAKPOINTS[bp]}) ${vw(share)}`);
  }
  entries.push(vw(shares.base));
  return entries.join(', ');
}

function vw(share: number): string {
  return `${Math.ceil(share * 100)}vw`;
}

/**
 * `src`, `srcSet`, `sizes`, `width` and `height` for a stored image shown in a box of `aspectRatio` (width /
 * height) that is `sizes` wide. The renditions come from the URL itself (`<uuid>/<width>.webp`, see
 * imageRenditions); an image without them (older rows, external URLs) keeps its plain src and still shows.
 */
export function responsiveImage(
  url: string,
  options: { sizes: string; aspectRatio: number },
): ResponsiveImage {
  const renditions = imageRenditions(url);
  const largest = renditions?.[renditions.length - 1]?.width ?? FALLBACK_WIDTH;
  const box = { width: largest, height: Math.round(largest / options.aspectRatio) };
  if (!renditions || renditions.length < 2) return { src: url, ...box };
  return {
    src: url,
    srcSet: renditions.map((r) => `${r.url} ${r.width}w`).join(', '),
    sizes: options.sizes,
    ...box,
  };
}

/**
 * An avatar `px` CSS pixels square: its src, srcSet and sizes (the avatar's box sets its size, so no width and
 * height). Even at 3× density the smallest rendition covers an avatar, where the largest would be 1280 px.
 */
export function avatarImage(url: string, px: number): Pick<ResponsiveImage, 'src' | 'srcSet' | 'sizes'> {
  const { src, srcSet, sizes } = responsiveImage(url, { sizes: `${px}px`, aspectRatio: 1 });
  return { src, srcSet, sizes };
}
