import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, LOAD_TIMEOUT, TEST_TIMEOUT, uniqueSuffix, withPage } from './browser';
import {
  apiSession,
  DEMO_PASSWORD,
  dayFromToday,
  type ListedItem,
  listApprovedItem,
} from './journey-fixtures';
import { expectWizardStep, fillCard, pickDay, signInMember, toastSays, wizardDialog } from './steps';

/**
 * Issue 27 §3–4: the item page on a 390 × 844 phone (title and Rent Now on the first screen, a sticky bar
 * once they scroll away, 'New' for an unrated item), the home page's rows on that phone, and the renter's
 * request shown on the item page after 'Rental request sent!'.
 */

const browser = await fileBrowser();
const PHONE = { width: 390, height: 844 };

async function listBoard(label: string): Promise<ListedItem> {
  const owner = await apiSession('olivia@koalarent.test');
  try {
    return await listApprovedItem(owner, {
      title: `Stand-up paddle board ${label} ${uniqueSuffix()}`,
      pricePerDay: 30,
      deposit: 80,
      colour: '#2874a6',
      description:
        'An inflatable stand-up paddle board with a pump, a three-piece paddle and a leash.\n\n'.repeat(6),
      location: 'Bondi, Sydney',
      fileName: 'board.jpg',
    });
  } finally {
    await owner.api.dispose();
  }
}

/** Where an element's box ends, in page pixels from the top of the document. */
async function bottomOf(page: Page, locator: ReturnType<Page['locator']>): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element has no box');
  const scrollY = await page.evaluate(() => window.scrollY);
  return box.y + box.height + scrollY;
}

