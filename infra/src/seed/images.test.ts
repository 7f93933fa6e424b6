import { ApprovalStatus, CURRENCY_CODES, ItemInput } from '@koalarent/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, DEMO_CITIES, DEMO_PRODUCTS, DEMO_USERS } from './demo-data.js';
import {
  captionLayout,
  captionSafeArea,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  itemIllustrationSvg,
  renderPicture,
  wrapTitle,
} from './images.js';
import { DEMO_ITEM_COUNT, DEMO_PENDING_COUNT, planDemoMarketplace } from './plan.js';

const now = new Date('2026-03-01T12:00:00Z');

/** Great-circle distance in km. */
function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) *
      Math.cos(b.latitude * rad) *
      Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('demo products and members', () => {
  it('are real-sounding gear in every category within the spec’s price and deposit ranges', () => {
    for (const { name } of DEMO_CATEGORIES)
      expect(DEMO_PRODUCTS.filter((p) => p.category === name).length).toBeGreaterThanOrEqual(15);
    for (const product of DEMO_PRODUCTS) {
      expect(product.pricePerDay).toBeGreaterThanOrEqual(15);
      expect(product.pricePerDay).toBeLessThanOrEqual(45);
      expect(product.deposit).toBeGreaterThanOrEqual(50);
      expect(product.deposit).toBeLessThanOrEqual(200);
    }
    expect(new Set(DEMO_PRODUCTS.map((p) => p.title)).size).toBe(DEMO_PRODUCTS.length);
  });

  it('has owners in every city and two renters, with unique e-mails and usernames', () => {
    for (const city of DEMO_CITIES)
      expect(
        DEMO_USERS.filter((u) => u.kind === 'owner' && u.city === city.name).length,
      ).toBeGreaterThanOrEqual(2);
    expect(DEMO_USERS.filter((u) => u.kind === 'renter').map((u) => u.username)).toEqual([
      'mia.williams',
      'noah.kowalski',
    ]);
    expect(new Set(DEMO_USERS.map((u) => u.email)).size).toBe(DEMO_USERS.length);
    expect(new Set(DEMO_USERS.map((u) => u.username)).size).toBe(DEMO_USERS.length);
  });
});

describe('planDemoMarketplace', () => {
  const plan = planDemoMarketplace(now);

  it('is the same on every run', () => {
    expect(planDemoMarketplace(now)).toEqual(plan);
  });

  it('lists about 200 items that pass the listing form’s own rules', () => {
    expect(plan.items).toHaveLength(DEMO_ITEM_COUNT);
    for (const item of plan.items) {
      const parsed = ItemInput.safeParse({
        title: item.title,
        description: item.description,
        category: item.product.category,
        currency: item.currency,
        pricePerDay: item.pricePerDay,
        securityDeposit: item.deposit,
        location: item.location,
        quantity: item.quantity,
        images: item.pictures.map((p) => `/uploads/${p}.webp`),
        availability: true,
      });
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(item.pricePerDay).toBeGreaterThanOrEqual(15);
      expect(item.pricePerDay).toBeLessThanOrEqual(45);
      expect(item.deposit).toBeGreaterThanOrEqual(50);
      expect(item.deposit).toBeLessThanOrEqual(200);
      expect(CURRENCY_CODES).toContain(item.currency);
      expect(item.pictures.length).toBeGreaterThanOrEqual(1);
      expect(item.pictures.length).toBeLessThanOrEqual(3);
      expect(item.createdAt.getTime()).toBeLessThan(now.getTime());
    }
    for (const { name } of DEMO_CATEGORIES)
      expect(plan.items.filter((i) => i.product.category === name).length).toBeGreaterThanOrEqual(30);
    expect(new Set(plan.items.map((i) => i.currency))).toEqual(new Set(['AUD', 'USD', 'GBP', 'EUR', 'CAD']));
  });

  it('places every item within 25 km of its owner’s city centre, in all three cities', () => {
    for (const item of plan.items) {
      const city = DEMO_CITIES.find((c) => c.name === DEMO_USERS[item.ownerIndex]!.city)!;
      expect(item.location).toMatch(new RegExp(`^[A-Z][A-Za-z ]+, ${city.name}$`));
      expect(km(item, city)).toBeLessThan(25);
    }
    for (const city of DEMO_CITIES)
      expect(plan.items.filter((i) => i.location.endsWith(city.name)).length).toBeGreaterThanOrEqual(50);
  });

  it('leaves the newest few pending for the admin and one refused with a reason', () => {
    const pending = plan.items.filter((i) => i.approvalStatus === ApprovalStatus.Pending);
    expect(pending).toHaveLength(DEMO_PENDING_COUNT);
    expect(new Set(pending.map((i) => i.ownerIndex)).size).toBe(DEMO_PENDING_COUNT);
    const newest = [...plan.items].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 10);
    for (const item of pending) expect(newest).toContain(item);
    const rejected = plan.items.filter((i) => i.approvalStatus === ApprovalStatus.Rejected);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.rejectionReason).toMatch(/photos/);
  });

  it('gives the renters favourites among approved listings of other members', () => {
    const renters = DEMO_USERS.flatMap((u, i) => (u.kind === 'renter' ? [i] : []));
    for (const renter of renters) {
      const favourites = plan.favorites.filter((f) => f.userIndex === renter);
      expect(favourites.length).toBeGreaterThanOrEqual(5);
      for (const { itemIndex } of favourites)
        expect(plan.items[itemIndex]!.approvalStatus).toBe(ApprovalStatus.Approved);
    }
    for (const { userIndex, itemIndex } of plan.favorites)
      expect(plan.items[itemIndex]!.ownerIndex).not.toBe(userIndex);
    expect(new Set(plan.favorites.map((f) => `${f.userIndex}:${f.itemIndex}`)).size).toBe(
      plan.favorites.length,
    );
  });

  it('renders few distinct pictures, so seeding stays fast', () => {
    expect(plan.pictures.length).toBeLessThan(100);
    const used = new Set(plan.items.flatMap((i) => i.pictures));
    expect(used).toEqual(new Set(plan.pictures.map((p) => p.id)));
  });
});

