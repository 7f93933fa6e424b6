import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItem, type Member, publicItem, signedInAdmin, signedInMember } from './catalog-fixtures.js';
import { startStack, type TestStack } from './harness.js';
import { fakeWebBuild } from './web-build.js';

/**
 * The anonymous micro-cache of public pages (issue 21 §1) and the visitor's language on `<html lang>`: a second
 * anonymous request is served from memory, per URL, language and currency; a member's request neither reads nor
 * writes it, so a page rendered for one member never reaches anyone else. The TTL is a minute here, far longer
 * than any test takes, so no assertion depends on timing.
 */
let stack: TestStack;
let webDir: string;
let owner: Member;
let other: Member;
let admin: Member;

const SHELL =
  '<!doctype html><html lang="en"><head><meta name="description" content="KoalaRent" /><title>KoalaRent</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  webDir = await fakeWebBuild(SHELL);
  stack = await startStack({ WEB_DIST_DIR: webDir, PAGE_CACHE_SECONDS: '60' });
  owner = await signedInMember(stack);
  other = await signedInMember(stack);
  admin = await signedInAdmin(stack);
});

afterAll(async () => {
  await stack?.stop();
  await rm(webDir, { recursive: true, force: true });
});

interface Page {
  status: number;
  text: string;
  cache: string | null;
  cacheControl: string | null;
  vary: string | null;
}

async function get(pathname: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await fetch(`${stack.baseUrl}${pathname}`, { headers });
  return {
    status: res.status,
    text: await res.text(),
    cache: res.headers.get('x-cache'),
    cacheControl: res.headers.get('cache-control'),
    vary: res.headers.get('vary'),
  };
}

const title = (page: Page): string | undefined => /<title>([^<]*)<\/title>/.exec(page.text)?.[1];

