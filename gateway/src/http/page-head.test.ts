import { ApprovalStatus, type ItemRecord } from '@koalarent/core';
import { describe, expect, it } from 'vitest';
import { itemHead, renderHead, siteHead, withHead, withLanguage } from './page-head.js';

const BASE = 'https://koala.example';
const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="KoalaRent: the peer-to-peer rental marketplace for everything." />
<title>KoalaRent</title></head><body><div id="root"></div></body></html>`;

function item(overrides: Partial<ItemRecord> = {}): ItemRecord {
  return {
    id: 42,
    title: 'Canon EOS R6',
    description: 'Full-frame mirrorless camera with two batteries.',
    categoryId: 3,
    categoryName: 'Cameras',
    ownerId: 7,
    ownerLocked: false,
    currency: 'AUD',
    pricePerDayCents: 4550,
    pricePerWeekCents: null,
    pricePerMonthCents: null,
    pricePerYearCents: null,
    securityDepositCents: 20000,
    location: 'Bondi, Sydney',
    latitude: null,
    longitude: null,
    quantity: 1,
    images: ['/uploads/abc/1280.webp'],
    availability: true,
    instantBook: false,
    averageRating: 4.75,
    reviewCount: 4,
    approvalStatus: ApprovalStatus.Approved,
    rejectionReason: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...overrides,
  };
}

const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );

describe('page head', () => {
  it('gives a listing its title, price, absolute photo, Product with Offer and rating, and breadcrumbs', () => {
    const html = withHead(SHELL, itemHead(BASE, item()));
    expect(html).toContain('<title>Canon EOS R6 · KoalaRent</title>');
    expect(html).toContain(
      '<meta property="og:image" content="https://koala.example/uploads/abc/1280.webp" />',
    );
    expect(html).toContain('<meta property="product:price:amount" content="45.50" />');
    expect(html).toContain('<link rel="canonical" href="https://koala.example/item/42" />');
    // The shell's own title and description are replaced, not repeated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    const [product, breadcrumbs] = jsonLdOf(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Canon EOS R6',
      offers: {
        '@type': 'Offer',
        price: '45.50',
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.8', reviewCount: 4 },
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(((breadcrumbs?.itemListElement ?? []) as { name: string }[]).map((e) => e.name)).toEqual([
      'Home',
      'Cameras',
      'Canon EOS R6',
    ]);
  });

  it('has no rating for a listing without reviews and keeps an absolute image URL as it is', () => {
    const head = itemHead(BASE, item({ reviewCount: 0, images: ['https://cdn.example/a.webp'] }));
    expect(head.image).toBe('https://cdn.example/a.webp');
    expect(jsonLdOf(withHead(SHELL, head))[0]).not.toHaveProperty('aggregateRating');
  });

  it("escapes a member's text everywhere: no tag, attribute or script can be closed from a title", () => {
    const hostile = '</script><script>alert(1)</script>" onload="x" <b>&';
    const html = renderHead(
      itemHead(BASE, item({ title: hostile, description: hostile, location: hostile })),
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('" onload="x"');
    expect(html).not.toContain('<b>');
    // The JSON-LD still carries the exact title once parsed.
    expect(jsonLdOf(html)[0]?.name).toBe(hostile);
  });

  it('describes the home page as a WebSite with a SearchAction', () => {
    const [site] = jsonLdOf(renderHead(siteHead(BASE, '/')));
    expect(site).toMatchObject({
      '@type': 'WebSite',
      potentialAction: { '@type': 'SearchAction', 'query-input': 'required name=search_term_string' },
    });
    expect(siteHead(BASE, '/how-it-works/').canonical).toBe('https://koala.example/how-it-works');
  });
});

describe('withLanguage', () => {
  it("puts the visitor's language on <html>, replacing the shell's own", () => {
    expect(withLanguage(SHELL, 'de')).toContain('<!doctype html><html lang="de"><head>');
    expect(withLanguage(SHELL, 'de')).not.toContain('lang="en"');
    expect(withLanguage('<html><body></body></html>', 'zh')).toBe('<html lang="zh"><body></body></html>');
    expect(withLanguage('<html class="x" lang=\'fr\' dir=ltr>', 'es')).toBe(
      '<html lang="es" class="x" dir=ltr>',
    );
  });
});
