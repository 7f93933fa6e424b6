import { describe, expect, it } from 'vitest';
import { de } from '../../src/shared/i18n/resources/de';
import { fr } from '../../src/shared/i18n/resources/fr';
import { appStarted, baseUrl, fileBrowser, TEST_TIMEOUT, withPage } from './browser';

/**
 * Issue 21 §1: the language and currency chosen in the menus reach the server in cookies, so the next page's first
 * byte (`<html lang>`) is already in that language; a visitor who never chose gets the page in their browser's
 * language (Accept-Language), and the app starts in the language the page arrived in.
 */
const browser = await fileBrowser();

describe('language and currency cookies', () => {
  it(
    'carries the menus’ choice to the next server-rendered page',
    async () => {
      await withPage(browser, 'language-cookie-choice', async ({ context, page, goto }) => {
        await goto('/');
        await page.getByTestId('language-menu').click();
        await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
        await page.getByRole('button', { name: de.header.loginRegister }).waitFor();
        await page.getByTestId('currency-menu').click();
        await page.getByRole('menuitemradio', { name: /EUR/ }).click();
        await expect.poll(() => page.getByTestId('currency-menu').textContent()).toContain('EUR');

        const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
        expect(cookies.koalarent_lang?.value).toBe('de');
        expect(cookies.koalarent_currency?.value).toBe('EUR');
        expect(cookies.koalarent_lang?.path).toBe('/');
        expect(cookies.koalarent_lang?.sameSite).toBe('Lax');
        expect(cookies.koalarent_lang?.httpOnly).toBe(false);
        // About a year (the expiry is absolute seconds).
        expect((cookies.koalarent_lang?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(360 * 86_400);

        // The browser is en-US, yet the server answers the next page in the chosen language.
        const response = await page.goto(`${baseUrl()}/how-it-works`, { waitUntil: 'domcontentloaded' });
        expect(await response?.text()).toContain('<html lang="de"');
        await page.getByRole('button', { name: de.header.loginRegister }).waitFor();
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'starts in the cookie’s language when local storage has no choice',
    async () => {
      await withPage(browser, 'language-cookie-start', async ({ context, page, goto }) => {
        await context.addCookies([{ name: 'koalarent_lang', value: 'fr', url: baseUrl() }]);
        await goto('/');
        await page.getByRole('button', { name: fr.header.loginRegister }).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
        expect(await page.evaluate(() => localStorage.getItem('koalarent-language'))).toBeNull();
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'answers a visitor who never chose in their browser’s language, and the app stays in it',
    async () => {
      await withPage(browser, 'language-accept-language', async ({ context, page }) => {
        // The context's locale is en-US, which Chromium puts in Accept-Language over any extra header: the page's own
        // request is given a German one on its way out instead.
        await context.route(
          (url) => url.pathname === '/',
          (route) =>
            route.continue({
              headers: { ...route.request().headers(), 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' },
            }),
        );
        const response = await page.goto(`${baseUrl()}/`, { waitUntil: 'domcontentloaded' });
        expect(await response?.text()).toContain('<html lang="de"');
        await page.getByRole('button', { name: de.header.loginRegister }).waitFor();
        // German from the server's first byte to the running app: the attribute never says otherwise meanwhile.
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
        await appStarted(page);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
        await page.getByRole('button', { name: de.header.loginRegister }).waitFor();
      });
    },
    TEST_TIMEOUT,
  );
});
