import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fr } from '../../src/shared/i18n/resources/fr';
import { appStarted, baseUrl, fileBrowser, TEST_TIMEOUT, withPage } from './browser';
import { apiContext, apiSession, DEMO_PASSWORD } from './journey-fixtures';

/**
 * Issue 21 §1 in Chromium: the public pages arrive with their content — readable with scripting off — and the app
 * hydrates that HTML without a mismatch (React reports one as an error, which `withPage` fails on), without asking
 * the server again for what the page already holds, and works afterwards; a member gets their own page; the menus'
 * language and currency are in the next page the server renders.
 */
const browser = await fileBrowser();

interface DemoItem {
  id: number;
  title: string;
  reviewCount: number;
  ownerId: number;
  owner: { fullName: string };
}

/** A reviewed demo listing (the demo's reviews are on its best-rated items). */
async function reviewedItem(): Promise<DemoItem> {
  const api = await apiContext();
  try {
    const res = await api.get('/api/items?sort=rating&limit=50');
    expect(res.status(), await res.text()).toBe(200);
    const item = ((await res.json()) as DemoItem[]).find((candidate) => candidate.reviewCount > 0);
    if (!item) throw new Error('No reviewed demo item');
    return item;
  } finally {
    await api.dispose();
  }
}

/** The GraphQL operations a page sends, by name, from now on. */
/** Text as React's server render writes it into HTML. */
function htmlText(text: string): string {
  const entities: Record<string, string> = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#x27;',
  };
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql' || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    names.push(body?.operationName ?? '?');
  });
  return names;
}

describe('server-rendered public pages (issue 21 §1)', () => {
  it(
    'each public page arrives with its content, then hydrates without a mismatch or a repeated query',
    async () => {
      const item = await reviewedItem();
      const pages: { path: string; content: string }[] = [
        { path: '/', content: 'Rent Anything, From Anyone' },
        { path: '/search?q=camera', content: 'camera' },
        { path: `/item/${item.id}`, content: item.title },
        { path: `/user/${item.ownerId}`, content: item.owner.fullName },
        { path: '/how-it-works', content: 'How It Works' },
        { path: '/categories', content: 'Categories' },
        { path: '/about', content: 'About' },
      ];
      // With scripting off, the HTML alone: what a crawler or a chat app's preview reads.
      const noScript = await browser.newContext({
        javaScriptEnabled: false,
        baseURL: baseUrl(),
        locale: 'en-US',
      });
      try {
        const page = await noScript.newPage();
        for (const { path, content } of pages) {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          await expect.poll(() => page.locator('#root').innerText(), { message: path }).toContain(content);
          // Styled before any script: the header is laid out as a row, not unstyled blocks.
          const header = page.locator('header').first();
          expect(await header.evaluate((el) => getComputedStyle(el).position), path).toBe('sticky');
        }
        // The item page holds its price and its reviews in the HTML too.
        await page.goto(`/item/${item.id}`);
        const text = await page.locator('#root').innerText();
        expect(text).toMatch(/\$\d/);
        expect(text).toMatch(/review/i);
      } finally {
        await noScript.close();
      }

      await withPage(browser, 'server-render-hydrate', async ({ page }) => {
        for (const { path, content } of pages) {
          const operations = recordOperations(page);
          const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
          // The browser got the page itself, not the shell (a render abandoned on a slow machine would send the shell,
          // and the app would then fetch the page: this says which happened).
          expect(
            await response?.text(),
            `${path}: server render (X-Cache ${response?.headers()['x-cache']})`,
          ).toContain(htmlText(content));
          await appStarted(page);
          await page.waitForLoadState('networkidle');
          await expect.poll(() => page.locator('#root').innerText(), { message: path }).toContain(content);
          // Hydration starts from the cache the server filled: the page's queries are not sent again.
          expect(operations, path).toEqual([]);
        }
        // And the hydrated page works: the language menu opens and switches the page.
        await page.getByTestId('language-menu').click();
        await page.getByRole('menuitemradio', { name: 'Français' }).click();
        await page.getByRole('button', { name: fr.header.loginRegister }).waitFor();
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'puts the language and currency chosen in the menus into the next server-rendered page',
    async () => {
      const item = await reviewedItem();
      await withPage(browser, 'server-render-choice', async ({ page, goto }) => {
        await goto('/');
        await appStarted(page);
        await page.getByTestId('language-menu').click();
        await page.getByRole('menuitemradio', { name: 'Français' }).click();
        await page.getByRole('button', { name: fr.header.loginRegister }).waitFor();
        await page.getByTestId('currency-menu').click();
        await page.getByRole('menuitemradio', { name: /EUR/ }).click();
        await expect.poll(() => page.getByTestId('currency-menu').textContent()).toContain('EUR');

        // The next page's HTML, before any script: French, in euros.
        const html = await (await page.request.get(`${baseUrl()}/item/${item.id}?fresh=1`)).text();
        expect(html).toContain('<html lang="fr"');
        expect(html).toContain(fr.header.loginRegister);
        expect(html).toMatch(/€\s?\d|\d\s?€/);
        expect(html).toContain('"currency":"EUR"');

        const operations = recordOperations(page);
        await page.goto(`${baseUrl()}/item/${item.id}`, { waitUntil: 'domcontentloaded' });
        await appStarted(page);
        await page.waitForLoadState('networkidle');
        expect(operations).toEqual([]);
        await page.getByRole('button', { name: fr.header.loginRegister }).waitFor();
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'gives a signed-in member their own page: never the anonymous render, and it works as before',
    async () => {
      const item = await reviewedItem();
      const { api } = await apiSession('olivia@koalarent.test', DEMO_PASSWORD);
      try {
        const html = await (await api.get(`/item/${item.id}`)).text();
        expect(html).toContain('<div id="root"></div>');
        expect(html).not.toContain('koalarent-state');
        await withPage(browser, 'server-render-member', async ({ context, page, goto }) => {
          await context.addCookies((await api.storageState()).cookies);
          await goto(`/item/${item.id}`);
          await page.getByRole('heading', { name: item.title }).waitFor();
          await page.getByTestId('user-menu').waitFor();
          expect(await page.getByTestId('login-button').count()).toBe(0);
        });
      } finally {
        await api.dispose();
      }
    },
    TEST_TIMEOUT,
  );
});