describe('image helpers', () => {
  it('wraps titles into at most two lines', () => {
    expect(wrapTitle('Short title')).toEqual(['Short title']);
    expect(wrapTitle('Nintendo Switch OLED Party Pack', 30)).toEqual(['Nintendo Switch OLED Party', 'Pack']);
    const lines = wrapTitle('one two three four five six seven eight nine ten eleven twelve', 12);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
  });

  it('escapes captions inside the SVG', () => {
    const svg = itemIllustrationSvg('Tom & Jerry <Deluxe>', 'Gaming', 3);
    expect(svg).toContain('Tom &#38; Jerry &#60;Deluxe&#62;');
    expect(svg).not.toContain('<Deluxe>');
  });

  it('keeps the caption out of every crop and above the carousel dots', () => {
    // 4:3 cards show it all, the 16:9 strip loses 75 px at top and bottom, a square 100 px each side; the dots
    // cover the bottom 15 %.
    expect(captionSafeArea()).toEqual({ x: 100, y: 75, width: 600, height: 435 });
    const safe = captionSafeArea();
    for (const { title } of DEMO_PRODUCTS) {
      const { band, lines, baselines, fontSize } = captionLayout(title);
      expect(band.x).toBeGreaterThanOrEqual(safe.x);
      expect(band.y).toBeGreaterThanOrEqual(safe.y);
      expect(band.x + band.width).toBeLessThanOrEqual(safe.x + safe.width);
      expect(band.y + band.height).toBeLessThanOrEqual(safe.y + safe.height);
      // A bold character is at most ~0.65 em wide on average; each line's glyphs sit inside the band.
      for (const line of lines) expect(line.length * fontSize * 0.65).toBeLessThanOrEqual(band.width);
      for (const baseline of baselines) {
        expect(baseline - 0.8 * fontSize).toBeGreaterThanOrEqual(band.y);
        expect(baseline + 0.25 * fontSize).toBeLessThanOrEqual(band.y + band.height);
      }
    }
  });

  it('draws the caption text only inside the safe area', async () => {
    /** The picture as raw RGB pixels. */
    const pixels = async (title: string) =>
      (
        await sharp(Buffer.from(itemIllustrationSvg(title, 'Gaming', 3)))
          .removeAlpha()
          .raw()
          .toBuffer()
      ).valueOf();
    const [blank, captioned] = await Promise.all([pixels(''), pixels('Nintendo Switch OLED Party Pack WWW')]);
    const safe = captionSafeArea();
    let inside = 0;
    let outside = 0;
    for (let y = 0; y < IMAGE_HEIGHT; y += 1)
      for (let x = 0; x < IMAGE_WIDTH; x += 1) {
        const i = (y * IMAGE_WIDTH + x) * 3;
        if (
          blank[i] === captioned[i] &&
          blank[i + 1] === captioned[i + 1] &&
          blank[i + 2] === captioned[i + 2]
        )
          continue;
        const within = x >= safe.x && x < safe.x + safe.width && y >= safe.y && y < safe.y + safe.height;
        if (within) inside += 1;
        else outside += 1;
      }
    expect(inside).toBeGreaterThan(1000);
    expect(outside).toBe(0);
  });

  it('renders a picture at the widths a real upload gets', async () => {
    const picture = await renderPicture('Mirrorless camera', 'Cameras', 0);
    expect([picture.width, picture.height]).toEqual([800, 600]);
    expect(picture.renditions.map((r) => r.width)).toEqual([320, 640, 800]);
    const meta = await sharp(picture.renditions[1]!.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 480]);
  });
});
