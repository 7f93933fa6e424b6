import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItem, type Member, publicItem, signedInAdmin, signedInMember } from './catalog-fixtures.js';
import { startStack, type TestStack } from './harness.js';
import { fakeWebBuild } from './web-build.js';

/**
 * Real status codes for pages, robots.txt and the sitemaps. The web build writes routes.json from the route-path
 * table; this stack serves a web folder with the same file made from the same table, so the test needs no build.
 */
let stack: TestStack;
let webDir: string;
let owner: Member;
let admin: Member;

const SHELL =
  '<!doctype html><html><head><meta name="description" content="KoalaRent" /><title>KoalaRent</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  webDir = await fakeWebBuild(SHELL);
  stack = await startStack({ WEB_DIST_DIR: webDir }, { sitemapCacheMs: 0 });
  owner = await signedInMember(stack);
  admin = await signedInAdmin(stack);
});

afterAll(async () => {
  await stack?.stop();
  await rm(webDir, { recursive: true, force: true });
});

async function get(
  pathname: string,
  cookie?: string,
): Promise<{ status: number; text: string; type: string }> {
  const res = await fetch(`${stack.baseUrl}${pathname}`, cookie ? { headers: { cookie } } : {});
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') ?? '' };
}

describe('page status codes', () => {
  it('answers 404 with the app shell for a path no route matches, and 200 for every route of the table', async () => {
    const unknown = await get('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('<div id="root"></div>');
    expect((await get('/item/3/extra')).status).toBe(404);
    for (const page of [
      '/',
      '/search?q=camera',
      '/how-it-works',
      '/categories',
      '/terms',
      '/admin/login',
      '/auth',
    ])
      expect((await get(page)).status, page).toBe(200);
    // The client's router matches case-insensitively and with a trailing slash: so does the status.
    expect((await get('/How-It-Works/')).status).toBe(200);
  });

  it("answers 404 for a listing that does not exist for the viewer ('Item not found'), 200 for one that does", async () => {
    const approved = await publicItem(stack, owner, admin);
    const pending = await listItem(stack, owner, { title: 'Pending drill for the status test' });
    expect((await get(`/item/${approved.id}`)).status).toBe(200);
    expect((await get('/item/999999')).status).toBe(404);
    expect((await get('/item/abc')).status).toBe(404);
    expect((await get('/item/99999999999999')).status).toBe(404);
    // A pending listing exists for its owner and the admins only, as everywhere in the catalog.
    expect((await get(`/item/${pending.id}`)).status).toBe(404);
    expect((await get(`/item/${pending.id}`, owner.client.cookieHeader)).status).toBe(200);
    expect((await get(`/item/${pending.id}`, admin.client.cookieHeader)).status).toBe(200);
  });

  it("serves a listing's title, price, preview image and JSON-LD in the HTML itself, before any script", async () => {
    const item = await publicItem(stack, owner, admin, { title: 'Preview <b>tent</b> & stove' });
    const page = await get(`/item/${item.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Preview &lt;b&gt;tent&lt;/b&gt; &amp; stove · KoalaRent</title>');
    expect(page.text).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:4000\/uploads\/[^"]+\.webp" \/>/,
    );
    expect(page.text).toContain('<meta property="product:price:currency"');
    const jsonLd = [...page.text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '') as { '@type': string; name?: string; offers?: { price: string } },
    );
    const product = jsonLd.find((d) => d['@type'] === 'Product');
    expect(product?.name).toBe('Preview <b>tent</b> & stove');
    expect(product?.offers?.price).toMatch(/^\d+\.\d\d$/);
    expect(jsonLd.map((d) => d['@type'])).toContain('BreadcrumbList');
    // An unknown listing keeps the plain shell's head.
    expect((await get('/item/999999')).text).toContain('<title>KoalaRent</title>');
  });

  it("answers 404 for a profile that does not exist ('User not found')", async () => {
    const profile = await get(`/user/${owner.id}`);
    expect(profile.status).toBe(200);
    expect(profile.text).toContain(`<title>${owner.username} · KoalaRent</title>`);
    expect((await get('/user/999999')).status).toBe(404);
    expect((await get('/user/0')).status).toBe(404);
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the API, the admin and member pages, and names the sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toContain('text/plain');
    const disallowed = robots.text
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    for (const prefix of [
      '/api/',
      '/graphql',
      '/admin',
      '/profile',
      '/messages',
      '/my-rentals',
      '/edit-item',
    ])
      expect(disallowed).toContain(prefix);
    // Public pages stay open.
    for (const open of ['/item', '/search', '/user', '/how-it-works']) expect(disallowed).not.toContain(open);
    expect(robots.text).toContain('Sitemap: http://localhost:4000/sitemap.xml');
  });
});

describe('sitemap', () => {
  const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

  it('is an index of the information pages, the public listings and the public profiles, with lastmod', async () => {
    const approved = await publicItem(stack, owner, admin, { title: 'Sitemap camera' });
    const pending = await listItem(stack, owner, { title: 'Sitemap pending tent' });

    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toContain('xml');
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(index.text);
    expect(files).toContain('http://localhost:4000/sitemaps/pages.xml');
    expect(files).toContain('http://localhost:4000/sitemaps/items-1.xml');
    expect(files).toContain('http://localhost:4000/sitemaps/users-1.xml');
    expect(index.text).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);

    const pages = locs((await get('/sitemaps/pages.xml')).text);
    expect(pages).toContain('http://localhost:4000/how-it-works');
    expect(pages).toContain('http://localhost:4000/');
    expect(pages).not.toContain('http://localhost:4000/profile');

    const items = locs((await get('/sitemaps/items-1.xml')).text);
    expect(items).toContain(`http://localhost:4000/item/${approved.id}`);
    expect(items).not.toContain(`http://localhost:4000/item/${pending.id}`);

    const users = locs((await get('/sitemaps/users-1.xml')).text);
    expect(users).toContain(`http://localhost:4000/user/${owner.id}`);

    expect((await get('/sitemaps/items-999.xml')).status).toBe(404);
  });

  it('lists a newly approved listing and drops a deleted one', async () => {
    const item = await listItem(stack, owner, { title: 'Sitemap lifecycle lamp' });
    const url = `http://localhost:4000/item/${item.id}`;
    expect(locs((await get('/sitemaps/items-1.xml')).text)).not.toContain(url);
    const approved = await admin.client.request('PUT', `/api/admin/items/${item.id}`, {
      approvalStatus: 'approved',
    });
    expect(approved.status).toBe(200);
    expect(locs((await get('/sitemaps/items-1.xml')).text)).toContain(url);
    const deleted = await owner.client.request('DELETE', `/api/items/${item.id}`);
    expect(deleted.status).toBe(200);
    expect(locs((await get('/sitemaps/items-1.xml')).text)).not.toContain(url);
  });
});
