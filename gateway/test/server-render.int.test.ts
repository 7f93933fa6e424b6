import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Member, publicItem, signedInAdmin, signedInMember } from './catalog-fixtures.js';
import { startStack, type TestStack } from './harness.js';
import { fakeWebBuild } from './web-build.js';

/**
 * The gateway's side of server rendering (issue 21 §1), against a server bundle of the same contract as the web
 * build's (web/src/entry-server.tsx; the real one is driven in Chromium by the e2e suite): which requests are
 * rendered, as whom the page's queries run, what the answer carries, and that every failure ends in the
 * client-rendered shell with the page's own status. The bundle here renders what it was asked and what its query
 * answered, so each test reads both off the page.
 */
let stack: TestStack;
let webDir: string;
let owner: Member;
let admin: Member;

const SHELL =
  '<!doctype html><html lang="en"><head><meta name="description" content="KoalaRent" /><title>KoalaRent</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

/** Query parameters steer it: `query` (default `{ me { id } }`), `throw`, `slow` (ms), `reason` (not rendered). */
const BUNDLE = `
export async function renderPage(input) {
  const url = new URL(input.url, 'http://render.test');
  if (url.searchParams.has('throw')) throw new Error('the bundle threw');
  if (url.searchParams.has('reason')) return { kind: 'not-rendered', reason: url.searchParams.get('reason') };
  if (url.searchParams.has('slow')) await new Promise((resolve) => setTimeout(resolve, Number(url.searchParams.get('slow'))));
  const query = url.searchParams.get('query') ?? '{ me { id } }';
  const answer = await input.execute({ query, variables: {}, operationName: undefined });
  if (answer.errors && answer.errors.length > 0) return { kind: 'not-rendered', reason: 'a query failed', error: answer.errors };
  const seen = { url: input.url, language: input.language, currency: input.currency, timeZone: input.timeZone, data: answer.data };
  return { kind: 'page', html: '<main id="rendered">' + JSON.stringify(seen).replace(/</g, '\\\\u003c') + '</main>', state: '{"rendered":true}', title: 'Rendered ' + url.pathname + ' · KoalaRent' };
}
`;

beforeAll(async () => {
  webDir = await fakeWebBuild(SHELL, BUNDLE);
  // Introspection off, as in production: the render's door must refuse it as the GraphQL door does.
  stack = await startStack({
    WEB_DIST_DIR: webDir,
    PAGE_CACHE_SECONDS: '60',
    SERVER_RENDER_CONCURRENCY: '2',
    SERVER_RENDER_TIMEOUT_MS: '2000',
    GRAPHQL_INTROSPECTION: 'false',
  });
  owner = await signedInMember(stack);
  admin = await signedInAdmin(stack);
});

