import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';
import { appStarted, baseUrl, fileBrowser, TEST_TIMEOUT, withPage } from './browser';

const browser = await fileBrowser();

interface Manifest {
  name: string;
  display: string;
  start_url: string;
  icons: { src: string; sizes: string; purpose?: string }[];
}

const isAsset = (url: string): boolean => new URL(url).pathname.startsWith('/assets/');

describe('installable app', () => {
  it(
    'has a manifest and a service worker, loads a later visit’s assets from its cache, and shows the offline page offline',
    async () => {
      await withPage(browser, 'installable', async ({ page, context, goto }) => {
        await goto('/');
        await page.getByRole('heading', { name: 'Rent Anything, From Anyone' }).waitFor();

        const href = await page.locator('link[rel="manifest"]').getAttribute('href');
        const manifest = (await (await page.request.get(href ?? '')).json()) as Manifest;
        expect(manifest).toMatchObject({ name: 'KoalaRent', display: 'standalone', start_url: '/' });
        expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
          expect.arrayContaining(['192x192', '512x512']),
        );
        expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
        for (const icon of manifest.icons)
          expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);

        // The worker installs and takes the page over (clientsClaim), as a browser's install prompt requires.
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });
        await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

        // The next visit goes through the worker, which keeps each hashed asset it fetches: every one the page asks for
        // once it runs (the server's HTML shows the heading long before the app has fetched its code).
        await page.reload();
        await page.getByRole('heading', { name: 'Rent Anything, From Anyone' }).waitFor();
        await appStarted(page);
        await page.waitForLoadState('networkidle');
        await expect
          .poll(() => page.evaluate(async () => (await (await caches.open('assets')).keys()).length))
          .toBeGreaterThan(3);

        // And the one after loads them from that cache: the page gets them from the worker, the worker asks the
        // network for none of them.
        const servedByWorker: string[] = [];
        const fetchedByWorker: string[] = [];
        page.on('response', (response) => {
          if (isAsset(response.url()) && response.fromServiceWorker()) servedByWorker.push(response.url());
        });
        context.on('request', (request) => {
          if (isAsset(request.url()) && request.serviceWorker()) fetchedByWorker.push(request.url());
        });
        await page.reload();
        await page.getByRole('heading', { name: 'Rent Anything, From Anyone' }).waitFor();
        await appStarted(page);
        await page.waitForLoadState('networkidle');
        expect(servedByWorker.length).toBeGreaterThan(3);
        expect(fetchedByWorker).toEqual([]);

        // No connection: a page that cannot be reached is the friendly offline page, never a stale copy.
        await context.setOffline(true);
        await page.goto(`${baseUrl()}/how-it-works`).catch(() => undefined);
        await page.getByRole('heading', { name: 'You are offline' }).waitFor();
        await expectNoSeriousA11yViolations(page, 'the offline page');
        await context.setOffline(false);
        await page.getByRole('button', { name: 'Try again' }).click();
        await page.getByRole('heading', { name: 'How KoalaRent Works', level: 1 }).waitFor();
      });
    },
    TEST_TIMEOUT,
  );
});
