import { describe, expect, it } from 'vitest';
import { fileBrowser, TEST_TIMEOUT, withPage } from './browser';

/**
 * Issue 27 §1: every e2e test runs through withPage, which fails the test on any uncaught page error and any console
 * error the app logs, on every page of its context. These tests prove the watcher does fail: an app page that logs
 * a console error, one that throws, and a second tab that throws, each make withPage reject with the error named —
 * and a page that runs clean does not.
 */

const browser = await fileBrowser();

describe('the e2e watcher of app errors', () => {
  it(
    'fails a test whose page logs a console error',
    async () => {
      const run = withPage(browser, 'app-errors-console', async ({ page, goto }) => {
        await goto('/');
        await page.evaluate(() => console.error('Minified React error #467 (planted by app-errors.e2e)'));
      });
      await expect(run).rejects.toThrow(
        /The app reported 1 error\(s\) in the browser:\nconsole\.error at http:\/\/[^ ]+\/: Minified React error #467 \(planted by app-errors\.e2e\)/,
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'fails a test whose page throws an uncaught error, in any tab',
    async () => {
      const run = withPage(browser, 'app-errors-pageerror', async ({ context, page, goto }) => {
        await goto('/');
        // Thrown from a task of the page's own, as a render or an event handler would: nobody catches it.
        await page.evaluate(() => {
          setTimeout(() => {
            throw new Error('Minified React error #520 (planted by app-errors.e2e)');
          });
        });
        const second = await context.newPage();
        await second.goto(page.url(), { waitUntil: 'domcontentloaded' });
        await second.evaluate(() => {
          void Promise.reject(new Error('a rejection nobody handles (planted by app-errors.e2e)'));
        });
        // Both reports travel from the browser asynchronously.
        await page.waitForTimeout(500);
      });
      await expect(run).rejects.toThrow(/The app reported 2 error\(s\) in the browser:/);
      await expect(run).rejects.toThrow(/pageerror at http:[^ ]+: Error: Minified React error #520/);
      await expect(run).rejects.toThrow(/pageerror at http:[^ ]+: Error: a rejection nobody handles/);
    },
    TEST_TIMEOUT,
  );

  it(
    'passes a page that runs clean, and ignores the browser’s own network lines',
    async () => {
      await withPage(browser, 'app-errors-clean', async ({ page, goto }) => {
        await goto('/');
        await page.getByRole('main').waitFor();
        // Chromium logs a failed request itself ('Failed to load resource: … 404'); no app code wrote that.
        const networkLine = page.waitForEvent('console', (message) =>
          message.text().startsWith('Failed to load resource: '),
        );
        await page.evaluate(async () => {
          await fetch('/api/items/999999999').catch(() => undefined);
        });
        expect((await networkLine).type()).toBe('error');
      });
    },
    TEST_TIMEOUT,
  );
});
