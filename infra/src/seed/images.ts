import { renditionWidths } from '@koalarent/core';
import sharp from 'sharp';
import type { CategoryName } from './demo-data.js';

export const IMAGE_WIDTH = 800;
export const IMAGE_HEIGHT = 600;

/** Base hue per category, so a category's items look related; each item then shifts it a little. */
const CATEGORY_HUES: Record<CategoryName, number> = {
  Cameras: 200,
  Electronics: 255,
  Tools: 28,
  Bicycles: 140,
  Gaming: 300,
  Outdoor: 95,
};

/** White line-art icons drawn in a 200×200 box; plain shapes render the same on every librsvg. */
const ICONS: Record<CategoryName, string> = {
  Cameras: `
    <rect x="10" y="55" width="180" height="120" rx="18" fill="none" stroke="#fff" stroke-width="10"/>
    <path d="M60 55 L75 28 H125 L140 55" fill="none" stroke="#fff" stroke-width="10" stroke-linejoin="round"/>
    <circle cx="100" cy="115" r="38" fill="none" stroke="#fff" stroke-width="10"/>
    <circle cx="100" cy="115" r="14" fill="#fff"/>
    <rect x="150" y="72" width="20" height="12" rx="3" fill="#fff"/>`,
  Electronics: `
    <rect x="30" y="30" width="140" height="100" rx="10" fill="none" stroke="#fff" stroke-width="10"/>
    <rect x="48" y="48" width="104" height="64" rx="4" fill="#fff" opacity="0.35"/>
    <path d="M10 150 H190 L178 170 H22 Z" fill="#fff"/>`,
  Tools: `
    <g transform="rotate(-45 100 100)">
      <rect x="88" y="70" width="24" height="125" rx="12" fill="#fff"/>
      <path d="M100 5 a42 42 0 1 0 0.1 0 Z M88 20 V55 H112 V20 Z" fill="#fff" fill-rule="evenodd"/>
    </g>`,
  Bicycles: `
    <circle cx="45" cy="135" r="38" fill="none" stroke="#fff" stroke-width="9"/>
    <circle cx="155" cy="135" r="38" fill="none" stroke="#fff" stroke-width="9"/>
    <path d="M45 135 L80 75 H135 L155 135 M80 75 L105 135 L135 75 M105 135 H45 M72 60 H95 M135 75 L128 52 H148"
      fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`,
  Gaming: `
    <path d="M50 55 H150 C185 55 198 120 190 150 C183 175 160 172 145 150 L135 135 H65 L55 150 C40 172 17 175 10 150 C2 120 15 55 50 55 Z"
      fill="none" stroke="#fff" stroke-width="10" stroke-linejoin="round"/>
    <rect x="42" y="88" width="40" height="12" rx="3" fill="#fff"/>
    <rect x="56" y="74" width="12" height="40" rx="3" fill="#fff"/>
    <circle cx="140" cy="84" r="8" fill="#fff"/><circle cx="158" cy="102" r="8" fill="#fff"/>
    <circle cx="122" cy="102" r="8" fill="#fff"/><circle cx="140" cy="120" r="8" fill="#fff"/>`,
  Outdoor: `
    <path d="M100 20 L190 175 H10 Z" fill="none" stroke="#fff" stroke-width="10" stroke-linejoin="round"/>
    <path d="M100 80 L135 175 H65 Z" fill="#fff"/>
    <path d="M100 20 L85 0 M100 20 L115 0" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`,
};

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The shapes the app shows a photo in, all with object-fit: cover: the 4:3 cards, the item page's 16:9 strip on a
 * phone, and square thumbnails (quick booking, owner and admin lists). A wider frame crops the top and bottom, a
 * narrower one the sides.
 */
const SHOWN_ASPECTS = [4 / 3, 16 / 9, 1] as const;

/**
 * The share of a card's height, at the bottom, that the carousel's dots cover (a 24 px row 6 px above the edge of a
 * card about 225 px tall, with room to spare).
 */
const DOTS_BAND = 0.15;

