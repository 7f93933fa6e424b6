import { type ItemRecord, KOALA_RANK_LABELS, normalizeRank, type User } from '@koalarent/core';

/**
 * What a page says about itself before any script runs: the document title, description and canonical URL, the
 * Open Graph and Twitter card tags that chat apps and social sites read for a link preview, and JSON-LD for search
 * engines. Every value that came from a member (titles, descriptions, names) is escaped here.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  type: 'website' | 'product' | 'profile';
  /** Absolute URL of the preview image. */
  image?: string;
  extraMeta?: { property: string; content: string }[];
  jsonLd: Record<string, unknown>[];
}

const PRODUCT = 'KoalaRent';
const DEFAULT_DESCRIPTION = 'KoalaRent: the peer-to-peer rental marketplace for everything.';

const escapeHtml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c] ?? c,
  );

/** JSON inside <script>: `<` escaped so no string in it can close the element (`</script>`) or open a comment. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** One line of at most `max` characters, cut at a word where it can be. */
function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const absolute = (base: string, url: string): string => (/^https?:\/\//i.test(url) ? url : `${base}${url}`);

/** Minor units as the decimal string schema.org and Open Graph expect ("12.50"); every currency we take has 2 decimals. */
const decimal = (minor: number | bigint | string): string => (Number(minor) / 100).toFixed(2);

export function siteHead(base: string, pathname: string): PageHead {
  const canonical = `${base}${pathname === '/' ? '/' : pathname.replace(/\/$/, '')}`;
  const head: PageHead = {
    title: PRODUCT,
    description: DEFAULT_DESCRIPTION,
    canonical,
    type: 'website',
    jsonLd: [],
  };
  if (pathname === '/') {
    head.jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: PRODUCT,
      url: `${base}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${base}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  }
  return head;
}

export function itemHead(base: string, item: ItemRecord): PageHead {
  const url = `${base}/item/${item.id}`;
  const image = item.images[0] ? absolute(base, item.images[0]) : undefined;
  const price = decimal(item.pricePerDayCents);
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.title,
    description: summary(item.description, 500),
    sku: String(item.id),
    category: item.categoryName,
    url,
    ...(image ? { image: [image] } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price,
      priceCurrency: item.currency,
      // The price of one day's rental: schema.org's unit code for a day.
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: item.currency,
        unitCode: 'DAY',
      },
      availability: item.availability ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
  if (item.reviewCount > 0)
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Number(item.averageRating).toFixed(1),
      reviewCount: item.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${base}/` },
      {
        '@type': 'ListItem',
        position: 2,
        name: item.categoryName,
        item: `${base}/search?category=${item.categoryId}`,
      },
      { '@type': 'ListItem', position: 3, name: item.title, item: url },
    ],
  };
  return {
    title: `${item.title} · ${PRODUCT}`,
    description: summary(`${item.currency} ${price} per day · ${item.location} · ${item.description}`),
    canonical: url,
    type: 'product',
    ...(image ? { image } : {}),
    extraMeta: [
      { property: 'product:price:amount', content: price },
      { property: 'product:price:currency', content: item.currency },
    ],
    jsonLd: [product, breadcrumbs],
  };
}

export function profileHead(base: string, user: User): PageHead {
  const rank = KOALA_RANK_LABELS[normalizeRank(user.koalaRank)];
  const rating =
    user.reviewCount > 0
      ? `rated ${Number(user.rating).toFixed(1)} of 5 (${user.reviewCount} reviews)`
      : 'new member';
  const image = user.profileImage ? absolute(base, user.profileImage) : undefined;
  return {
    title: `${user.username} · ${PRODUCT}`,
    description: summary(`${user.username} on ${PRODUCT}: ${rank}, ${rating}.`),
    canonical: `${base}/user/${user.id}`,
    type: 'profile',
    ...(image ? { image } : {}),
    extraMeta: [{ property: 'profile:username', content: user.username }],
    jsonLd: [],
  };
}

/** The head's tags as HTML, for the shell's <head>. */
export function renderHead(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:site_name', PRODUCT),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    ...(head.extraMeta ?? []).map((m) => meta('property', m.property, m.content)),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('\n    ');
}

/**
 * The shell with this page's head: its own <title> and description replace the shell's, the rest goes before
 * </head>. The shell is the web build's index.html, so this only has to find those three marks.
 */
export function withHead(shell: string, head: PageHead): string {
  const withoutDefaults = shell
    .replace(/<title>[^<]*<\/title>\s*/i, '')
    .replace(/<meta name="description"[^>]*>\s*/i, '');
  return withoutDefaults.replace(/<\/head>/i, `  ${renderHead(head)}\n  </head>`);
}

/**
 * The page's language on its root element (`<html lang="de">`), so assistive technology and crawlers know it from
 * the first byte; whatever `lang` the shell carried is replaced. `language` is one of our codes, escaped anyway.
 */
export function withLanguage(html: string, language: string): string {
  return html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const rest = attributes.replace(/\s+lang\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/i, '');
    return `<html lang="${escapeHtml(language)}"${rest}>`;
  });
}