afterAll(async () => {
  await stack?.stop();
  await rm(webDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  text: string;
  cache: string | null;
  /** What the bundle rendered, or null for the plain shell. */
  rendered: {
    url: string;
    language: string;
    currency: string;
    timeZone: string;
    data: Record<string, unknown>;
  } | null;
}

async function get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${stack.baseUrl}${pathname}`, { headers });
  const text = await res.text();
  const match = /<main id="rendered">(.*?)<\/main>/.exec(text);
  return {
    status: res.status,
    text,
    cache: res.headers.get('x-cache'),
    rendered: match?.[1] ? JSON.parse(match[1]) : null,
  };
}

/** A URL of its own per test: the micro-cache keeps pages for the whole run. */
let n = 0;
function fresh(pathname: string, query = ''): string {
  n += 1;
  return `${pathname}?t=${n}${query ? `&${query}` : ''}`;
}

describe('server-rendered public pages', () => {
  it("puts the page and its state inside #root and before the app's script, with the page's head and status", async () => {
    const item = await publicItem(stack, owner, admin, { title: 'Rendered tandem kayak' });
    const page = await get(fresh(`/item/${item.id}`));
    expect(page.status).toBe(200);
    expect(page.rendered?.url).toMatch(new RegExp(`^/item/${item.id}\\?t=`));
    expect(page.text).toContain('<div id="root"><main id="rendered">');
    expect(page.text).toMatch(
      /<\/main><\/div><script id="koalarent-state" type="application\/json">\{"rendered":true\}<\/script><script type="module"/,
    );
    // The head is still the listing's own (page-description.ts), beside the rendered body.
    expect(page.text).toContain('<title>Rendered tandem kayak · KoalaRent</title>');
    // A page the database does not name takes the title the app gives it, in the head and its preview tags.
    const named = await get(fresh('/how-it-works'));
    expect(named.text).toContain('<title>Rendered /how-it-works · KoalaRent</title>');
    expect(named.text).toContain('<meta property="og:title" content="Rendered /how-it-works · KoalaRent" />');

    // An unknown page is rendered too (the app's 404 page), with its real status.
    const unknown = await get(fresh('/no-such-page'));
    expect(unknown.status).toBe(404);
    expect(unknown.rendered).not.toBeNull();
  });

  it("renders in the visitor's language, currency and time zone: the menus' cookies, else Accept-Language, else UTC", async () => {
    const chosen = await get(fresh('/how-it-works'), {
      cookie: 'koalarent_lang=fr; koalarent_currency=GBP; koalarent_tz=Europe%2FParis',
      'accept-language': 'de-DE',
    });
    expect(chosen.rendered).toMatchObject({ language: 'fr', currency: 'GBP', timeZone: 'Europe/Paris' });
    const browser = await get(fresh('/how-it-works'), { 'accept-language': 'de-DE,de;q=0.9' });
    expect(browser.rendered).toMatchObject({ language: 'de', currency: 'EUR', timeZone: 'UTC' });
    expect(browser.text).toContain('<html lang="de">');
  });

  it("runs the page's queries as an anonymous visitor, and renders no member's page", async () => {
    const anonymous = await get(fresh('/'));
    expect(anonymous.rendered?.data).toEqual({ me: null });

    // A member gets the client-rendered shell: their header and their data are theirs, not the anonymous render's.
    const member = await get(fresh('/'), { cookie: owner.client.cookieHeader });
    expect(member.status).toBe(200);
    expect(member.rendered).toBeNull();
    expect(member.text).toContain('<div id="root"></div>');
    expect(member.text).not.toContain('koalarent-state');
    expect(member.cache).toBe('BYPASS');
  });

  it('renders no private page (sign-in, account, admin), even for an anonymous visitor', async () => {
    for (const pathname of ['/auth', '/profile', '/admin', '/my-rentals', '/messages']) {
      const page = await get(fresh(pathname));
      expect(page.rendered, pathname).toBeNull();
      expect(page.text, pathname).toContain('<div id="root"></div>');
    }
  });

  it("holds the GraphQL door's limits: an introspection or an alias flood is refused and the page falls back to the shell", async () => {
    const introspection = await get(
      fresh('/', `query=${encodeURIComponent('{ __schema { types { name } } }')}`),
    );
    expect(introspection.status).toBe(200);
    expect(introspection.rendered).toBeNull();
    expect(introspection.text).toContain('<div id="root"></div>');

    // Each alias is valid on its own; twenty of them are past the door's alias limit.
    const flood = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
    const refused = await get(fresh('/', `query=${encodeURIComponent(flood)}`));
    expect(refused.rendered).toBeNull();
    // The same query within the limit renders.
    const within = await get(fresh('/', `query=${encodeURIComponent('{ a0: me { id } a1: me { id } }')}`));
    expect(within.rendered?.data).toEqual({ a0: null, a1: null });
  });

  it("answers the plain shell with the page's own status when the render fails, and does not keep that answer", async () => {
    for (const query of ['throw=1', 'reason=a%20component%20threw']) {
      const url = fresh('/categories', query);
      const failed = await get(url);
      expect(failed.status, query).toBe(200);
      expect(failed.rendered, query).toBeNull();
      expect(failed.text, query).toContain('<div id="root"></div>');
      expect(failed.cache, query).toBe('MISS');
      // Not kept: the next visitor gets another try rather than the shell for a minute.
      expect((await get(url)).cache, query).toBe('MISS');
    }
    const rendered = fresh('/categories');
    expect((await get(rendered)).cache).toBe('MISS');
    expect((await get(rendered)).cache).toBe('HIT');
  });

  it('renders at most SERVER_RENDER_CONCURRENCY pages at once: a request past that gets the shell at once', async () => {
    const slow = [fresh('/about', 'slow=1500'), fresh('/about', 'slow=1500')];
    const started = Date.now();
    const [first, second, third] = await Promise.all([
      get(slow[0] ?? ''),
      get(slow[1] ?? ''),
      // Sent once the two slow renders are under way.
      new Promise<Answer>((resolve) => setTimeout(() => resolve(get(fresh('/about'))), 400)),
    ]);
    expect(first?.rendered).not.toBeNull();
    expect(second?.rendered).not.toBeNull();
    expect(third?.rendered).toBeNull();
    expect(third?.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
    // And once they are done, pages are rendered again.
    expect((await get(fresh('/about'))).rendered).not.toBeNull();
  });

  it('abandons a render past SERVER_RENDER_TIMEOUT_MS: the visitor gets the shell with the page status, and it is not kept', async () => {
    const url = fresh('/about', 'slow=2600');
    const answer = await get(url);
    expect(answer.status).toBe(200);
    // Without the deadline the bundle would have rendered it (2.6 s later).
    expect(answer.rendered).toBeNull();
    expect((await get(url)).cache).not.toBe('HIT');
  });

  it('renders a page once for visitors who ask for it at the same moment: they all get it, none gets the shell', async () => {
    // More visitors than renders allowed at once, all for one page: they share its one render.
    const url = fresh('/trust-safety', 'slow=800');
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(url)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.rendered).not.toBeNull();
    }
    expect((await get(url)).cache).toBe('HIT');
  });
});
