import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';
import { fileBrowser, TEST_TIMEOUT, uniqueSuffix, withPage } from './browser';
import { apiSession, dayFromToday, listApprovedItem, requestBooking } from './journey-fixtures';

const browser = await fileBrowser();

/**
 * Issue 23 §4 in the browser: the home page's "When?" hands its dates to /search, whose date filter keeps them in
 * the URL; a search by dates hides the item whose owner blocked that week, and the item a renter asked for (a
 * pending request holds its dates), and shows each again for other dates or none.
 */
describe('search by dates', () => {
  it(
    'hides an item blocked or requested for the chosen week, from the hero and the filter',
    async () => {
      const word = `snorkel${uniqueSuffix().replace(/\W/g, '')}`;
      const blockedTitle = `Blocked ${word} set`;
      const requestedTitle = `Requested ${word} set`;
      const owner = await apiSession('olivia@koalarent.test');
      const renter = await apiSession('mia@koalarent.test');
      try {
        const blocked = await listApprovedItem(owner, {
          title: blockedTitle,
          pricePerDay: 12,
          deposit: 40,
          colour: '#117a65',
        });
        const requested = await listApprovedItem(owner, {
          title: requestedTitle,
          pricePerDay: 14,
          deposit: 40,
          colour: '#b9770e',
        });
        const block = await owner.api.post(`/api/items/${blocked.id}/blocked-dates`, {
          data: { startDate: dayFromToday(10), endDate: dayFromToday(16), note: 'Away for a week' },
        });
        expect(block.status(), await block.text()).toBe(201);
        await requestBooking(renter, {
          item: requested,
          startDate: dayFromToday(24),
          endDate: dayFromToday(30),
          nameOnCard: 'Mia Renter',
          idempotencyPrefix: 'search-dates',
        });
      } finally {
        await owner.api.dispose();
        await renter.api.dispose();
      }

      const card = (page: Page, title: string) => page.getByRole('link', { name: `Details of ${title}` });
      const shown = (page: Page, title: string) => card(page, title).count();

      await withPage(browser, 'search-dates', async ({ page, goto }) => {
        // The hero's "When?" leads to /search with the dates, which the filter shows.
        await goto('/');
        const when = page.getByRole('search', { name: 'When?' });
        // The first day's lower bound (today) is set once the form has hydrated: typing before that could be lost.
        await when.locator('input[name="startDate"][min]').waitFor();
        await when.getByLabel('From').fill(dayFromToday(12));
        await when.getByLabel('To').fill(dayFromToday(14));
        await when.getByRole('button', { name: 'Find available items' }).click();
        await page.waitForURL(
          (url) =>
            url.pathname === '/search' &&
            url.searchParams.get('startDate') === dayFromToday(12) &&
            url.searchParams.get('endDate') === dayFromToday(14),
        );
        const startField = page.locator('aside input[name="startDate"]');
        const endField = page.locator('aside input[name="endDate"]');
        await expect.poll(() => startField.inputValue()).toBe(dayFromToday(12));
        await expect.poll(() => endField.inputValue()).toBe(dayFromToday(14));

        // A link with the word and the blocked week: the blocked item is hidden, the other is there.
        await goto(`/search?q=${word}&startDate=${dayFromToday(12)}&endDate=${dayFromToday(14)}`);
        await card(page, requestedTitle).waitFor();
        await page.getByText('1 item found').waitFor();
        expect(await shown(page, blockedTitle)).toBe(0);
        await expectNoSeriousA11yViolations(page, 'search results by dates');

        // Through the filter: the requested week hides the requested item and shows the blocked one again.
        await page.locator('aside input[name="startDate"][min]').waitFor();
        await startField.fill(dayFromToday(25));
        await endField.fill(dayFromToday(27));
        await page.waitForURL((url) => url.searchParams.get('startDate') === dayFromToday(25));
        await card(page, blockedTitle).waitFor();
        await expect.poll(() => shown(page, requestedTitle)).toBe(0);
        expect(new URL(page.url()).searchParams.get('endDate')).toBe(dayFromToday(27));

        // An end before the start is refused in words and changes nothing.
        await endField.fill(dayFromToday(20));
        await page
          .getByRole('alert')
          .filter({ hasText: 'The last day cannot be before the first' })
          .waitFor();
        expect(new URL(page.url()).searchParams.get('endDate')).toBe(dayFromToday(27));

        // No dates: both again.
        await page.getByRole('button', { name: 'Clear dates' }).click();
        await page.waitForURL((url) => !url.searchParams.has('startDate'));
        await card(page, blockedTitle).waitFor();
        await card(page, requestedTitle).waitFor();
        await page.getByText('2 items found').waitFor();
      });
    },
    TEST_TIMEOUT,
  );
});
