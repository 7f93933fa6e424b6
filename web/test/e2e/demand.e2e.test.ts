import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, LOAD_TIMEOUT, TEST_TIMEOUT, uniqueSuffix, withPage } from './browser';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './journey-fixtures';
import { axeAfterToasts, signInAdmin } from './steps';

const browser = await fileBrowser();

/**
 * A search travels visitor → gateway → queue → tracking worker → Redis → the admin's socket, and the Demand tab
 * refreshes at most every 5 s; allow for a busy machine.
 */
const LIVE_TIMEOUT = 30_000;

async function openDemand(page: Page): Promise<void> {
  const tab = page
    .getByRole('tablist', { name: 'Admin sections' })
    .getByRole('tab', { name: 'Demand', exact: true });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected'), { timeout: LOAD_TIMEOUT }).toBe('true');
  await page.getByRole('heading', { name: 'Demand', level: 2 }).waitFor();
}

describe('the admin’s Demand tab (issue 24 §4)', () => {
  it(
    'lists a search a visitor made that found nothing, by its place, as it happens',
    async () => {
      const word = `quokkaboard${uniqueSuffix()}`;
      const place = `Nowhere Creek ${uniqueSuffix()}`;
      await withPage(browser, 'admin-demand', async (admin) => {
        const { page } = admin;
        await signInAdmin(page, admin.goto, ADMIN_EMAIL, ADMIN_PASSWORD);
        await openDemand(page);
        await expect.poll(() => page.getByLabel('Time range').inputValue()).toBe('WEEK');
        const zero = page.getByRole('region', { name: 'Searches that found nothing' });
        await zero.waitFor();
        // The chart is drawn (uPlot, fetched with the tab) and named for screen readers.
        await page.getByTestId('demand-chart').locator('canvas').first().waitFor();
        expect(await page.getByTestId('demand-chart').getAttribute('aria-label')).toMatch(
          /searches and .* page views from/,
        );
        expect(await zero.getByRole('row').filter({ hasText: word }).count()).toBe(0);
        await axeAfterToasts(page, 'the Demand tab');

        await withPage(browser, 'demand-visitor', async (visitor) => {
          // The search page server-renders its results (and facets) before it shows: on a machine shared with other
          // runs its first navigation took longer than the suite's 15 s.
          visitor.context.setDefaultNavigationTimeout(60_000);
          visitor.context.setDefaultTimeout(60_000);
          // The visitor's view of the search leaves with its result count once the page has shown the results.
          const sent = visitor.page.waitForRequest(
            (request) =>
              request.url().endsWith('/api/tracking/events') &&
              (request.postData() ?? '').includes(word) &&
              (request.postData() ?? '').includes('"resultCount":0'),
            { timeout: LIVE_TIMEOUT },
          );
          await visitor.goto(`/search?q=${word}&location=${encodeURIComponent(place)}`);
          await visitor.page.getByText(`No items found for "${word}"`).waitFor();
          await sent;
        });

        // Live: the admin's page did not reload; the row arrives with the place the search named.
        const row = zero.getByRole('row').filter({ hasText: word });
        await row.first().waitFor({ timeout: LIVE_TIMEOUT });
        expect(await row.first().getByRole('rowheader').textContent()).toBe(place);
        const top = page.getByRole('region', { name: 'Most frequent searches' }).getByRole('row').filter({
          hasText: word,
        });
        await top.first().waitFor();
        expect(await top.first().textContent()).toContain('New');
        expect(new URL(page.url()).pathname).toBe('/admin');
        await axeAfterToasts(page, 'the Demand tab with a search that found nothing');

        // After a reload too (the numbers come from the records, not from the live feed).
        await admin.goto('/admin?tab=demand');
        await zero.getByRole('row').filter({ hasText: word }).first().waitFor();
      });
    },
    TEST_TIMEOUT * 3,
  );
});