/** The part of the picture seen whole in every shown shape and above the carousel's dots. */
export function captionSafeArea(): Box {
  let left = 0;
  let top = 0;
  let right = IMAGE_WIDTH;
  let bottom = IMAGE_HEIGHT * (1 - DOTS_BAND);
  for (const aspect of SHOWN_ASPECTS) {
    const keptWidth = Math.min(IMAGE_WIDTH, IMAGE_HEIGHT * aspect);
    const keptHeight = Math.min(IMAGE_HEIGHT, IMAGE_WIDTH / aspect);
    left = Math.max(left, (IMAGE_WIDTH - keptWidth) / 2);
    right = Math.min(right, (IMAGE_WIDTH + keptWidth) / 2);
    top = Math.max(top, (IMAGE_HEIGHT - keptHeight) / 2);
    bottom = Math.min(bottom, (IMAGE_HEIGHT + keptHeight) / 2);
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}

const CAPTION_FONT_SIZE = 32;
const CAPTION_LINE_HEIGHT = 42;
/** Characters per caption line: at the caption's size a bold character is at most ~0.65 em wide on average. */
const CAPTION_LINE_CHARS = 24;
const CAPTION_PADDING = 16;

/**
 * Where the caption goes: a rounded band at the bottom of the safe area (as tall as its lines), the lines centred
 * in it, so neither the dots nor any crop cut it.
 */
export function captionLayout(title: string): {
  lines: string[];
  band: Box;
  fontSize: number;
  baselines: number[];
} {
  const safe = captionSafeArea();
  const lines = wrapTitle(title, CAPTION_LINE_CHARS);
  const height = lines.length * CAPTION_LINE_HEIGHT + 2 * CAPTION_PADDING;
  const band = {
    x: safe.x + CAPTION_PADDING,
    y: safe.y + safe.height - CAPTION_PADDING - height,
    width: safe.width - 2 * CAPTION_PADDING,
    height,
  };
  // Each line's capitals are centred in its line box (capital height ~0.7 em).
  const baselines = lines.map(
    (_, i) => band.y + CAPTION_PADDING + (i + 0.5) * CAPTION_LINE_HEIGHT + 0.35 * CAPTION_FONT_SIZE,
  );
  return { lines, band, fontSize: CAPTION_FONT_SIZE, baselines };
}

/** Splits a title into at most two lines that fit the caption band. */
export function wrapTitle(title: string, maxChars = CAPTION_LINE_CHARS): string[] {
  const words = title.split(/\s+/);
  const lines: string[] = [''];
  for (const word of words) {
    const current = lines[lines.length - 1] ?? '';
    if (current && `${current} ${word}`.length > maxChars) {
      if (lines.length === 2) {
        lines[1] = `${current.slice(0, maxChars - 1).trimEnd()}…`;
        return lines;
      }
      lines.push(word);
    } else {
      lines[lines.length - 1] = current ? `${current} ${word}` : word;
    }
  }
  return lines;
}

export function itemIllustrationSvg(title: string, category: CategoryName, variant: number): string {
  const hue = (CATEGORY_HUES[category] + ((variant * 23) % 60) - 30 + 360) % 360;
  const from = `hsl(${hue}, 62%, 52%)`;
  const to = `hsl(${(hue + 35) % 360}, 58%, 34%)`;
  const caption = captionLayout(title);
  const { band } = caption;
  const text = caption.lines
    .map((line, i) => `<tspan x="${IMAGE_WIDTH / 2}" y="${caption.baselines[i]}">${escapeXml(line)}</tspan>`)
    .join('');
  // A few soft circles placed by the variant make items of one category look different.
  const bubbles = [0, 1, 2]
    .map((i) => {
      const cx = (variant * 137 + i * 271) % IMAGE_WIDTH;
      const cy = (variant * 89 + i * 163) % 420;
      const r = 60 + ((variant + i * 7) % 5) * 25;
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity="0.08"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="url(#bg)"/>
  ${bubbles}
  <g transform="translate(290 95) scale(1.1)">${ICONS[category]}</g>
  <rect x="${band.x}" y="${band.y}" width="${band.width}" height="${band.height}" rx="20" fill="#000" opacity="0.3"/>
  <text font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-size="${caption.fontSize}"
    font-weight="bold" fill="#fff" text-anchor="middle">${text}</text>
</svg>`;
}

export interface RenderedPicture {
  width: number;
  height: number;
  /** WebP renditions at the widths a real upload gets (smallest first). */
  renditions: { width: number; data: Buffer }[];
}

/**
 * Renders an illustration once and encodes it at every upload width, as `processImage` does for a member's
 * photo. Rasterising the SVG once (opaque, so no alpha plane to encode) and the fastest encoder effort keep
 * the seeding of every fresh start fast.
 */
export async function renderPicture(
  caption: string,
  category: CategoryName,
  variant: number,
): Promise<RenderedPicture> {
  const { data, info } = await sharp(Buffer.from(itemIllustrationSvg(caption, category, variant)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const renditions = await Promise.all(
    renditionWidths(info.width).map(async (width) => ({
      width,
      data: await sharp(data, { raw })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80, effort: 0 })
        .toBuffer(),
    })),
  );
  return { width: info.width, height: info.height, renditions };
}