describe('the item page on a 390 px phone', () => {
  it(
    'shows title, rating, price, deposit and Rent Now on the first screen, then a sticky bar on scroll',
    async () => {
      const item = await listBoard('phone');
      await withPage(
        browser,
        'item-phone-first-screen',
        async ({ page, goto }) => {
          await goto(`/item/${item.id}`);
          const title = page.getByRole('heading', { name: item.title, level: 1 });
          await title.waitFor();
          const main = page.locator('main');
          const rentNow = main.getByRole('button', { name: 'Rent Now', exact: true });
          await rentNow.waitFor();
          const titleBottom = await bottomOf(page, title);
          const rentBottom = await bottomOf(page, rentNow);
          console.info(
            `390 × 844: title ends at ${Math.round(titleBottom)} px, Rent Now at ${Math.round(rentBottom)} px`,
          );
          expect(titleBottom).toBeLessThanOrEqual(PHONE.height);
          expect(rentBottom).toBeLessThanOrEqual(PHONE.height);
          const price = main.getByText('$30.00').first();
          expect(await bottomOf(page, price)).toBeLessThanOrEqual(PHONE.height);
          const deposit = main.getByText('Security deposit:');
          expect(await bottomOf(page, deposit)).toBeLessThanOrEqual(PHONE.height);

          // Unrated is not badly rated: 'New' right under the title, and no health score bar yet.
          await main.getByRole('img', { name: 'New, no reviews yet' }).first().waitFor();
          expect(await main.getByRole('meter', { name: 'Health score' }).count()).toBe(0);

          // No sticky bar while the panel is in view; one once it has scrolled away, fixed to the bottom.
          const bar = page.getByRole('group', { name: 'Price and booking' });
          expect(await bar.count()).toBe(0);
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await bar.waitFor({ timeout: LOAD_TIMEOUT });
          const box = await bar.boundingBox();
          expect(box).not.toBeNull();
          expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height);
          await bar.getByText('$30.00').waitFor();
          await bar.getByRole('button', { name: 'Rent Now', exact: true }).waitFor();
          // Back at the top the panel's own Rent Now is in view again, and the bar goes.
          await page.evaluate(() => window.scrollTo(0, 0));
          await bar.waitFor({ state: 'detached' });
        },
        { viewport: PHONE },
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'home: Featured and Recently Added scroll sideways, two Recently Added cards side by side',
    async () => {
      await withPage(
        browser,
        'home-phone-rows',
        async ({ page, goto }) => {
          await goto('/');
          const featured = page.locator('section[aria-labelledby="home-featured"] ul[data-card-row]');
          const recent = page.locator('section[aria-labelledby="home-recent"] ul[data-card-row]');
          await featured.locator('[data-testid="item-card"]').first().waitFor();
          await recent.locator('li a').first().waitFor();
          for (const row of [featured, recent]) {
            const { scrollWidth, clientWidth } = await row.evaluate((el) => ({
              scrollWidth: el.scrollWidth,
              clientWidth: el.clientWidth,
            }));
            expect(scrollWidth).toBeGreaterThan(clientWidth);
          }
          const cards = recent.locator(':scope > li');
          const first = await cards.nth(0).boundingBox();
          const second = await cards.nth(1).boundingBox();
          expect(second?.y).toBe(first?.y);
          expect((second?.x ?? 0) + (second?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          console.info(`home at 390 px is ${height} px tall`);
        },
        { viewport: PHONE },
      );
    },
    TEST_TIMEOUT,
  );
});

describe('after Rental request sent!', () => {
  it(
    "the item page shows the renter's pending request with its dates, what is charged and held, and a link to My Rentals",
    async () => {
      const item = await listBoard('request');
      const start = dayFromToday(4);
      const end = dayFromToday(6);
      await withPage(browser, 'item-pending-request', async ({ page, goto }) => {
        await signInMember(page, goto, 'mia@koalarent.test', DEMO_PASSWORD, '/', { userMenu: 'visible' });
        await goto(`/item/${item.id}`);
        const main = page.locator('main');
        await main.getByRole('heading', { name: item.title, level: 1 }).waitFor();
        expect(await page.getByTestId('my-item-booking').count()).toBe(0);
        await main.getByRole('button', { name: 'Rent Now', exact: true }).click();
        const dialog = wizardDialog(page, item);
        await expectWizardStep(dialog, 1, 'Choose your dates');
        await pickDay(dialog, start);
        await pickDay(dialog, end);
        await dialog.getByRole('button', { name: 'Continue' }).click();
        await expectWizardStep(dialog, 2, 'Review your rental');
        await dialog.getByRole('button', { name: 'Continue' }).click();
        await expectWizardStep(dialog, 3, 'Payment');
        await dialog.getByText(/^(Use a new card|Add a card)$/).click();
        await fillCard(dialog, '4242424242424242', 'Mia Koala');
        await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
        await toastSays(
          page,
          'Rental request sent!',
          'Your request has been sent to the owner for approval.',
        );
        await dialog.waitFor({ state: 'hidden' });

        const request = page.getByTestId('my-item-booking');
        await request.getByText("Your rental request is waiting for the owner's approval").waitFor();
        await request.getByText('Pending Approval').waitFor();
        const dates = (await request.textContent()) ?? '';
        const fmt = (iso: string) =>
          new Intl.DateTimeFormat('en-US', {
            month: 'short',
            day: 'numeric',
            year: 'numeric',
            timeZone: 'UTC',
          }).format(new Date(`${iso}T00:00:00Z`));
        expect(dates).toContain(`${fmt(start)} – ${fmt(end)}`);
        // The one money breakdown, compact: 3 days at $30 + the 15 % fee charged, the $80 deposit held apart.
        const money = request.getByTestId('money-breakdown');
        await money.getByText('Total price charged').waitFor();
        expect(await money.getByTestId('total-price').textContent()).toBe('$103.50');
        expect(await money.getByTestId('deposit-held').textContent()).toBe('$80.00');
        await request.getByRole('link', { name: 'View in My Rentals' }).click();
        await page.waitForURL((url) => url.pathname === '/my-rentals');
      });
    },
    TEST_TIMEOUT,
  );
});