describe('anonymous micro-cache', () => {
  it('serves the second anonymous request from memory, and says so', async () => {
    const item = await publicItem(stack, owner, admin, { title: 'Cached kayak' });
    const first = await get(`/item/${item.id}`);
    expect(first.status).toBe(200);
    expect(first.cache).toBe('MISS');
    expect(first.cacheControl).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    expect(first.vary).toMatch(/Cookie/);
    expect(first.vary).toMatch(/Accept-Language/);
    const second = await get(`/item/${item.id}`);
    expect(second.cache).toBe('HIT');
    expect(second.cacheControl).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    expect(second.text).toBe(first.text);

    // A change within the TTL does not show to anonymous visitors yet (the documented staleness), while a member,
    // who never uses the cache, reads the database: the paused listing is shown to its owner only.
    const paused = await owner.client.request('PUT', `/api/items/${item.id}`, { availability: false });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    const stale = await get(`/item/${item.id}`);
    expect(stale.cache).toBe('HIT');
    expect(stale.status).toBe(200);
    expect(title(stale)).toBe('Cached kayak · KoalaRent');
    const member = await get(`/item/${item.id}`, { cookie: other.client.cookieHeader });
    expect(member.cache).toBe('BYPASS');
    expect(member.status).toBe(404);
    // A different query string is another page, read afresh.
    const withQuery = await get(`/item/${item.id}?ref=share`);
    expect(withQuery.cache).toBe('MISS');
    expect(withQuery.status).toBe(404);
  });

  it('keys the page by language, currency and time zone: a German visitor never gets the English page', async () => {
    const item = await publicItem(stack, owner, admin, { title: 'Language tent' });
    const url = `/item/${item.id}`;
    const english = await get(url, { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.text).toContain('<html lang="en">');
    // (en-GB would be a page of its own: its visitors see prices in pounds.)
    expect((await get(url, { 'accept-language': 'en' })).cache).toBe('HIT');

    const german = await get(url, { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(german.cache).toBe('MISS');
    expect(german.text).toContain('<html lang="de">');
    const germanAgain = await get(url, { 'accept-language': 'de' });
    expect(germanAgain.cache).toBe('HIT');
    expect(germanAgain.text).toContain('<html lang="de">');

    // The menus' cookie beats the browser's header.
    const chosen = await get(url, { 'accept-language': 'de', cookie: 'koalarent_lang=fr' });
    expect(chosen.cache).toBe('MISS');
    expect(chosen.text).toContain('<html lang="fr">');
    // A chosen currency other than the one the browser's language implies is a page of its own (prices differ);
    // choosing the implied one (euros for German) is the same page.
    const inPounds = await get(url, { 'accept-language': 'de', cookie: 'koalarent_currency=GBP' });
    expect(inPounds.cache).toBe('MISS');
    expect((await get(url, { 'accept-language': 'de', cookie: 'koalarent_currency=GBP' })).cache).toBe('HIT');
    expect((await get(url, { 'accept-language': 'de', cookie: 'koalarent_currency=EUR' })).cache).toBe('HIT');
    // So is a time zone of its own (dates are written in it).
    const inBerlin = { 'accept-language': 'de', cookie: 'koalarent_tz=Europe%2FBerlin' };
    expect((await get(url, inBerlin)).cache).toBe('MISS');
    expect((await get(url, inBerlin)).cache).toBe('HIT');
  });

  it("never reads or writes it for a member: one member's page does not reach another member or a visitor", async () => {
    // A pending listing exists for its owner only: the owner's page has its title, everyone else's is a 404.
    const pending = await listItem(stack, owner, { title: 'Secret pending canoe' });
    const url = `/item/${pending.id}`;
    const mine = await get(url, { cookie: owner.client.cookieHeader });
    expect(mine.status).toBe(200);
    expect(mine.text).toContain('Secret pending canoe');
    expect(mine.cache).toBe('BYPASS');
    expect(mine.cacheControl).toBe('private, no-store');
    const anonymous = await get(url);
    expect(anonymous.status).toBe(404);
    expect(anonymous.cache).toBe('MISS');
    expect(anonymous.text).not.toContain('Secret pending canoe');
    const someoneElse = await get(url, { cookie: other.client.cookieHeader });
    expect(someoneElse.status).toBe(404);
    expect(someoneElse.text).not.toContain('Secret pending canoe');

    // After an anonymous visitor's page is kept, a member still gets a fresh one of their own...
    const item = await publicItem(stack, owner, admin, { title: 'Shared bike' });
    await get(`/item/${item.id}`);
    expect((await get(`/item/${item.id}`)).cache).toBe('HIT');
    const member = await get(`/item/${item.id}`, { cookie: other.client.cookieHeader });
    expect(member.cache).toBe('BYPASS');
    expect(member.cacheControl).toBe('private, no-store');
    // ...and a page first asked for by a member is not kept for the next anonymous visitor.
    const profile = `/user/${owner.id}`;
    expect((await get(profile, { cookie: owner.client.cookieHeader })).cache).toBe('BYPASS');
    expect((await get(profile)).cache).toBe('MISS');
    expect((await get(profile)).cache).toBe('HIT');
  });

  it('keeps neither 404s nor private pages', async () => {
    expect((await get('/item/999999')).cache).toBe('MISS');
    const again = await get('/item/999999');
    expect(again.status).toBe(404);
    expect(again.cache).toBe('MISS');
    expect(again.cacheControl).toBe('no-cache');
    await get('/reset-password?token=abc');
    const reset = await get('/reset-password?token=abc');
    expect(reset.status).toBe(200);
    expect(reset.cache).toBe('MISS');
    expect(reset.cacheControl).toBe('no-cache');
    // The information pages are kept like the listings.
    await get('/how-it-works');
    expect((await get('/how-it-works')).cache).toBe('HIT');
  });

  it('forgets every kept page when a new web build replaces the shell (its asset names change)', async () => {
    await get('/categories');
    expect((await get('/categories')).cache).toBe('HIT');
    await writeFile(
      path.join(webDir, 'index.html'),
      SHELL.replace('<div id="root">', '<div id="root" data-build="2">'),
    );
    const fresh = await get('/categories');
    expect(fresh.cache).toBe('MISS');
    expect(fresh.text).toContain('data-build="2"');
  });
});
