import { describe, expect, it } from 'vitest';
import { fileBrowser, TEST_TIMEOUT, withPage } from './browser';

const browser = await fileBrowser();

describe('the item page title', () => {
  it(
    'names the tab after the item, loaded directly or reached in the app, and gives it back on leaving',
    async () => {
      await withPage(browser, 'item-title', async ({ page, goto }) => {
        // Reached in the app: from the search page's first card.
        await goto('/search');
        await expect.poll(() => page.title()).toBe('Search · KoalaRent');
        const card = page.locator('main a[href^="/item/"]').first();
        await card.waitFor();
        const href = await card.getAttribute('href');
        await card.click();
        await page.waitForURL((url) => url.pathname === href);
        const heading = page.getByRole('heading', { level: 1 });
        await heading.waitFor();
        const title = (await heading.textContent())?.trim() ?? '';
        expect(title).not.toBe('');
        await expect.poll(() => page.title()).toBe(`${title} · KoalaRent`);

        // Back in the app: the route's own name again.
        await page.goBack();
        await page.waitForURL((url) => url.pathname === '/search');
        await expect.poll(() => page.title()).toBe('Search · KoalaRent');

        // Loaded directly: the server's title, kept by the app once it has started.
        await goto(href ?? '/');
        await heading.waitFor();
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
        expect(await page.title()).toBe(`${title} · KoalaRent`);
      });
    },
    TEST_TIMEOUT,
  );
});
