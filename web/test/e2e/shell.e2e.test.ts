import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, TEST_TIMEOUT, withPage } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('app shell', () => {
  it(
    'shows the 404 page for an unknown path',
    async () => {
      await withPage(browser, 'shell-404', async ({ page, goto }) => {
        await goto('/this/path/does-not-exist');
        await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
        await page.getByRole('link', { name: 'Back to Home' }).click();
        await page.waitForURL((url) => url.pathname === '/');
        await page.getByRole('heading', { name: 'Rent Anything, From Anyone' }).waitFor();
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'switches the header language and keeps the currency choice across a reload',
    async () => {
      await withPage(browser, 'shell-language-currency', async ({ page, goto }) => {
        await goto('/');
        await page.getByRole('link', { name: 'How It Works' }).first().waitFor();

        await page.getByTestId('language-menu').click();
        await page.getByRole('menuitemradio', { name: 'Español' }).click();
        await page.getByRole('button', { name: 'Iniciar sesión / Registrarse' }).waitFor();
        await page.getByRole('link', { name: 'Cómo funciona' }).first().waitFor();
        expect(await page.getByPlaceholder('Buscar artículos para alquilar...').count()).toBeGreaterThan(0);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

        await page.getByTestId('currency-menu').click();
        await page.getByRole('menuitemradio', { name: /EUR/ }).click();
        await expect.poll(() => page.getByTestId('currency-menu').textContent()).toContain('EUR');
        expect(await page.evaluate(() => localStorage.getItem('preferred-currency'))).toBe('EUR');

        await page.reload();
        await page.getByTestId('currency-menu').waitFor();
        expect(await page.getByTestId('currency-menu').textContent()).toContain('EUR');
        // The language choice persists too.
        await page.getByRole('button', { name: 'Iniciar sesión / Registrarse' }).waitFor();
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'searches from the header and ignores blank queries',
    async () => {
      await withPage(browser, 'shell-search', async ({ page, goto }) => {
        await goto('/');
        const box = page.getByRole('searchbox', { name: 'Search' }).first();
        await box.fill('   ');
        await box.press('Enter');
        expect(new URL(page.url()).pathname).toBe('/');
        await box.fill('  power drill ');
        await box.press('Enter');
        await page.waitForURL((url) => url.pathname === '/search');
        expect(new URL(page.url()).searchParams.get('q')).toBe('power drill');
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'opens the auth dialog on the register tab from the openAuthModal event',
    async () => {
      await withPage(browser, 'shell-auth-event', async ({ page, goto }) => {
        await goto('/');
        await page.getByRole('button', { name: 'Login / Register' }).waitFor();
        await page.evaluate(() =>
          window.dispatchEvent(new CustomEvent('openAuthModal', { detail: { tab: 'register' } })),
        );
        const dialog = page.getByRole('dialog', { name: 'Sign in to KoalaRent' });
        await dialog.getByRole('button', { name: 'Create Account' }).waitFor();
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'sends signed-out visitors of protected pages to sign in',
    async () => {
      await withPage(browser, 'shell-protected', async ({ page, goto }) => {
        await goto('/my-rentals');
        await page.waitForURL((url) => url.pathname === '/auth');
        expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/my-rentals');
        await page.getByText('Please sign in to view your rentals').waitFor();

        await goto('/list-item');
        await page.waitForURL((url) => url.pathname === '/auth');
        expect(new URL(page.url()).searchParams.get('redirect')).toBe('list-item');

        await goto('/admin');
        await page.waitForURL((url) => url.pathname === '/');
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'offers the drawer menu on small screens',
    async () => {
      await withPage(
        browser,
        'shell-mobile',
        async ({ page, goto }) => {
          await goto('/');
          await page.getByRole('button', { name: 'Open menu' }).click();
          const drawer = page.getByRole('dialog', { name: 'Menu' });
          await drawer.getByRole('button', { name: 'How It Works' }).waitFor();
          await drawer.getByRole('button', { name: 'Login / Register' }).click();
          await page.getByRole('dialog', { name: 'Sign in to KoalaRent' }).waitFor();
        },
        { viewport: { width: 390, height: 844 } },
      );
    },
    TEST_TIMEOUT,
  );
});
