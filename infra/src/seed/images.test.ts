import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, DEMO_ITEMS, DEMO_USERS } from './demo-data.js';
import { itemIllustrationSvg, slugify, wrapTitle } from './images.js';

describe('demo data', () => {
  it('has about 40 items within the agreed price and deposit ranges, in every category', () => {
    expect(DEMO_ITEMS.length).toBeGreaterThanOrEqual(36);
    for (const item of DEMO_ITEMS) {
      expect(item.pricePerDay).toBeGreaterThanOrEqual(15);
      expect(item.pricePerDay).toBeLessThanOrEqual(45);
      expect(item.deposit).toBeGreaterThanOrEqual(50);
      expect(item.deposit).toBeLessThanOrEqual(200);
      expect(item.title.length).toBeLessThanOrEqual(100);
    }
    for (const { name } of DEMO_CATEGORIES) expect(DEMO_ITEMS.some((i) => i.category === name)).toBe(true);
    expect(new Set(DEMO_ITEMS.map((i) => i.title)).size).toBe(DEMO_ITEMS.length);
  });

  it('has owners and renters with unique e-mails and usernames', () => {
    expect(DEMO_USERS.filter((u) => u.kind === 'owner').length).toBeGreaterThanOrEqual(3);
    expect(DEMO_USERS.filter((u) => u.kind === 'renter').length).toBe(2);
    expect(new Set(DEMO_USERS.map((u) => u.email)).size).toBe(DEMO_USERS.length);
    expect(new Set(DEMO_USERS.map((u) => u.username)).size).toBe(DEMO_USERS.length);
  });
});

describe('image helpers', () => {
  it('slugifies titles into file-safe names', () => {
    expect(slugify('MacBook Pro 14" M3 Pro')).toBe('macbook-pro-14-m3-pro');
    expect(slugify('10\'6" iSUP!')).toBe('10-6-isup');
  });

  it('wraps titles into at most two lines', () => {
    expect(wrapTitle('Short title')).toEqual(['Short title']);
    expect(wrapTitle('Nintendo Switch OLED Party Pack', 30)).toEqual(['Nintendo Switch OLED Party', 'Pack']);
    const lines = wrapTitle('one two three four five six seven eight nine ten eleven twelve', 12);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
  });

  it('escapes titles inside the SVG', () => {
    const svg = itemIllustrationSvg('Tom & Jerry <Deluxe>', 'Gaming', 3);
    expect(svg).toContain('Tom &#38; Jerry &#60;Deluxe&#62;');
    expect(svg).not.toContain('<Deluxe>');
  });
});
